import type { Database, Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { lotteryGame } from './catalogue.ts';
import { moveGameMoney } from './game-money.ts';
import { lotteryOffer } from './prize-modes.ts';
import { computeResult, type ResultTable } from './results.ts';
import { upcomingSlots } from './schedule.ts';
import { newSeed, seedHash } from './seed-rng.ts';
import { settleTicket } from './settle-tickets.ts';

/**
 * The draws' lifecycle (docs/lottery.md "Draws"): created ahead with a committed seed, drawn
 * at their time (result computed, seed revealed), their tickets settled, or cancelled with
 * every ticket refunded. Every step is a conditional update of the draw's status, so two
 * instances (or a job and a request) doing the same step at once do it once.
 */

export type DrawStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED';

export interface DrawRow {
  id: number;
  merchant_id: number;
  game_code: string;
  draw_key: string;
  ref: string;
  province: string | null;
  draw_at: string;
  close_at: string;
  seed: string;
  seed_hash: string;
  status: DrawStatus;
  result: ResultTable | null;
  drawn_at: string | null;
}

export const DRAW_COLUMNS = `d.id, d.merchant_id, d.game_code, d.draw_key, d.ref, d.province,
  d.draw_at, d.close_at, d.seed, d.seed_hash, d.status, d.result, d.drawn_at`;

/** Creates the merchant's upcoming draws it does not have yet, each with a fresh seed. */
export async function ensureDraws(db: Queryable, merchant: Merchant, now: number): Promise<void> {
  for (const { game } of lotteryOffer(merchant)) {
    for (const slot of upcomingSlots(game, merchant.utcOffsetMinutes, now)) {
      const seed = newSeed();
      await db.query(
        `insert into lottery_draws (merchant_id, game_code, draw_key, ref, province, draw_at,
                                    close_at, seed, seed_hash)
         values ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8, $9)
         on conflict (merchant_id, game_code, draw_key) do nothing`,
        [
          merchant.id,
          game.code,
          slot.key,
          `${game.code}-${slot.key}`,
          slot.province,
          new Date(slot.drawAt).toISOString(),
          new Date(slot.closeAt).toISOString(),
          seed,
          seedHash(seed),
        ],
      );
    }
  }
}

/** Draws one draw whose time has come: its result from its seed. False when already drawn. */
export async function drawOne(db: Queryable, draw: DrawRow, now: number): Promise<boolean> {
  const game = lotteryGame(draw.game_code);
  if (!game) return false;
  const result = computeResult(game.tiers, draw.seed, draw.ref);
  const rows = await db.query(
    `update lottery_draws set status = 'DRAWN', result = $2::jsonb, drawn_at = $3::timestamptz
      where id = $1 and status = 'OPEN' and draw_at <= $3::timestamptz returning id`,
    [draw.id, JSON.stringify(result), new Date(now).toISOString()],
  );
  return rows.length > 0;
}

/** Settles every open ticket of a drawn draw, each in its own transaction; then closes the draw. */
export async function settleDraw(db: Database, drawId: number, now: number): Promise<number> {
  const [draw] = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draws d where d.id = $1`,
    [drawId],
  );
  if (!draw?.result || draw.status !== 'DRAWN') return 0;
  const open = await db.query<{ bet_id: number }>(
    `select t.bet_id from lottery_tickets t join bets b on b.id = t.bet_id
      where t.draw_id = $1 and b.status = 'OPEN' order by t.bet_id`,
    [drawId],
  );
  let settled = 0;
  for (const { bet_id } of open) {
    if (await db.transaction((tx) => settleTicket(tx, bet_id, draw.result ?? [], now))) {
      settled += 1;
    }
  }
  await db.query(
    `update lottery_draws d set status = 'SETTLED'
      where d.id = $1 and d.status = 'DRAWN'
        and not exists (select 1 from lottery_tickets t join bets b on b.id = t.bet_id
                         where t.draw_id = d.id and b.status = 'OPEN')`,
    [drawId],
  );
  return settled;
}

export interface CatchUp {
  drawn: number;
  settled: number;
}

/**
 * Everything due for one merchant at `now`: upcoming draws created, due draws drawn, drawn
 * draws settled. The job runs it for every merchant; reads run it for theirs, so a fresh
 * server (or a test that moved its clock) has draws and results at once.
 */
export async function catchUp(db: Database, merchant: Merchant, now: number): Promise<CatchUp> {
  await ensureDraws(db, merchant, now);
  const due = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draws d
      where d.merchant_id = $1 and d.status in ('OPEN', 'DRAWN') and d.draw_at <= $2::timestamptz
      order by d.draw_at, d.id`,
    [merchant.id, new Date(now).toISOString()],
  );
  let drawn = 0;
  let settled = 0;
  for (const draw of due) {
    if (draw.status === 'OPEN' && (await drawOne(db, draw, now))) drawn += 1;
    settled += await settleDraw(db, draw.id, now);
  }
  return { drawn, settled };
}

/**
 * Cancels a draw not drawn yet (an operator's decision: a state draw not held, a fault):
 * every open ticket is refunded (BET_REFUND) and its bet ROLLED_BACK, once, however often
 * this runs. Answers how many tickets were refunded.
 */
export async function cancelDraw(db: Database, drawId: number, now: number): Promise<number> {
  await db.query(
    `update lottery_draws set status = 'CANCELLED' where id = $1 and status = 'OPEN'`,
    [drawId],
  );
  const open = await db.query<{ bet_id: number }>(
    `select t.bet_id from lottery_tickets t join bets b on b.id = t.bet_id
      join lottery_draws d on d.id = t.draw_id
      where t.draw_id = $1 and d.status = 'CANCELLED' and b.status = 'OPEN' order by t.bet_id`,
    [drawId],
  );
  let refunded = 0;
  for (const { bet_id } of open) {
    const done = await db.transaction(async (tx) => {
      const [bet] = await tx.query<{
        merchant_id: number;
        member_id: number;
        vendor: string;
        stake: number;
      }>(
        `update bets set status = 'ROLLED_BACK', settled_at = $2::timestamptz
          where id = $1 and status = 'OPEN' returning merchant_id, member_id, vendor, stake`,
        [bet_id, new Date(now).toISOString()],
      );
      if (!bet) return false;
      if (bet.stake > 0) await moveGameMoney(tx, bet, bet_id, 'BET_REFUND', bet.stake);
      return true;
    });
    if (done) refunded += 1;
  }
  return refunded;
}
