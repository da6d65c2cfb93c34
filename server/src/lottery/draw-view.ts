import type { Draw } from '../../../contract/lottery.ts';
import type { Database } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { catchUp, type DrawRow } from './draw-store.ts';

/** A draw as the API shows it: the seed only once drawn (before, it would give the result away). */
export function toDraw(row: DrawRow): Draw {
  const revealed = row.status === 'DRAWN' || row.status === 'SETTLED';
  return {
    drawId: row.id,
    gameCode: row.game_code,
    ref: row.ref,
    province: row.province,
    drawAt: row.draw_at,
    closeAt: row.close_at,
    status: row.status,
    seedHash: row.seed_hash,
    seed: revealed ? row.seed : null,
    result: revealed ? row.result : null,
  };
}

const lastRun = new WeakMap<Database, Map<number, number>>();

/**
 * The reads' catch-up (draw-store.ts catchUp), at most once a second of the clock per merchant
 * per server: the job does the same every few seconds, this only spares a fresh server (or a
 * test that moved its clock) the wait.
 */
export async function freshDraws(db: Database, merchant: Merchant, now: number): Promise<void> {
  let runs = lastRun.get(db);
  if (!runs) lastRun.set(db, (runs = new Map()));
  const last = runs.get(merchant.id);
  if (last !== undefined && now >= last && now - last < 1_000) return;
  runs.set(merchant.id, now);
  await catchUp(db, merchant, now);
}
