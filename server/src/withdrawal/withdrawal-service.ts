import { PlatformError } from '../../../contract/errors.ts';
import type { Withdrawal } from '../../../contract/withdrawal.ts';
import type { Database, Queryable } from '../db/database.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { post, requireAmount } from '../ledger/ledger.ts';
import { payToMain } from '../ledger/pay-to-main.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { notify } from '../messages/notify.ts';
import { nextRecordNumber } from '../record-numbers/record-numbers.ts';
import {
  hasUnconfirmed,
  sweepReceipts,
  toWithdrawal,
  usedToday,
  WITHDRAWAL_COLUMNS,
  withdrawalReference,
  withdrawalLimits,
  type WithdrawalRow,
} from './withdrawal-store.ts';
import type { BankCard } from '../../../contract/account.ts';

/** Refuses an amount outside the merchant's per-withdrawal limits, saying what they are. */
export function requireWithinLimits(merchant: Merchant, amount: number): number {
  const checked = requireAmount(amount);
  const { min, max } = withdrawalLimits(merchant);
  if (checked < min) throw new PlatformError('AMOUNT_BELOW_MIN', { value: { min, max } });
  if (checked > max) throw new PlatformError('AMOUNT_ABOVE_MAX', { value: { min, max } });
  return checked;
}

export interface WithdrawalRequest {
  memberId: number;
  card: BankCard;
  amount: number;
  idempotencyKey: string;
}

/**
 * Holds the amount (member MAIN → WITHDRAWAL_HOLD) and records the withdrawal PENDING, once
 * per idempotency key. The checks that the request itself changes (daily count and amount,
 * an unconfirmed earlier withdrawal) run inside the transaction under a lock of the member's
 * row, so a replay answers its first answer and two requests racing each other cannot both
 * slip under a daily limit.
 */
export function createWithdrawal(
  db: Database,
  merchant: Merchant,
  request: WithdrawalRequest,
  now: Date,
): Promise<Withdrawal> {
  const { memberId, card, amount } = request;
  return idempotent(
    db,
    {
      memberId,
      key: request.idempotencyKey,
      call: 'withdrawCreate',
      request: { cardId: card.id, amount },
    },
    async (tx) => {
      // NO KEY UPDATE, not UPDATE: the idempotency key row just written holds a KEY SHARE lock
      // on the member (its foreign key), and FOR UPDATE would deadlock two racing requests.
      await tx.query('select id from members where id = $1 for no key update', [memberId]);
      await sweepReceipts(tx, now, { memberId });
      if (await hasUnconfirmed(tx, memberId)) throw new PlatformError('WITHDRAWAL_UNCONFIRMED');
      const limits = withdrawalLimits(merchant);
      const used = await usedToday(tx, merchant, memberId, now);
      if (used.count >= limits.dailyCount || used.amount + amount > limits.dailyAmount) {
        throw new PlatformError('DAILY_LIMIT_REACHED', {
          value: { dailyCount: limits.dailyCount, dailyAmount: limits.dailyAmount },
        });
      }
      const [row] = await tx.query<WithdrawalRow>(
        `insert into withdrawals
           (merchant_id, member_id, number, card_id, bank_name, card_last4, amount, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${WITHDRAWAL_COLUMNS}`,
        [
          merchant.id,
          memberId,
          await nextRecordNumber(tx, merchant.id, 'WITHDRAWAL'),
          card.id,
          card.bankName,
          card.last4,
          amount,
          now,
        ],
      );
      if (!row) throw new Error('insert into withdrawals returned no row.');
      await post(tx, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL',
        memberId,
        reference: withdrawalReference(row),
        legs: [
          {
            account: { member: memberId, wallet: 'MAIN' },
            amount: -amount,
            counterparty: `${card.bankName} ${card.last4}`,
          },
          { account: { system: 'WITHDRAWAL_HOLD' }, amount },
        ],
      });
      return toWithdrawal(row);
    },
  );
}

