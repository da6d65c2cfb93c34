import type { Database, Queryable } from '../db/database.ts';
import { CORRECTION_WATCH_MS } from './books.ts';
import type { MatchResult, MerchantFeed } from './feed.ts';
import { collectDebts, moveBetMoney, takeBack, type BetOwner } from './slip-money.ts';
import { policyTakes } from './slip-place.ts';
import { allReturned, legOutcome, slipPayout, type LegOutcome } from './settle-rules.ts';

interface LockedSlip {
  id: number;
  merchant_id: number;
  member_id: number;
  bet_id: number;
  vendor: string;
  stake: number;
  status: string;
  odds_policy: 'ANY' | 'HIGHER' | 'NONE';
  bet_status: string;
  bet_payout: number;
  /** What the member still owes of earlier takebacks on this bet (sports_debts). */
  owed: number;
}

interface LegRow {
  leg_no: number;
  match_id: string;
  market: string;
  kind: Parameters<typeof legOutcome>[0]['kind'];
  line: number | null;
  selection: string;
  odds: number;
  requested_odds: number;
  in_play: boolean;
  result_version: number;
}

/** The slip and its bet, locked: two settlers of one slip take turns, the second sees it done. */
async function lockSlip(
  tx: Queryable,
  id: number,
): Promise<{ slip: LockedSlip; legs: LegRow[] } | null> {
  const [slip] = await tx.query<LockedSlip>(
    `select s.id, s.merchant_id, s.member_id, s.bet_id, s.vendor, s.stake, s.status, s.odds_policy,
            b.status as bet_status, b.payout as bet_payout,
            (select coalesce(sum(d.remaining), 0) from sports_debts d where d.bet_id = s.bet_id) as owed
       from sports_slips s join bets b on b.id = s.bet_id where s.id = $1 for update of s, b`,
    [id],
  );
  if (!slip) return null;
  const legs = await tx.query<LegRow>(
    `select leg_no, match_id, market, kind, line, selection, odds, requested_odds, in_play, result_version
       from sports_legs where slip_id = $1 order by leg_no`,
    [id],
  );
  return { slip, legs };
}

const ownerOf = (slip: LockedSlip): BetOwner => ({
  betId: Number(slip.bet_id),
  merchantId: slip.merchant_id,
  memberId: slip.member_id,
  vendor: slip.vendor,
});

/** Cancels up to `amount` of what the member owes on this bet; answers how much. */
async function forgiveDebt(tx: Queryable, betId: number, amount: number): Promise<number> {
  const debts = await tx.query<{ id: number; remaining: number }>(
    'select id, remaining from sports_debts where bet_id = $1 and remaining > 0 order by id for update',
    [betId],
  );
  let left = amount;
  for (const debt of debts) {
    const part = Math.min(left, Number(debt.remaining));
    if (part <= 0) break;
    await tx.query('update sports_debts set remaining = remaining - $2 where id = $1', [
      debt.id,
      part,
    ]);
    left -= part;
  }
  return amount - left;
}

/**
 * An in-play slip after its delay: accepted when every in-play leg's market is still open and
 * its price still one the policy takes (the slip then carries the price of now), otherwise
 * refused and its stake refunded (BET_REFUND; the bet is rolled back).
 */
export async function acceptSlip(
  db: Database,
  feed: MerchantFeed,
  id: number,
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const locked = await lockSlip(tx, id);
    if (!locked || locked.slip.status !== 'PENDING') return 'SKIPPED';
    const { slip, legs } = locked;
    let refusal: string | null = null;
    const taken = new Map<number, number>();
    for (const leg of legs) {
      if (!leg.in_play) continue;
      const view = feed.match(leg.match_id, now);
      const market = view?.markets.find((m) => m.id === leg.market);
      const price = market?.selections.find((s) => s.id === leg.selection);
      if (!view || !view.state.bettingOpen || !market || !price) refusal ??= 'BETTING_CLOSED';
      else if (market.suspended) refusal ??= 'MARKET_SUSPENDED';
      else if (!policyTakes(slip.odds_policy, leg.requested_odds, price.odds))
        refusal ??= 'ODDS_CHANGED';
      else taken.set(leg.leg_no, price.odds);
    }
    const at = new Date(now).toISOString();
    if (refusal) {
      await tx.query(
        `update sports_slips set status = 'REFUSED', refusal = $2, settled_at = $3 where id = $1`,
        [id, refusal, at],
      );
      await tx.query(
        `update bets set status = 'ROLLED_BACK', valid_bet = 0, settled_at = $2 where id = $1`,
        [slip.bet_id, at],
      );
      await moveBetMoney(tx, ownerOf(slip), 'BET_REFUND', Number(slip.stake));
      await collectDebts(tx, slip.merchant_id, slip.member_id);
      return 'REFUSED';
    }
    for (const [legNo, odds] of taken) {
      await tx.query('update sports_legs set odds = $3 where slip_id = $1 and leg_no = $2', [
        id,
        legNo,
        odds,
      ]);
    }
    await tx.query(`update sports_slips set status = 'OPEN' where id = $1`, [id]);
    return 'ACCEPTED';
  });
}

