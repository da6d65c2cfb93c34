import type { Hono } from 'hono';
import {
  gameMenus,
  gameVendors,
  hotGames,
  popularGames,
  vendorTypes,
  type GameItem,
  type SubCategory,
  type VendorCard,
} from '../../../contract/games.ts';
import type { GameCategory } from '../../../contract/generated/platform.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import {
  favouritesAmong,
  GAME_COLUMNS,
  languageOf,
  POPULAR_DAYS,
  toGameItem,
  vendorCard,
  vendorNameOf,
  visibleWhere,
  type GameRow,
} from './game-store.ts';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { lotteryLanes, lotteryPopularRows } from '../lottery/lottery-lobby.ts';
import { jackpotPoolsByGame } from './live-state.ts';
import { lobbyOf, optionalMemberId, type Lobby } from './lobby-context.ts';

/** How many hot games the hot call answers at most. */
const HOT_LIMIT = 50;

/** Games and the icon (first game's thumbnail) per `vendor:category`, of the visible games. */
async function cardCounts(call: CallContext, lobby: Lobby) {
  const rows = await call.db.query<{
    vendor: string;
    category: string;
    games: number;
    icon: string;
  }>(
    `select g.vendor, g.category, count(*) as games,
            (array_agg(g.thumbnail order by g.featured desc, g.sort_order, g.id))[1] as icon
       from games g where ${visibleWhere('$2')} group by g.vendor, g.category`,
    [call.merchant.id, lobby.codes],
  );
  return new Map(rows.map((row) => [`${row.vendor}:${row.category}`, row]));
}

/** Every vendor card of the lobby, category by category in the seed's order. */
async function cards(call: CallContext, category?: GameCategory): Promise<VendorCard[]> {
  const lobby = await lobbyOf(call);
  const counts = await cardCounts(call, lobby);
  const out: VendorCard[] = [];
  for (const seed of call.merchant.settings.vendors ?? []) {
    if (category && seed.category !== category) continue;
    const vendor = lobby.vendors.find((candidate) => candidate.code === seed.code);
    if (!vendor) continue;
    out.push(vendorCard(vendor, seed.category, lobby.directory, counts, lobby.origin));
  }
  return out;
}

/**
 * Game items of a query over the visible games (alias g, `$1` merchant, `$2` vendor codes,
 * `$3` language), with the member's favourites and, when any is progressive, the pools.
 */
export async function gameItems(
  call: CallContext,
  lobby: Lobby,
  rows: readonly GameRow[],
): Promise<GameItem[]> {
  const memberId = await optionalMemberId(call);
  const favourites = await favouritesAmong(
    call.db,
    memberId,
    rows.map((row) => row.id),
  );
  const pools = rows.some((row) => row.jackpot) ? await jackpotPoolsByGame(call, lobby) : undefined;
  return rows.map((row) =>
    toGameItem(row, {
      vendors: lobby.vendors,
      origin: lobby.origin,
      language: lobby.language,
      favourites,
      ...(pools ? { pools } : {}),
    }),
  );
}

/** Settled real-money bets per game over the popularity window (alias p: game_id, plays). */
export const PLAYS = `left join (
    select game_id, count(*) as plays from bets
     where merchant_id = $1 and status = 'SETTLED' and not demo
       and settled_at > now() - ${POPULAR_DAYS} * interval '1 day'
     group by game_id) p on p.game_id = g.id`;

/** Spec §3 vendor lanes and cards, the lobbies' calls that list games by popularity or flag. */
export function registerLobbyRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, gameMenus, async (input, call) => {
    const all = await cards(call);
    const titles = [...new Set(all.map((card) => card.category))];
    const lanes = titles.map((title) => ({
      title,
      cards: all.filter((card) => card.category === title),
    }));
    // The lottery runs on the platform, so its vendors need no directory entry to be shown.
    const language = languageOf(input.language, call.c.req.header(LANGUAGE_HEADER));
    return [...lanes, ...(await lotteryLanes(call, language))];
  });

  registerEndpoint(app, gameVendors, (input, call) => cards(call, input.category));

  registerEndpoint(app, vendorTypes, async (_input, call) => {
    const lobby = await lobbyOf(call);
    const rows = await call.db.query<{ category: GameCategory; sub: SubCategory; count: number }>(
      `select g.category, g.sub_category as sub, count(*) as count from games g
        where ${visibleWhere('$2')} group by 1, 2 order by 1, 3 desc, 2`,
      [call.merchant.id, lobby.codes],
    );
    const categories = [...new Set(rows.map((row) => row.category))];
    const seeds = call.merchant.settings.vendors ?? [];
    return categories.map((category) => ({
      category,
      vendors: [
        ...new Set(
          seeds
            .filter((seed) => seed.category === category && lobby.codes.includes(seed.code))
            .map((seed) => seed.code),
        ),
      ],
      subCategories: rows
        .filter((row) => row.category === category)
        .map((row) => ({ key: row.sub, count: row.count })),
    }));
  });

  registerEndpoint(app, hotGames, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const rows = await call.db.query<GameRow>(
      `select ${GAME_COLUMNS} from games g
        where ${visibleWhere('$2')} and g.hot and ($3::text is null or g.category = $3)
        order by g.featured desc, g.sort_order, g.id limit ${HOT_LIMIT}`,
      [call.merchant.id, lobby.codes, input.category ?? null],
    );
    return gameItems(call, lobby, rows);
  });

  // Spec §9 popular: the games most played (settled real-money bets) lately; with too few
  // plays to rank by, the operator's featured, then hot, then ordered games fill the list.
  // Every sandbox game plays on both devices and in every prize mode, so those filters keep
  // all games; a real vendor's catalogue would say otherwise.
  registerEndpoint(app, popularGames, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    if (input.prizeMode !== undefined) {
      // Spec §7 popular by prize mode is the lottery's: its games of that mode.
      const rows = await lotteryPopularRows(call, input.prizeMode, PLAYS, input.count);
      // Lottery vendors are not in the directory, so the seed names them.
      return (await gameItems(call, lobby, rows)).map((item) => ({
        ...item,
        vendorName: vendorNameOf(call.merchant, item.vendor),
      }));
    }
    const rows = await call.db.query<GameRow>(
      `select ${GAME_COLUMNS} from games g ${PLAYS}
        where ${visibleWhere('$2')} and ($3::text is null or g.category = $3)
        order by coalesce(p.plays, 0) desc, g.featured desc, g.hot desc, g.sort_order, g.id
        limit $4`,
      [call.merchant.id, lobby.codes, input.category ?? null, input.count],
    );
    return gameItems(call, lobby, rows);
  });
}
