import type { Hono } from 'hono';
import { winnerBoard } from '../../../contract/game-live.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { nameOf } from './game-store.ts';
import { lobbyOf } from './lobby-context.ts';

/** The board shows wins of this many days back. */
export const WINNER_DAYS = 7;

/** Spec §7 winner board: "a***9", the first and last character with stars between. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/**
 * Spec §7 winner board: the biggest payouts of settled real-money bets lately (never a
 * free-play member's demo credit), on any game of the merchant or its own books (sports,
 * e-sports, cockfighting: no catalogue game, so no game id), accounts masked.
 */
export function registerWinnerBoard(app: Hono<AppEnv>): void {
  registerEndpoint(app, winnerBoard, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const rows = await call.db.query<{
      account: string;
      game_id: number | null;
      names: Record<string, string> | null;
      game_code: string;
      vendor: string;
      payout: number;
      stake: number;
      settled_at: string;
    }>(
      `select m.account, b.game_id, g.names, b.game_code, b.vendor, b.payout, b.stake, b.settled_at
         from bets b join members m on m.id = b.member_id
         left join games g on g.id = b.game_id
        where b.merchant_id = $1 and b.status = 'SETTLED' and not b.demo and b.payout > 0
          and (b.game_id is not null or b.category in ('SPORTS', 'ESPORTS', 'COCKFIGHT'))
          and b.settled_at > now() - $2::int * interval '1 day'
        order by b.payout desc, b.settled_at desc, b.id desc limit $3`,
      [call.merchant.id, WINNER_DAYS, input.count],
    );
    return rows.map((row) => ({
      player: maskAccount(row.account),
      gameId: row.game_id,
      game: nameOf(row.names ?? {}, lobby.language, row.game_code),
      vendor: row.vendor,
      amount: row.payout,
      multiplier: row.stake > 0 ? Math.round((row.payout / row.stake) * 100) / 100 : 0,
      time: new Date(row.settled_at).toISOString(),
    }));
  });
}