/**
 * Settles an open slip once every leg's match has a result, and resettles a settled one whose
 * result was corrected. The member gets the difference between what the slip pays now and
 * what it was paid before: the first time a PAYOUT (or a BET_REFUND when every leg only gave
 * its stake back), after that a RESETTLEMENT of either sign, never a second payout. Running it
 * again, or from two settlers at once, moves nothing more.
 */
export async function settleSlip(
  db: Database,
  feed: MerchantFeed,
  id: number,
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const locked = await lockSlip(tx, id);
    if (!locked || (locked.slip.status !== 'OPEN' && locked.slip.status !== 'SETTLED'))
      return 'SKIPPED';
    const { slip, legs } = locked;
    const results = new Map<string, MatchResult | null>();
    for (const leg of legs) {
      if (!results.has(leg.match_id)) results.set(leg.match_id, feed.result(leg.match_id, now));
    }
    if ([...results.values()].some((r) => r === null)) return 'WAITING';
    const outcomes = legs.map((leg) => {
      const result = results.get(leg.match_id) as MatchResult;
      return { leg, result, outcome: legOutcome(leg, result) as LegOutcome, odds: leg.odds };
    });
    const first = slip.status === 'OPEN';
    if (!first && outcomes.every(({ leg, result }) => leg.result_version === result.version))
      return 'UNCHANGED';
    const due = slipPayout(Number(slip.stake), outcomes);
    const stake = Number(slip.stake);
    const paid = slip.bet_status === 'ROLLED_BACK' ? stake : Number(slip.bet_payout);
    // What the member keeps of the slip: paid, less what it still owes of an earlier takeback.
    const credited = paid - Number(slip.owed);
    const difference = due - credited;
    const owner = ownerOf(slip);
    const at = new Date(now).toISOString();
    let payout = paid;
    let status = 'SETTLED';
    if (first) {
      const refund = allReturned(outcomes);
      await moveBetMoney(tx, owner, refund ? 'BET_REFUND' : 'PAYOUT', difference);
      payout = refund ? 0 : due;
      status = refund ? 'ROLLED_BACK' : 'SETTLED';
    } else if (difference > 0) {
      // A correction in the member's favour first cancels what it still owes on this bet.
      const forgiven = await forgiveDebt(tx, owner.betId, difference);
      await moveBetMoney(tx, owner, 'RESETTLEMENT', difference - forgiven);
      payout = paid + difference - forgiven;
    } else if (difference < 0) {
      payout = paid - (await takeBack(tx, owner, -difference));
    }
    await tx.query(
      `update bets set status = $2, payout = $3, valid_bet = case when $2 = 'ROLLED_BACK' then 0 else stake end,
              settled_at = coalesce(settled_at, $4::timestamptz) where id = $1`,
      [slip.bet_id, status, payout, at],
    );
    for (const { leg, result, outcome } of outcomes) {
      await tx.query(
        'update sports_legs set outcome = $3, result_version = $4 where slip_id = $1 and leg_no = $2',
        [id, leg.leg_no, outcome, result.version],
      );
    }
    await tx.query(
      `update sports_slips set status = 'SETTLED', payout_due = $2, settled_at = $3, watch_until = $4 where id = $1`,
      [id, due, at, new Date(now + CORRECTION_WATCH_MS).toISOString()],
    );
    if (difference > 0) await collectDebts(tx, slip.merchant_id, slip.member_id);
    return first ? 'SETTLED' : 'RESETTLED';
  });
}
