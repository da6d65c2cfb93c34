import type { Hono } from 'hono';
import { jackpotPools, liveTables, pvpRooms } from '../../../contract/game-live.ts';
import {
  LiveAnswerSchema,
  VENDOR_PATHS,
  type LiveAnswer,
} from '../../../contract/vendor/vendor-api.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { GAME_COLUMNS, nameOf, visibleWhere, type GameRow } from './game-store.ts';
import { lobbyOf, type Lobby } from './lobby-context.ts';
import { callVendor, VendorCallError } from './vendor-directory.ts';

/**
 * What the lobby shows of the vendors right now (tables, pools, rooms), from each vendor's
 * /live. A busy lobby asks each vendor at most about once a second per merchant: the answers
 * are kept LIVE_CACHE_MS, and concurrent calls share one round of asking. A vendor that does
 * not answer drops out of the lists until it answers again.
 */
export const LIVE_CACHE_MS = 1_000;
/** A lobby does not wait on a slow vendor longer than this. */
const LIVE_TIMEOUT_MS = 2_000;

type LiveByVendor = Map<string, LiveAnswer>;
const cache = new WeakMap<object, Map<number, { at: number; live: Promise<LiveByVendor> }>>();

async function askVendors(call: CallContext, lobby: Lobby): Promise<LiveByVendor> {
  const answers = await Promise.all(
    lobby.codes.map(async (code) => {
      const connection = lobby.directory.get(code);
      if (!connection) return undefined;
      try {
        const live = await callVendor(
          connection,
          VENDOR_PATHS.live,
          { currency: call.merchant.currency },
          LiveAnswerSchema,
          { timeoutMs: LIVE_TIMEOUT_MS },
        );
        return [code, live] as const;
      } catch (e: unknown) {
        if (!(e instanceof VendorCallError)) throw e;
        call.c.var.services.log(`Games: ${code} live state unavailable: ${e.message}`);
        return undefined;
      }
    }),
  );
  return new Map(answers.filter((answer) => answer !== undefined));
}

/** Each reachable vendor's live state, at most LIVE_CACHE_MS old. */
export function liveState(call: CallContext, lobby: Lobby): Promise<LiveByVendor> {
  let byMerchant = cache.get(lobby.directory);
  if (!byMerchant) cache.set(lobby.directory, (byMerchant = new Map()));
  const now = call.c.var.services.clock.now();
  const kept = byMerchant.get(call.merchant.id);
  if (kept && now - kept.at < LIVE_CACHE_MS) return kept.live;
  const live = askVendors(call, lobby);
  byMerchant.set(call.merchant.id, { at: now, live });
  return live;
}

/** Progressive pools by `vendor:code`, for game items. */
export async function jackpotPoolsByGame(
  call: CallContext,
  lobby: Lobby,
): Promise<Map<string, number>> {
  const pools = new Map<string, number>();
  for (const [vendor, live] of await liveState(call, lobby)) {
    for (const jackpot of live.jackpots) pools.set(`${vendor}:${jackpot.gameCode}`, jackpot.pool);
  }
  return pools;
}

/** The visible games of the vendors, by `vendor:code`. */
async function gamesByCode(call: CallContext, lobby: Lobby): Promise<Map<string, GameRow>> {
  const rows = await call.db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g where ${visibleWhere('$2')}`,
    [call.merchant.id, lobby.codes],
  );
  return new Map(rows.map((row) => [`${row.vendor}:${row.code}`, row]));
}

export function registerLiveRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, liveTables, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const [live, games] = await Promise.all([liveState(call, lobby), gamesByCode(call, lobby)]);
    return [...live].flatMap(([vendor, state]) =>
      state.tables.flatMap((table) => {
        const game = games.get(`${vendor}:${table.gameCode}`);
        if (!game) return [];
        return [
          {
            gameId: game.id,
            vendor,
            name: nameOf(game.names, lobby.language, game.code),
            minBet: game.min_bet,
            maxBet: game.max_bet,
            phase: table.phase,
            msLeft: table.msLeft,
            history: table.history,
            players: table.players,
          },
        ];
      }),
    );
  });

  registerEndpoint(app, jackpotPools, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const [live, games] = await Promise.all([liveState(call, lobby), gamesByCode(call, lobby)]);
    return [...live].flatMap(([vendor, state]) =>
      state.jackpots.flatMap((jackpot) => {
        const game = games.get(`${vendor}:${jackpot.gameCode}`);
        if (!game) return [];
        const { pool, perSecond } = jackpot;
        return [
          {
            gameId: game.id,
            vendor,
            name: nameOf(game.names, lobby.language, game.code),
            pool,
            perSecond,
          },
        ];
      }),
    );
  });

  // Rooms come from the catalogue (names, stakes, seats); who sits there now from /live.
  registerEndpoint(app, pvpRooms, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const [live, games] = await Promise.all([liveState(call, lobby), gamesByCode(call, lobby)]);
    return [...games.values()].flatMap((game) => {
      const state = live.get(game.vendor);
      if (!state) return [];
      return game.rooms.map((room) => ({
        roomId: room.roomId,
        gameId: game.id,
        vendor: game.vendor,
        name: nameOf(room.names, lobby.language, room.roomId),
        minBet: room.minBet,
        seats: room.seats,
        players:
          state.rooms.find((r) => r.roomId === room.roomId && r.gameCode === game.code)?.players ??
          0,
      }));
    });
  });
}
