/**
 * The games' calls answered from the fixtures, for this feature's tests and stories; `extra`
 * replaces or adds routes. Never imported by the shipped runtime.
 */
import type { GameItem } from '../../../../contract/games.ts';
import { ok, type Handler } from '../../testing/fake-platform.ts';
import {
  LIVE_GAMES,
  LIVE_TABLES,
  POOLS,
  ROOMS,
  SLOTS,
  VENDORS,
  WINNERS,
  pageOfGames,
} from './game-fixtures.ts';

const USD = { code: 'USD', minorUnits: 2 };

export function fundsFixture(main: number, harbor = 0) {
  return {
    currency: USD,
    main,
    wallets: [{ accountType: 'HARBOR', displayName: 'Harbor Cards', balance: harbor }],
    sum: main + harbor,
  };
}

/** The game list by the query's vendor and category, paged as asked. */
function listOf(url: URL, games: readonly GameItem[]) {
  const q = url.searchParams;
  const picked = games.filter(
    (g) =>
      (!q.get('vendor') || g.vendor === q.get('vendor')) &&
      (!q.get('category') || g.category === q.get('category')),
  );
  return pageOfGames(picked, Number(q.get('page') ?? 1), Number(q.get('pageSize') ?? 24));
}

/** What each call asked, by path: the query of a GET or DELETE, the body of a POST. */
export interface Asked {
  method: string;
  path: string;
  params: Record<string, string>;
}

/** The same routes, noting every call's query in `asked` (the fake platform keeps bodies only). */
export function recording(
  routes: Record<string, Handler>,
  asked: Asked[],
): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [
      key,
      (body: unknown, url: URL) => {
        const method = key.split(' ')[0] ?? 'GET';
        const params =
          method === 'POST'
            ? Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, String(v)]))
            : Object.fromEntries(url.searchParams);
        asked.push({ method, path: url.pathname, params });
        return handler(body, url);
      },
    ]),
  );
}

export function gameRoutes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  const all = [...SLOTS, ...LIVE_GAMES];
  return {
    'GET /wps/games/vendors': (_b, url) => {
      const category = url.searchParams.get('category');
      return ok(Object.values(VENDORS).filter((v) => !category || v.category === category));
    },
    'GET /wps/games/vendor-types': () =>
      ok([
        {
          category: 'RNG',
          vendors: ['NOVA'],
          subCategories: [
            { key: 'SLOT_MACHINE', count: 1 },
            { key: 'JACKPOT', count: 1 },
            { key: 'SCRATCH_CARDS', count: 1 },
            { key: 'VIDEO_POKER', count: 1 },
          ],
        },
      ]),
    'GET /wps/games/list': (_b, url) => ok(listOf(url, all)),
    'GET /lgw/games/popular': () => ok(SLOTS.slice(0, 3)),
    'GET /lgw/games/hot': () => ok(SLOTS.filter((g) => g.isHot)),
    'GET /wps/games/jackpots': () => ok(POOLS),
    'GET /wps/games/winners': () => ok(WINNERS),
    'GET /wps/games/recent': () => ok([SLOTS[2]]),
    'GET /wps/games/favourites': () => ok([]),
    'POST /wps/games/favourites': (body) =>
      ok({ gameId: (body as { gameId: number }).gameId, isFav: true }),
    'DELETE /wps/games/favourites': (_b, url) =>
      ok({ gameId: Number(url.searchParams.get('gameId')), isFav: false }),
    'GET /wps/games/live/tables': () => ok(LIVE_TABLES),
    'GET /wps/games/pvp/rooms': () => ok(ROOMS),
    'GET /wps/game/launchGame': (_b, url) =>
      ok({
        game_url: `https://games.test/play/${url.searchParams.get('gameId')}?t=abc`,
        game_url2: null,
        protocol: url.searchParams.get('gameId') === '4' ? 'TRANSFER' : 'SEAMLESS',
        funds: fundsFixture(10000),
      }),
    'GET /wps/game/launchDemo': (_b, url) =>
      ok({
        game_url: `https://games.test/demo/${url.searchParams.get('gameId')}`,
        game_url2: null,
      }),
    'GET /wps/member/info/funds/consolidated': () => ok(fundsFixture(10000, 0)),
    'GET /wps/v2/wallets/balance': () => ok({ currency: USD, main: 10000, sum: 10000 }),
    'POST /wps/v2/wallets/transfer/all': () => ok(fundsFixture(10000, 0)),
    ...extra,
  };
}
