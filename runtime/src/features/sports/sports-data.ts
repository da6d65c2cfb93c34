import { atom, useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { sportsChanges, type MatchCard } from '../../../../contract/sports.ts';
import { call } from '../../app/api/call.ts';
import { useLanguage } from '../../i18n/i18n.tsx';
import { isOddsFormat, type OddsFormat } from './odds-format.ts';

export type Book = MatchCard['book'];
export type Market = NonNullable<MatchCard['main']>;
export type Change = EndpointValue<typeof sportsChanges>['matches'][number];

/** How often rolling odds are asked for while the page is visible: what the big books do. */
export const CHANGES_MS = 3_000;

/** The language the feed's league names are asked in (part of every read's cache key). */
export function useFeedLanguage(): string {
  return useLanguage()[0];
}

const FORMAT_KEY = 'wl.oddsFormat';

function storedFormat(): OddsFormat {
  try {
    const value = localStorage.getItem(FORMAT_KEY);
    return isOddsFormat(value) ? value : 'DECIMAL';
  } catch {
    return 'DECIMAL';
  }
}

const formatAtom = atom<OddsFormat | null>(null);

/** The player's odds display format, kept on the device across visits. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const [format, setFormat] = useAtom(formatAtom);
  const set = (next: OddsFormat) => {
    setFormat(next);
    try {
      localStorage.setItem(FORMAT_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  return [format ?? storedFormat(), set];
}

/** A card with what moved applied: the new state, and the main market when it moved. */
export function applyChange<M extends MatchCard>(card: M, change: Change | undefined): M {
  if (!change) return card;
  const main = card.main && change.markets.find((m) => m.id === card.main?.id);
  return { ...card, state: change.state, ...(main && { main }) };
}

/** Markets with the moved ones swapped in, in their original order. */
export function applyMarkets(markets: readonly Market[], change: Change | undefined): Market[] {
  if (!change) return [...markets];
  const moved = new Map(change.markets.map((m) => [m.id, m]));
  return markets.map((m) => moved.get(m.id) ?? m);
}

const EMPTY_CHANGES: ReadonlyMap<string, Change> = new Map();

/**
 * Rolling odds without a reload: from the version of the last full answer, asks every few
 * seconds what changed since (only while the page is visible: a hidden tab costs the book
 * nothing) and keeps the latest change per match. A new base version starts over.
 */
export function useChanges(
  base: number | null,
  input: { book?: Book; ids?: string },
): ReadonlyMap<string, Change> {
  // Tagged with the base they apply to: a new full answer drops what was heard before it.
  const [changes, setChanges] = useState<{ base: number | null; map: ReadonlyMap<string, Change> }>(
    { base: null, map: new Map() },
  );
  const since = useRef<number | null>(null);
  const { book, ids } = input;
  useEffect(() => {
    if (base === null) return;
    since.current = base;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState === 'hidden' || since.current === null) return;
      try {
        const answer = await call(sportsChanges, {
          since: since.current,
          ...(book && { book }),
          ...(ids && { ids }),
        });
        if (stopped) return;
        since.current = answer.version;
        if (answer.matches.length === 0) return;
        setChanges((old) => {
          const next = new Map(old.base === base ? old.map : []);
          for (const m of answer.matches) next.set(m.id, m);
          return { base, map: next };
        });
      } catch {
        // A missed poll is caught up by the next one: changes are asked "since", not "now".
      }
    };
    const timer = setInterval(() => void poll(), CHANGES_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [base, book, ids]);
  return changes.base === base ? changes.map : EMPTY_CHANGES;
}
