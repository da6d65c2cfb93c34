import type { Queryable } from '../db/database.ts';
import { lotteryGame, playTypeOf } from './catalogue.ts';
import { moveGameMoney } from './game-money.ts';
import type { ResultTable } from './results.ts';
import { hitsOf, payoutOf } from './settle.ts';

interface TicketRow {
  merchant_id: number;
  member_id: number;
  vendor: string;
  game_code: string;
  play_type: string;
  picks: string[];
  units: number;
  unit_stake: number;
  point_price: number;
  odds_bp: number;
}

/**
 * Settles one ticket against its draw's result, inside the caller's transaction: the bet row
 * goes OPEN → SETTLED with its payout under its row lock, and only the settler that made that
 * change posts the PAYOUT (a 0 payout closes the bet and posts nothing). A second settler
 * running at once waits on the lock, finds the bet settled, and does nothing.
 */
export async function settleTicket(
  tx: Queryable,
  betId: number,
  result: ResultTable,
  now: number,
): Promise<boolean> {
  const [ticket] = await tx.query<TicketRow>(
    `select b.merchant_id, b.member_id, b.vendor, b.game_code, t.play_type, t.picks, t.units,
            t.unit_stake, t.point_price, t.odds_bp
       from bets b join lottery_tickets t on t.bet_id = b.id
      where b.id = $1 and b.status = 'OPEN' for update of b`,
    [betId],
  );
  if (!ticket) return false;
  const game = lotteryGame(ticket.game_code);
  const play = game && playTypeOf(game, ticket.play_type);
  if (!play) throw new Error(`Ticket B${betId} names an unknown play ${ticket.play_type}.`);
  const terms = {
    play,
    picks: ticket.picks,
    units: ticket.units,
    unitStake: ticket.unit_stake,
    oddsBp: ticket.odds_bp,
    pointPrice: ticket.point_price,
  };
  const payout = payoutOf(terms, result);
  await tx.query(
    `update bets set status = 'SETTLED', payout = $2, settled_at = $3::timestamptz where id = $1`,
    [betId, payout, new Date(now).toISOString()],
  );
  await tx.query('update lottery_tickets set hits = $2 where bet_id = $1', [
    betId,
    hitsOf(play, ticket.picks, result),
  ]);
  if (payout > 0) await moveGameMoney(tx, ticket, betId, 'PAYOUT', payout);
  return true;
}
