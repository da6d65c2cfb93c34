import type {
  Fixture,
  Market,
  MatchResult,
  MerchantFeed,
  SportsFeed,
} from '../src/sportsbook/feed.ts';

const HOUR = 3_600_000;
/** How many matches a scripted feed offers: ids `<prefix>-0` … `<prefix>-4`. */
export const MATCHES = 5;

/** Every market the scripted feed offers: kind, line (tenths) and selections. */
export const MARKETS = [
  { id: 'RESULT', kind: 'RESULT', line: null, selections: ['HOME', 'DRAW', 'AWAY'] },
  { id: 'HANDICAP:-5', kind: 'HANDICAP', line: -5, selections: ['HOME', 'AWAY'] },
  { id: 'HANDICAP:-10', kind: 'HANDICAP', line: -10, selections: ['HOME', 'AWAY'] },
  { id: 'HANDICAP:10', kind: 'HANDICAP', line: 10, selections: ['HOME', 'AWAY'] },
  { id: 'TOTAL:25', kind: 'TOTAL', line: 25, selections: ['OVER', 'UNDER'] },
  { id: 'TOTAL:30', kind: 'TOTAL', line: 30, selections: ['OVER', 'UNDER'] },
] as const;

/** A feed the test scripts: fixed prices before the start, the results it is told. */
export function scriptedFeed(
  prefix: string,
  startsAt: number,
  odds: number[][],
  results: Map<string, MatchResult>,
): SportsFeed {
  const fixture = (i: number): Fixture => ({
    id: `${prefix}-${i}`,
    sport: 'FOOTBALL',
    league: { id: 'test', sport: 'FOOTBALL', names: { EN: 'Test League' } },
    home: { id: `h${i}`, name: `Home ${i}` },
    away: { id: `a${i}`, name: `Away ${i}` },
    startsAt,
  });
  const markets = (i: number): Market[] =>
    MARKETS.map((m, k) => ({
      id: m.id,
      kind: m.kind,
      line: m.line,
      suspended: false,
      selections: m.selections.map((id, n) => ({ id, odds: odds[i]?.[(k * 3 + n) % 18] ?? 1500 })),
    }));
  const feed: MerchantFeed = {
    maxDurationMs: 3 * HOUR,
    fixtures: () => [],
    match: (id, t) => {
      const i = Number(id.split('-').at(-1));
      if (!id.startsWith(`${prefix}-`) || !(i >= 0 && i < MATCHES)) return null;
      const scheduled = t < startsAt;
      return {
        fixture: fixture(i),
        state: {
          phase: scheduled ? 'SCHEDULED' : 'FINISHED',
          clock: '',
          score: { home: 0, away: 0 },
          periods: [],
          bettingOpen: scheduled,
        },
        markets: scheduled ? markets(i) : [],
      };
    },
    result: (id) => results.get(id) ?? null,
  };
  return { forMerchant: () => feed };
}
