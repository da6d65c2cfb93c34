import type { PageProps } from '../../app/feature.ts';
import { CategorySoon } from '../../app/ui/category-soon.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The lottery lobby: names the category and its providers; no draw can be bet on yet. */
export default function LotteryPage({ titleKey, category }: PageProps) {
  const t = useT();
  return <CategorySoon name={t(titleKey)} category={category} />;
}
