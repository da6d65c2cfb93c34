/** Match cards, markets and the sports calls answered from them, for this feature's tests and
 * stories. Never imported by the shipped runtime. */
import type { MatchCard } from '../../../../contract/sports.ts';
import { ok, type Handler } from '../../testing/fake-platform.ts';
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

const TEAMS = [
  ['Harbour City', 'Redcliff Rovers'],
  ['Pine Valley', 'Saltmarsh'],
  ['Northgate United', 'Eastbrook'],
  ['Glimmer Bay', 'Ironvale'],
  ['Copper Hill', 'Westmoor'],
  ['Lantern Point', 'Stonebridge'],
] as const;

/** A lobby of six football matches in two leagues, the first three live. */
export function storyMatches(): MatchCard[] {
  return TEAMS.map(([home, away], i) =>
    matchFixture({
      id: `FB-9-${i}`,
      home,
      away,
      league: i % 2 ? { id: 'L2', name: 'Northern Cup' } : { id: 'L1', name: 'Coastal Premier' },
      startsAt: new Date(Date.now() + (i - 2) * 45 * 60_000).toISOString(),
      state:
        i < 3
          ? { ...matchFixture().state, clock: `${20 + i * 17}'`, score: { home: i, away: 1 } }
          : {
              phase: 'SCHEDULED',
              clock: '',
              score: { home: 0, away: 0 },
              periods: [],
              bettingOpen: true,
            },
      main: resultMarket(`FB-9-${i}-R`, [1800 + i * 150, 3300, 4200 - i * 200]),
    }),
  );
}

/** Every market of a match: the result, two handicap lines and two totals. */
export function matchMarkets(card: MatchCard): Market[] {
  const base = resultMarket(`${card.id}-R`, [1950, 3400, 4100]);
  const pair = (kind: 'HANDICAP' | 'TOTAL', line: number, a: number, b: number): Market => ({
    ...base,
    id: `${card.id}-${kind[0]}${line}`,
    kind,
    line,
    selections:
      kind === 'TOTAL'
        ? [
            { id: 'OVER', odds: a },
            { id: 'UNDER', odds: b },
          ]
        : [
            { id: 'HOME', odds: a },
            { id: 'AWAY', odds: b },
          ],
  });
  return [
    card.main ?? base,
    pair('HANDICAP', -5, 1900, 1950),
    pair('HANDICAP', -15, 2750, 1450),
    pair('TOTAL', 25, 1880, 1920),
    { ...pair('TOTAL', 35, 3100, 1330), suspended: true },
  ];
}

/** Nudges each price a little: the story's rolling odds. */
const nudge = (m: Market, step: number): Market => ({
  ...m,
  selections: m.selections.map((s, i) => ({
    ...s,
    odds: Math.max(1010, s.odds + ((step + i) % 3 === 0 ? 40 : -30)),
  })),
});

/** The public sports calls answered from the fixtures, with prices that move on every poll. */
export function sportsRoutes(): Record<string, Handler> {
  const matches = storyMatches();
  let step = 0;
  return {
    'GET /wps/v2/sports/lobby': () => ok(lobbyPage(matches)),
    'GET /wps/v2/sports/hot': () => ok(matches.slice(0, 4)),
    'GET /wps/v2/sports/leagues': () =>
      ok([
        { id: 'L1', sport: 'FOOTBALL', name: 'Coastal Premier', live: 2, upcoming: 7 },
        { id: 'L2', sport: 'FOOTBALL', name: 'Northern Cup', live: 1, upcoming: 5 },
      ]),
    'GET /wps/v2/sports/match': (_b, url) => {
      const card = matches.find((m) => m.id === url.searchParams.get('id')) ?? matches[0];
      if (!card) return ok(null);
      return ok({ ...card, markets: matchMarkets(card), version: 10 });
    },
    'GET /wps/v2/sports/changes': () => {
      step++;
      const moved = matches.slice(0, 3).map((m) => ({
        id: m.id,
        state: m.state,
        markets: [...matchMarkets(m)].slice(0, 4).map((k) => nudge(k, step)),
      }));
      return ok({ version: 10 + step, matches: moved });
    },
  };
}