/** The row of one withdrawal of the merchant, locked for the rest of the transaction. */
async function lockWithdrawal(
  tx: Queryable,
  merchantId: number,
  id: number,
  memberId?: number,
): Promise<WithdrawalRow> {
  const [row] = await tx.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals
      where id = $1 and merchant_id = $2 and ($3::int is null or member_id = $3) for update`,
    [id, merchantId, memberId ?? null],
  );
  if (!row) throw new PlatformError('NOT_FOUND', { message: 'No such withdrawal.' });
  return row;
}

export interface Receipt {
  outcome: 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';
  amountReceived?: number | undefined;
  proofImage?: string | undefined;
}

/**
 * Spec §4: the member's answer to a PAID withdrawal, given once. No money moves: the
 * operator already paid out; a missing payment is the operator's to chase with the proof.
 */
export function confirmReceipt(
  db: Database,
  merchant: Merchant,
  memberId: number,
  id: number,
  receipt: Receipt,
  now: Date,
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    await sweepReceipts(tx, now, { memberId });
    const row = await lockWithdrawal(tx, merchant.id, id, memberId);
    if (row.status !== 'PAID') throw new PlatformError('WITHDRAWAL_STATE');
    const amount = toWithdrawal(row).amount;
    let received = amount;
    let proof: string | null = null;
    if (receipt.outcome === 'PARTLY_RECEIVED') {
      const part = receipt.amountReceived;
      if (part === undefined || !Number.isSafeInteger(part) || part <= 0 || part >= amount) {
        throw new PlatformError('AMOUNT_INVALID', {
          message: 'Enter the amount received: more than zero and less than the withdrawal.',
        });
      }
      received = part;
    } else if (receipt.outcome === 'NOT_RECEIVED') {
      if (receipt.proofImage === undefined) throw new PlatformError('PROOF_REQUIRED');
      received = 0;
      proof = receipt.proofImage;
    }
    const [updated] = await tx.query<WithdrawalRow>(
      `update withdrawals set status = $2, received = $3, proof_image = $4, confirmed_at = $5
        where id = $1 returning ${WITHDRAWAL_COLUMNS}`,
      [id, receipt.outcome, received, proof, now],
    );
    if (!updated) throw new Error(`withdrawal ${id} vanished.`);
    return toWithdrawal(updated);
  });
}

export type Decision = { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string };

/**
 * The operator's decision on a PENDING withdrawal, under a lock of its row: of two decisions
 * arriving together, the second waits and then finds it no longer PENDING (WITHDRAWAL_STATE),
 * so the held money moves exactly once.
 */
export function decideWithdrawal(
  db: Database,
  merchant: Merchant,
  id: number,
  decision: Decision,
  now: Date,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    // No receipt sweep here: only a PENDING withdrawal can be decided, and a sweep touches
    // PAID ones only.
    const row = await lockWithdrawal(tx, merchant.id, id);
    if (row.status !== 'PENDING') throw new PlatformError('WITHDRAWAL_STATE');
    const amount = toWithdrawal(row).amount;
    const reference = withdrawalReference(row);
    let updated: WithdrawalRow | undefined;
    if (decision.decision === 'APPROVE') {
      await post(tx, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL',
        memberId: null,
        reference,
        legs: [
          { account: { system: 'WITHDRAWAL_HOLD' }, amount: -amount },
          { account: { system: 'PAYOUT_CLEARING' }, amount },
        ],
      });
      const confirmBy = new Date(
        now.getTime() + withdrawalLimits(merchant).receiptTimeoutMinutes * 60_000,
      );
      [updated] = await tx.query<WithdrawalRow>(
        `update withdrawals set status = 'PAID', decided_at = $2, confirm_by = $3
          where id = $1 returning ${WITHDRAWAL_COLUMNS}`,
        [id, now, confirmBy],
      );
      await notify(tx, { memberId: row.member_id, kind: 'WITHDRAWAL_APPROVED', amount, reference });
    } else {
      await payToMain(tx, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL_REFUND',
        memberId: row.member_id,
        reference,
        from: 'WITHDRAWAL_HOLD',
        amount,
        counterparty: `${row.bank_name} ${row.card_last4}`,
      });
      [updated] = await tx.query<WithdrawalRow>(
        `update withdrawals set status = 'REJECTED', decided_at = $2, reason = $3
          where id = $1 returning ${WITHDRAWAL_COLUMNS}`,
        [id, now, decision.reason],
      );
      await notify(tx, {
        memberId: row.member_id,
        kind: 'WITHDRAWAL_REJECTED',
        amount,
        text: decision.reason,
        reference,
      });
    }
    if (!updated) throw new Error(`withdrawal ${id} vanished.`);
    return updated;
  });
}
