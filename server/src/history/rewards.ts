import type { Queryable } from '../db/database.ts';

export type RewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export interface Reward {
  id: number;
  title: string;
  amount: number;
  status: RewardStatus;
  expiresAt: string | null;
}

/** The reward centre shows a generous recent window; older rewards are long settled. */
const REWARD_LIMIT = 100;

/**
 * Spec §2.4 rewardCenter: the member's rewards, newest first. A reward still CLAIMABLE after
 * its expiry reads as EXPIRED at once, without waiting for a sweep to rewrite it.
 */
export async function rewardList(db: Queryable, memberId: number): Promise<Reward[]> {
  const rows = await db.query<{
    id: number;
    title: string;
    amount: number;
    status: RewardStatus;
    expires_at: string | null;
  }>(
    `select id, title, amount, expires_at,
            case when status = 'CLAIMABLE' and expires_at <= now() then 'EXPIRED' else status end
              as status
       from member_rewards where member_id = $1 order by id desc limit $2`,
    [memberId, REWARD_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    amount: row.amount,
    status: row.status,
    expiresAt: row.expires_at,
  }));
}
