import type { PageProps } from '../../app/feature.ts';
import { CategorySoon } from '../../app/ui/category-soon.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Category lobbies: each names its category and providers; no game launches yet. */
export default function GamesPage({ titleKey, category }: PageProps) {
  const t = useT();
  return <CategorySoon name={t(titleKey)} category={category} />;
}
