import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { OddsPolicy, SlipMode, SlipSelection } from './bet-slip.tsx';
import type { Book, Change, Market } from './sports-data.ts';

/** A pick on the slip: what the slip shows, plus what placing it needs. */
export interface Pick extends SlipSelection {
  marketId: string;
  selection: string;
  book: Book;
  minStake: number;
  maxStake: number;
}

export interface SlipState {
  picks: readonly Pick[];
  mode: SlipMode;
  stakes: Readonly<Record<string, string>>;
  policy: OddsPolicy;
}

const EMPTY: SlipState = { picks: [], mode: 'SINGLE', stakes: {}, policy: 'NONE' };

/**
 * One slip per book (a parlay mixes no books), kept in memory for the visit, so a pick
 * survives going from the lobby to a match and back. Not stored: yesterday's prices are stale.
 */
export const slipsAtom = atom<Partial<Record<Book, SlipState>>>({});

export const pickId = (matchId: string, marketId: string, selection: string) =>
  `${matchId}:${marketId}:${selection}`;

/** A pick's price and lock as the latest change of its match says. */
function refreshed(pick: Pick, change: Change | undefined): Pick {
  const market = change?.markets.find((m) => m.id === pick.marketId);
  const price = market?.selections.find((s) => s.id === pick.selection)?.odds;
  if (!change || !market || price === undefined) return pick;
  const suspended = market.suspended || !change.state.bettingOpen;
  if (price === pick.price && suspended === Boolean(pick.suspended)) return pick;
  return { ...pick, price, suspended, live: change.state.phase === 'LIVE' };
}

export function useSlip(book: Book) {
  const [slips, setSlips] = useAtom(slipsAtom);
  const slip = slips[book] ?? EMPTY;
  const update = useCallback(
    (change: (s: SlipState) => SlipState) =>
      setSlips((all) => ({ ...all, [book]: change(all[book] ?? EMPTY) })),
    [setSlips, book],
  );

  /** Taps a price: adds it (replacing another pick of the same market) or takes it off. */
  const toggle = useCallback(
    (pick: Omit<Pick, 'id' | 'addedAt'>) =>
      update((s) => {
        const id = pickId(pick.matchId, pick.marketId, pick.selection);
        if (s.picks.some((p) => p.id === id)) {
          return { ...s, picks: s.picks.filter((p) => p.id !== id) };
        }
        const others = s.picks.filter(
          (p) => !(p.matchId === pick.matchId && p.marketId === pick.marketId),
        );
        // The price the player saw when tapping: the slip marks a later move against it.
        return { ...s, picks: [...others, { ...pick, id, addedAt: pick.price }] };
      }),
    [update],
  );

  const remove = useCallback(
    (id: string) => update((s) => ({ ...s, picks: s.picks.filter((p) => p.id !== id) })),
    [update],
  );

  /** Rolling odds reach the slip too, so a stale price is marked before placing. */
  const applyChanges = useCallback(
    (changes: ReadonlyMap<string, Change>) =>
      update((s) => {
        const picks = s.picks.map((p) => refreshed(p, changes.get(p.matchId)));
        return picks.every((p, i) => p === s.picks[i]) ? s : { ...s, picks };
      }),
    [update],
  );

  /** The book's current prices from an ODDS_CHANGED answer. */
  const setPrices = useCallback(
    (legs: readonly { matchId: string; marketId: string; selection: string; odds: number }[]) =>
      update((s) => ({
        ...s,
        picks: s.picks.map((p) => {
          const leg = legs.find(
            (l) =>
              l.matchId === p.matchId && l.marketId === p.marketId && l.selection === p.selection,
          );
          return leg ? { ...p, price: leg.odds } : p;
        }),
      })),
    [update],
  );

  return {
    slip,
    toggle,
    remove,
    applyChanges,
    setPrices,
    clear: () => update(() => EMPTY),
    setMode: (mode: SlipMode) => update((s) => ({ ...s, mode })),
    setPolicy: (policy: OddsPolicy) => update((s) => ({ ...s, policy })),
    setStake: (key: string, text: string) =>
      update((s) => ({ ...s, stakes: { ...s.stakes, [key]: text } })),
    clearStakes: (keys: readonly string[]) =>
      update((s) => ({
        ...s,
        stakes: Object.fromEntries(Object.entries(s.stakes).filter(([k]) => !keys.includes(k))),
      })),
    isPicked: (matchId: string, market: Market, selection: string) =>
      slip.picks.some((p) => p.id === pickId(matchId, market.id, selection)),
  };
}
