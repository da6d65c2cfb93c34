import type { RecordKind } from '../../../contract/history.ts';
import type { Queryable } from '../db/database.ts';
import { gamesShardOf, post } from '../ledger/ledger.ts';

/**
 * The book's money, through the ledger's game path exactly as the games' bets post: MAIN
 * against the member's GAMES shard, reference B<bet id>, the vendor code as counterparty, so
 * the histories, the profit and loss and checkLedger's bet invariant read sports bets as they
 * read any game's.
 */
export interface BetOwner {
  betId: number;
  merchantId: number;
  memberId: number;
  vendor: string;
}

/** Moves `toMember` minor units (negative: from the member) for the bet; 0 moves nothing. */
export async function moveBetMoney(
  tx: Queryable,
  bet: BetOwner,
  kind: RecordKind,
  toMember: number,
): Promise<void> {
  if (toMember === 0) return;
  await post(tx, {
    merchantId: bet.merchantId,
    kind,
    memberId: bet.memberId,
    reference: `B${bet.betId}`,
    legs: [
      {
        account: { member: bet.memberId, wallet: 'MAIN' },
        amount: toMember,
        counterparty: bet.vendor,
      },
      { account: { system: 'GAMES', shard: gamesShardOf(bet.memberId) }, amount: -toMember },
    ],
  });
}

/** The member's MAIN balance, locked until the transaction ends. */
async function lockedMain(tx: Queryable, merchantId: number, memberId: number): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    `select balance from ledger_accounts
      where member_id = $1 and merchant_id = $2 and kind = 'MAIN' for update`,
    [memberId, merchantId],
  );
  return row?.balance ?? 0;
}

/**
 * Takes `amount` back for a resettled bet. No wallet goes below zero: what the wallet holds is
 * taken now, the rest is written as the member's debt (sports_debts) and collected later by
 * collectDebts. Answers what was taken now; the bet's row records only that (its payout is
 * what the member holds of it), so checkLedger's bet invariant stays true throughout.
 */
export async function takeBack(tx: Queryable, bet: BetOwner, amount: number): Promise<number> {
  const balance = await lockedMain(tx, bet.merchantId, bet.memberId);
  const taken = Math.min(amount, Math.max(0, balance));
  await moveBetMoney(tx, bet, 'RESETTLEMENT', -taken);
  if (taken < amount) {
    await tx.query(
      `insert into sports_debts (merchant_id, member_id, bet_id, owed, remaining)
       values ($1, $2, $3, $4, $4)`,
      [bet.merchantId, bet.memberId, bet.betId, amount - taken],
    );
  }
  return taken;
}

/**
 * Collects the member's open debts, oldest first, from what its wallet holds now: each part is
 * a RESETTLEMENT posting on the bet that made the debt, whose payout drops by as much. Runs
 * after every sports credit to the member and before every slip it places.
 */
export async function collectDebts(
  tx: Queryable,
  merchantId: number,
  memberId: number,
): Promise<void> {
  const debts = await tx.query<{ id: number; bet_id: number; remaining: number; vendor: string }>(
    `select d.id, d.bet_id, d.remaining, b.vendor from sports_debts d join bets b on b.id = d.bet_id
      where d.member_id = $1 and d.remaining > 0 order by d.id for update of d`,
    [memberId],
  );
  for (const debt of debts) {
    const balance = await lockedMain(tx, merchantId, memberId);
    const part = Math.min(balance, debt.remaining);
    if (part <= 0) return;
    await moveBetMoney(
      tx,
      { betId: debt.bet_id, merchantId, memberId, vendor: debt.vendor },
      'RESETTLEMENT',
      -part,
    );
    await tx.query('update bets set payout = payout - $2 where id = $1', [debt.bet_id, part]);
    await tx.query('update sports_debts set remaining = remaining - $2 where id = $1', [
      debt.id,
      part,
    ]);
  }
}
