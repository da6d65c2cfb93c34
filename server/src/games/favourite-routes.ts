import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import {
  favouriteAdd,
  favouriteList,
  favouriteRemove,
  recentGames,
} from '../../../contract/games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import type { Queryable } from '../db/database.ts';
import { GAME_COLUMNS, toGameItem, visibleWhere, type GameRow } from './game-store.ts';
import { lobbyOf } from './lobby-context.ts';

/** Spec §7: a member keeps at most this many favourites… */
export const FAVOURITE_LIMIT = 100;
/** …and sees its last this many launched games. */
export const RECENT_LIMIT = 12;

/**
 * Remembers a launch for the member's recent games (one row per game, its last launch) and
 * forgets launches beyond the newest RECENT_LIMIT, so the table stays small.
 */
export async function rememberLaunch(db: Queryable, memberId: number, gameId: number) {
  await db.query(
    `insert into game_recent (member_id, game_id, launched_at) values ($1, $2, now())
     on conflict (member_id, game_id) do update set launched_at = now()`,
    [memberId, gameId],
  );
  await db.query(
    `delete from game_recent where member_id = $1 and game_id not in (
       select game_id from game_recent where member_id = $1
        order by launched_at desc, game_id desc limit $2)`,
    [memberId, RECENT_LIMIT],
  );
}

/** Spec §7 favourites and recent games: always the signed-in member's own, never another's. */
export function registerFavouriteRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, favouriteList, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const rows = await call.db.query<GameRow>(
      `select ${GAME_COLUMNS} from game_favourites f join games g on g.id = f.game_id
        where f.member_id = $3 and ${visibleWhere('$2')}
        order by f.created_at desc, g.id desc limit ${FAVOURITE_LIMIT}`,
      [call.merchant.id, lobby.codes, sessionOf(call).member.id],
    );
    const favourites = new Set(rows.map((row) => row.id));
    return rows.map((row) =>
      toGameItem(row, {
        vendors: lobby.vendors,
        origin: lobby.origin,
        language: lobby.language,
        favourites,
      }),
    );
  });

  registerEndpoint(app, favouriteAdd, async (input, call) => {
    const memberId = sessionOf(call).member.id;
    const lobby = await lobbyOf(call);
    const [game] = await call.db.query<{ id: number }>(
      `select g.id from games g where ${visibleWhere('$2')} and g.id = $3`,
      [call.merchant.id, lobby.codes, input.gameId],
    );
    if (!game) throw new PlatformError('GAME_NOT_FOUND');
    // Under the member's row lock: a burst of adds cannot slip past the limit between the
    // count and the insert.
    const outcome = await call.db.transaction(async (tx) => {
      await tx.query('select id from members where id = $1 for update', [memberId]);
      const [row] = await tx.query<{ n: number; kept: boolean }>(
        `select count(*) as n, bool_or(game_id = $2) as kept
           from game_favourites where member_id = $1`,
        [memberId, game.id],
      );
      if (row?.kept) return 'kept';
      if ((row?.n ?? 0) >= FAVOURITE_LIMIT) return 'full';
      await tx.query('insert into game_favourites (member_id, game_id) values ($1, $2)', [
        memberId,
        game.id,
      ]);
      return 'added';
    });
    if (outcome === 'full') throw new PlatformError('FAVOURITE_LIMIT');
    return { gameId: game.id, isFav: true as const };
  });

  registerEndpoint(app, favouriteRemove, async (input, call) => {
    await call.db.query('delete from game_favourites where member_id = $1 and game_id = $2', [
      sessionOf(call).member.id,
      input.gameId,
    ]);
    return { gameId: input.gameId, isFav: false as const };
  });

  registerEndpoint(app, recentGames, async (input, call) => {
    const memberId = sessionOf(call).member.id;
    const lobby = await lobbyOf(call, input.language);
    const rows = await call.db.query<GameRow>(
      `select ${GAME_COLUMNS} from game_recent r join games g on g.id = r.game_id
        where r.member_id = $3 and ${visibleWhere('$2')}
        order by r.launched_at desc, g.id desc limit ${RECENT_LIMIT}`,
      [call.merchant.id, lobby.codes, memberId],
    );
    const favourites = new Set(
      (
        await call.db.query<{ game_id: number }>(
          'select game_id from game_favourites where member_id = $1 and game_id = any($2::int[])',
          [memberId, rows.map((row) => row.id)],
        )
      ).map((row) => row.game_id),
    );
    return rows.map((row) =>
      toGameItem(row, {
        vendors: lobby.vendors,
        origin: lobby.origin,
        language: lobby.language,
        favourites,
      }),
    );
  });
}
