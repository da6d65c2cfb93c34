import type { MatchCard } from '../../../../contract/sports.ts';
import type { Market } from './sports-data.ts';

/** A 1X2 market at these prices (thousandths). */
export function resultMarket(id: string, [home, draw, away]: readonly number[]): Market {
  return {
    id,
    kind: 'RESULT',
    line: null,
    suspended: false,
    selections: [
      { id: 'HOME', odds: home ?? 2000 },
      { id: 'DRAW', odds: draw ?? 3200 },
      { id: 'AWAY', odds: away ?? 3500 },
    ],
    minStake: 100,
    maxStake: 2_000_000,
  };
}

/** A football match card; tests and stories override what they look at. */
export function matchFixture(overrides: Partial<MatchCard> = {}): MatchCard {
  const id = overrides.id ?? 'FB-1-0';
  return {
    id,
    sport: 'FOOTBALL',
    book: 'SPORTS',
    league: { id: 'L1', name: 'Coastal Premier' },
    home: 'Harbour City',
    away: 'Redcliff Rovers',
    startsAt: '2026-11-24T12:00:00.000Z',
    state: {
      phase: 'LIVE',
      clock: "63'",
      score: { home: 1, away: 0 },
      periods: [{ home: 1, away: 0 }],
      bettingOpen: true,
    },
    main: resultMarket(`${id}-R`, [1950, 3400, 4100]),
    marketCount: 12,
    hot: true,
    ...overrides,
  };
}

/** A lobby page of these matches at version `version`. */
export const lobbyPage = (items: readonly MatchCard[], version = 10) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  version,
});
