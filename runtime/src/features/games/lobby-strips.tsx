import { useAtomValue } from 'jotai';
import type { GameCategory } from '../../../../contract/modules.ts';
import { hotGames, popularGames, recentGames, type GameItem } from '../../../../contract/games.ts';
import { useQuery } from '../../app/api/query.ts';
import { sessionAtom } from '../../app/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { GameStrip } from './game-strip.tsx';
import { RECENT_TAG, useGameLanguage, type useFavourites } from './game-query.ts';
import type { Launcher } from './use-launch.tsx';

interface StripProps {
  launcher: Launcher;
  favourites: ReturnType<typeof useFavourites>;
  category?: GameCategory;
}

function Glyph({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="wl-gstrip__glyph">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const FLAME = 'M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-6 1-9z';
const CLOCK = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2';
const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const CROWN = 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z';

/** Spec §7/§9 popular games (count 20), of one category when asked. */
export function PopularStrip({ launcher, favourites, category }: StripProps) {
  const t = useT();
  const language = useGameLanguage();
  const popular = useQuery(popularGames, { count: 20, language, ...(category && { category }) });
  return (
    <GameStrip
      id="popular-strip"
      title={t('games.popular')}
      icon={<Glyph d={CROWN} />}
      games={popular.value ?? []}
      launcher={launcher}
      favourites={favourites}
    />
  );
}

/** The operator's and vendors' hot games. */
export function HotStrip({ launcher, favourites, category }: StripProps) {
  const t = useT();
  const language = useGameLanguage();
  const hot = useQuery(hotGames, { language, ...(category && { category }) });
  return (
    <GameStrip
      id="hot-strip"
      title={t('games.hotGames')}
      icon={<Glyph d={FLAME} />}
      games={hot.value ?? []}
      launcher={launcher}
      favourites={favourites}
    />
  );
}

/**
 * A member's recently played and favourite games (from the server, so they survive a reload
 * and follow the member to another device); a visitor sees neither.
 */
export function MemberStrips({ launcher, favourites, category }: StripProps) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const language = useGameLanguage();
  const recent = useQuery(
    recentGames,
    { language },
    { tags: [RECENT_TAG], enabled: session !== null },
  );
  if (!session) return null;
  const mine = (games: readonly GameItem[] | null | undefined) =>
    (games ?? []).filter((g) => !category || g.category === category);
  return (
    <>
      <GameStrip
        id="recent-strip"
        title={t('games.recent')}
        icon={<Glyph d={CLOCK} />}
        games={mine(recent.value)}
        launcher={launcher}
        favourites={favourites}
      />
      <GameStrip
        id="favourites-strip"
        title={t('games.favourites')}
        icon={<Glyph d={STAR} />}
        games={mine(favourites.list)}
        launcher={launcher}
        favourites={favourites}
      />
    </>
  );
}
