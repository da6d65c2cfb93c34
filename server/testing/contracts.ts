import type { Contract, ContractTerms } from '../../contract/agent-contracts.ts';
import type { Queryable } from '../src/db/database.ts';
import { gamesShardOf, post } from '../src/ledger/ledger.ts';

/**
 * A settled bet as the games leave it, arriving on time: the row (settled and counted at `at`) and its postings (the stake
 * from the member to the house's GAMES account, the payout back), so the books stay sound.
 * The member is credited the stake first from the house, as if it had deposited.
 */
export async function settledBet(
  db: Queryable,
  bet: {
    merchantId: number;
    memberId: number;
    stake: number;
    payout: number;
    at: Date;
    demo?: boolean;
  },
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `insert into bets (merchant_id, member_id, vendor, bet_ref, round_ref, game_code, category,
                       stake, valid_bet, payout, status, demo, placed_at, settled_at)
     values ($1, $2, 'TESTV', gen_random_uuid()::text, gen_random_uuid()::text, 'g', 'RNG',
             $3, $3, $4, 'SETTLED', $5, $6, $6) returning id`,
    [bet.merchantId, bet.memberId, bet.stake, bet.payout, bet.demo ?? false, bet.at.toISOString()],
  );
  // Arrived when it settled (the trigger would say "now" for a bet settled in the past).
  await db.query('update bets set counted_at = settled_at where id = $1', [row?.id]);
  const reference = `B${row?.id ?? 0}`;
  const member = { member: bet.memberId, wallet: 'MAIN' };
  const games = { system: 'GAMES' as const, shard: gamesShardOf(bet.memberId) };
  const base = { merchantId: bet.merchantId, memberId: bet.memberId };
  await post(db, {
    ...base,
    kind: 'ADJUSTMENT',
    legs: [
      { account: { system: 'HOUSE' }, amount: -bet.stake },
      { account: member, amount: bet.stake },
    ],
  });
  await post(db, {
    ...base,
    kind: 'BET',
    reference,
    legs: [
      { account: member, amount: -bet.stake },
      { account: games, amount: bet.stake },
    ],
  });
  if (bet.payout > 0) {
    await post(db, {
      ...base,
      kind: 'PAYOUT',
      reference,
      legs: [
        { account: games, amount: -bet.payout },
        { account: member, amount: bet.payout },
      ],
    });
  }
}

export const dailySalary = (amount = 5_000, minValidBet = 1_000): ContractTerms => ({
  kind: 'DAILY_SALARY',
  tiers: [{ minValidBet, minActive: 1, amount }],
});

export const dividend = (rateBp: number, period: 'D' | 'W' | 'H' | 'M' = 'D'): ContractTerms => ({
  kind: 'DIVIDEND',
  period,
  tiers: [{ minValidBet: 0, minActive: 0, rateBp }],
});

/** Moves a contract's signing into the past, so its periods can be settled now. */
export async function signedAt(db: Queryable, contract: Pick<Contract, 'id'>, at: Date) {
  await db.query('update agent_contracts set signed_at = $2, offered_at = $2 where id = $1', [
    contract.id,
    at.toISOString(),
  ]);
}
