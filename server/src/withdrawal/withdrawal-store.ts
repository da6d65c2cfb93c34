import type { Withdrawal, WithdrawalStatus } from '../../../contract/withdrawal.ts';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { recordReference } from '../record-numbers/record-numbers.ts';
import { merchantDayStart } from './merchant-day.ts';

export interface WithdrawalLimits {
  min: number;
  max: number;
  dailyCount: number;
  dailyAmount: number;
  receiptTimeoutMinutes: number;
}

/**
 * The merchant's limits (settings.money.withdrawal). A merchant whose seed has none gets
 * these, in whole currency units so they suit USD and VND alike: 10 to 50 000 a time, five
 * withdrawals and 100 000 a day, a day to confirm receipt.
 */
export function withdrawalLimits(merchant: Merchant): WithdrawalLimits {
  const set = merchant.settings.money?.withdrawal;
  if (set) return { ...set };
  const unit = 10 ** merchant.currency.minorUnits;
  return {
    min: 10 * unit,
    max: 50_000 * unit,
    dailyCount: 5,
    dailyAmount: 100_000 * unit,
    receiptTimeoutMinutes: 24 * 60,
  };
}

export interface WithdrawalRow {
  id: number;
  number: number;
  merchant_id: number;
  member_id: number;
  card_id: number;
  bank_name: string;
  card_last4: string;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  decided_at: string | null;
  confirm_by: string | null;
  received: number | null;
  has_proof: boolean;
  created_at: string;
}

/** Every column a Withdrawal is built from (the proof itself stays in the database). */
export const WITHDRAWAL_COLUMNS = `id, number::int as number, merchant_id, member_id, card_id, bank_name, card_last4,
  amount, status, reason, decided_at, confirm_by, received, proof_image is not null as has_proof,
  created_at`;

/** What the member reads for it: "W3" for the merchant's third withdrawal. */
export function withdrawalReference(row: Pick<WithdrawalRow, 'number'>): string {
  return recordReference('WITHDRAWAL', row.number);
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const { amount, received } = row;
  return {
    id: row.id,
    reference: withdrawalReference(row),
    amount,
    status: row.status,
    card: { bankName: row.bank_name, last4: row.card_last4 },
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    reason: row.reason,
    confirmBy: row.status === 'PAID' ? row.confirm_by : null,
    received,
    remaining: received === null ? null : amount - received,
    hasProof: row.has_proof,
  };
}

/**
 * Spec §4: a PAID withdrawal the member has not confirmed by its deadline counts as received
 * in full. Run before withdrawals are read or changed, so every answer already shows it;
 * scoped to one member or one merchant. The rows are locked in id order so two sweeps
 * running at once wait for each other instead of deadlocking. Answers how many it settled.
 */
export async function sweepReceipts(
  db: Queryable,
  now: Date,
  scope: { merchantId?: number; memberId?: number } = {},
): Promise<number> {
  const rows = await db.query(
    `update withdrawals set status = 'AUTO_RECEIVED', received = amount, confirmed_at = confirm_by
      where id in (select id from withdrawals
                    where status = 'PAID' and confirm_by <= $1
                      and ($2::int is null or merchant_id = $2)
                      and ($3::int is null or member_id = $3)
                    order by id for update)
        and status = 'PAID'
      returning id`,
    [now, scope.merchantId ?? null, scope.memberId ?? null],
  );
  return rows.length;
}

/** What the member's withdrawals of the merchant's current day add up to; rejected ones are not counted (their money came back). */
export async function usedToday(
  db: Queryable,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db.query<{ n: number; total: number }>(
    `select count(*)::int as n, coalesce(sum(amount), 0) as total from withdrawals
      where member_id = $1 and status <> 'REJECTED' and created_at >= $2 and created_at <= $3`,
    [memberId, merchantDayStart(merchant, now), now],
  );
  return { count: row?.n ?? 0, amount: row?.total ?? 0 };
}

/** A PAID withdrawal still waiting for the member's receipt (after a sweep). */
export async function hasUnconfirmed(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query(
    "select 1 from withdrawals where member_id = $1 and status = 'PAID' limit 1",
    [memberId],
  );
  return rows.length > 0;
}

export async function memberWithdrawals(
  db: Queryable,
  memberId: number,
  range: { start: Date; end: Date },
  page: { page: number; pageSize: number },
): Promise<{ items: Withdrawal[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from withdrawals
      where member_id = $1 and created_at >= $2 and created_at < $3`,
    [memberId, range.start, range.end],
  );
  const rows = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals
      where member_id = $1 and created_at >= $2 and created_at < $3
      order by created_at desc, id desc limit $4 offset $5`,
    [memberId, range.start, range.end, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return { items: rows.map(toWithdrawal), total: count?.n ?? 0 };
}
