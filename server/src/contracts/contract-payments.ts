import { PlatformError } from '../../../contract/errors.ts';
import { MAIN_WALLET } from '../../../contract/money.ts';
import type { Queryable } from '../db/database.ts';
import { post, walletsOf, type AccountRef } from '../ledger/ledger.ts';
import type { ContractRow } from './contract-store.ts';
import { payoutOf, type Payout } from './payout.ts';
import type { Period } from './periods.ts';
import { teamFigures } from './team-figures.ts';

/**
 * One contract's payment for one period (docs/agent-contracts.md "Exactly once"). The
 * payment row, unique per (contract, period start), is written in the same database
 * transaction as its ledger posting: a period already settled is never paid again, and a run
 * that dies half-way leaves neither, so the next run settles it afresh.
 */

/** The part of the period the contract was in force: from its signing to its end. */
export function coveredPart(row: ContractRow, period: Period): { from: Date; to: Date } {
  const signed = row.signed_at ? Date.parse(row.signed_at) : period.start.getTime();
  const ended = row.ended_at ? Date.parse(row.ended_at) : Infinity;
  return {
    from: new Date(Math.max(period.start.getTime(), signed)),
    to: new Date(Math.min(period.end.getTime(), ended)),
  };
}

/** What the contract pays for the period (reads only). */
export async function computePayout(
  db: Queryable,
  row: ContractRow,
  period: Period,
): Promise<Payout> {
  const { from, to } = coveredPart(row, period);
  const hourly = row.terms.kind === 'HOURLY_SALARY' ? period.start : undefined;
  const figures = await teamFigures(db, row.downline_id, from, to, hourly);
  return payoutOf(row.terms, figures);
}

interface PaymentToPay {
  id: number;
  merchant_id: number;
  payer_id: number | null;
  payee_id: number;
  amount: number;
}

const payerAccount = (payerId: number | null): AccountRef =>
  payerId === null ? { system: 'HOUSE' } : { member: payerId, wallet: MAIN_WALLET };

async function accountName(db: Queryable, memberId: number | null): Promise<string | undefined> {
  if (memberId === null) return undefined;
  const [row] = await db.query<{ account: string }>('select account from members where id = $1', [
    memberId,
  ]);
  return row?.account;
}

/**
 * Posts an OWED or new payment from the payer (the house, or the upline's main wallet) to
 * the payee's main wallet and marks it PAID; false (nothing moved) when the payer's wallet
 * cannot cover it.
 */
async function tryPay(tx: Queryable, payment: PaymentToPay, now: Date): Promise<boolean> {
  try {
    const payer = await accountName(tx, payment.payer_id);
    const payee = await accountName(tx, payment.payee_id);
    const posted = await post(tx, {
      merchantId: payment.merchant_id,
      kind: 'CONTRACT_PAYMENT',
      memberId: payment.payer_id,
      reference: `CP${payment.id}`,
      legs: [
        { account: payerAccount(payment.payer_id), amount: -payment.amount, counterparty: payee },
        {
          account: { member: payment.payee_id, wallet: MAIN_WALLET },
          amount: payment.amount,
          counterparty: payer,
        },
      ],
    });
    await tx.query(
      `update contract_payments set status = 'PAID', paid_at = $2, transaction_id = $3 where id = $1`,
      [payment.id, now.toISOString(), posted.transactionId],
    );
    return true;
  } catch (error: unknown) {
    // post checks every balance before it writes anything: nothing moved, the row stays OWED.
    if (error instanceof PlatformError && error.code === 'INSUFFICIENT_FUNDS') return false;
    throw error;
  }
}

/**
 * Pays the member's OWED payments, oldest first, while its main wallet covers the next one;
 * unfreezes it when none are left, freezes it while any are (the frozen-account rule).
 */
export async function payOwed(tx: Queryable, payerId: number, now: Date): Promise<void> {
  const owed = await tx.query<PaymentToPay>(
    `select id, merchant_id, payer_id, payee_id, amount from contract_payments
      where payer_id = $1 and status = 'OWED' order by id for update`,
    [payerId],
  );
  let left = owed.length;
  for (const payment of owed) {
    const { main } = await walletsOf(tx, payerId);
    if (main < payment.amount || !(await tryPay(tx, payment, now))) break;
    left -= 1;
  }
  await tx.query(
    left === 0
      ? 'update members set frozen_at = null where id = $1 and frozen_at is not null'
      : 'update members set frozen_at = coalesce(frozen_at, $2::timestamptz) where id = $1',
    left === 0 ? [payerId] : [payerId, now.toISOString()],
  );
}

/**
 * Settles the contract's period unless a payment row for it exists already (answers false
 * then). Must run inside a transaction holding the contract row's lock.
 */
export async function settlePeriod(
  tx: Queryable,
  row: ContractRow,
  period: Period,
  now: Date,
): Promise<boolean> {
  const payout = await computePayout(tx, row, period);
  const status = payout.amount === 0 ? 'NOTHING_DUE' : 'OWED';
  const [inserted] = await tx.query<{ id: number }>(
    `insert into contract_payments (merchant_id, contract_id, kind, period_start, period_end,
        period_label, payer_id, payee_id, basis, tier, rate_bp, amount, status, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14)
     on conflict (contract_id, period_start) do nothing returning id`,
    [
      row.merchant_id,
      row.id,
      row.kind,
      period.start.toISOString(),
      period.end.toISOString(),
      period.label,
      row.upline_id,
      row.downline_id,
      JSON.stringify(payout.basis),
      payout.tier ? JSON.stringify(payout.tier) : null,
      payout.rateBp,
      payout.amount,
      status,
      now.toISOString(),
    ],
  );
  if (!inserted) return false;
  if (status === 'OWED') {
    const payment: PaymentToPay = {
      id: inserted.id,
      merchant_id: row.merchant_id,
      payer_id: null,
      payee_id: row.downline_id,
      amount: payout.amount,
    };
    // The house may go negative: its payment always goes through.
    if (row.upline_id === null) await tryPay(tx, payment, now);
    // A member payer pays its debts oldest first: this one waits behind any still owed.
    else await payOwed(tx, row.upline_id, now);
  }
  return true;
}
