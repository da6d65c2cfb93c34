import type { PageProps } from '../../app/feature.ts';
import { CategorySoon } from '../../app/ui/category-soon.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Category lobbies until the games issue lands. */
export default function GamesPage({ titleKey, category }: PageProps) {
  const t = useT();
  return <CategorySoon name={t(titleKey)} category={category} />;
}
