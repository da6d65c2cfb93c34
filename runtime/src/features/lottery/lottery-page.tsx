import type { PageProps } from '../../app/feature.ts';
import { CategorySoon } from '../../app/ui/category-soon.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The lottery lobby until the lottery issue lands. */
export default function LotteryPage({ titleKey, category }: PageProps) {
  const t = useT();
  return <CategorySoon name={t(titleKey)} category={category} />;
}
