import type { Queryable } from '../db/database.ts';
import { gamesShardOf, post } from '../ledger/ledger.ts';

/**
 * A lottery bet's money between the member's MAIN and the merchant's GAMES shard, as a
 * seamless game's is (reference B<bet id>, counterparty the vendor): amount to the member.
 */
export async function moveGameMoney(
  tx: Queryable,
  bet: { merchant_id: number; member_id: number; vendor: string },
  betId: number,
  kind: 'BET' | 'PAYOUT' | 'BET_REFUND',
  amount: number,
): Promise<void> {
  await post(tx, {
    merchantId: bet.merchant_id,
    kind,
    memberId: bet.member_id,
    reference: `B${betId}`,
    legs: [
      { account: { member: bet.member_id, wallet: 'MAIN' }, amount, counterparty: bet.vendor },
      { account: { system: 'GAMES', shard: gamesShardOf(bet.member_id) }, amount: -amount },
    ],
  });
}
