import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { GameCategory } from '../../../../contract/modules.ts';
import {
  favouriteAdd,
  favouriteList,
  favouriteRemove,
  gameVendors,
  type GameItem,
  type VendorCard,
} from '../../../../contract/games.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { invalidate, useQuery } from '../../app/api/query.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';

/** Reads that change when the member's favourites or launches change. */
export const FAVOURITES_TAG = 'games:favourites';
export const RECENT_TAG = 'games:recent';

/** Category → lobby path (spec §2.1); the categories this feature does not build are absent. */
export const LOBBY_PATH: Partial<Record<GameCategory, string>> = {
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};

/**
 * The language every catalogue read asks in: part of the cache key, so switching language
 * re-reads names instead of showing the old language's.
 */
export function useGameLanguage(): string {
  return useLanguage()[0];
}

/** Every vendor card by its code (protocol, vassalage), one shared read for the whole site. */
export function useVendorCards(category?: GameCategory) {
  const query = useQuery(gameVendors, category ? { category } : {});
  const byCode = useMemo(
    () => new Map<string, VendorCard>((query.value ?? []).map((c) => [c.accountTypeName, c])),
    [query.value],
  );
  return { query, byCode };
}

/**
 * A star clicked stays as clicked until the favourites list catches up, for every tile of that
 * game on screen (the same game can sit in the popular strip and the grid at once).
 */
const starOverridesAtom = atom<{ account: string | null; stars: Record<number, boolean> }>({
  account: null,
  stars: {},
});

/**
 * Favourites of the signed-in member: the server's list is the truth (it survives a reload);
 * a visitor has none, and clicking a star asks them to log in.
 */
export function useFavourites() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const language = useGameLanguage();
  const list = useQuery(
    favouriteList,
    { language },
    { tags: [FAVOURITES_TAG], enabled: session !== null },
  );
  const [overrides, setOverrides] = useAtom(starOverridesAtom);
  const account = session?.account ?? null;
  const stars = useMemo(
    () => (overrides.account === account ? overrides.stars : {}),
    [overrides, account],
  );
  const favIds = useMemo(
    () => (session && list.value ? new Set(list.value.map((g) => g.gameId)) : null),
    [session, list.value],
  );

  const isFav = useCallback(
    (game: GameItem) => {
      if (!session) return false;
      return stars[game.gameId] ?? (favIds ? favIds.has(game.gameId) : game.isFav);
    },
    [session, stars, favIds],
  );

  const toggle = useCallback(
    async (game: GameItem) => {
      if (!session) {
        openModal({ id: 'loginModal' });
        return;
      }
      const next = !isFav(game);
      const set = (value: boolean | undefined) =>
        setOverrides((o) => {
          const base = Object.entries(o.account === account ? o.stars : {}).filter(
            ([id]) => Number(id) !== game.gameId,
          );
          if (value !== undefined) base.push([String(game.gameId), value]);
          return { account, stars: Object.fromEntries(base) };
        });
      set(next);
      try {
        if (next) await call(favouriteAdd, { gameId: game.gameId });
        else await call(favouriteRemove, { gameId: game.gameId });
        invalidate(FAVOURITES_TAG);
      } catch (e: unknown) {
        set(undefined);
        const error = asPlatformError(e);
        if (error.code !== 'NOT_LOGGED_IN') {
          openModal({ id: 'notice', title: t('games.favouriteFailed'), body: errorText(t, error) });
        }
      }
    },
    [session, isFav, setOverrides, account, openModal, t],
  );

  return { isFav, toggle, list: session ? list.value : null };
}
