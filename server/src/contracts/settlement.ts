import type { ContractKind, DividendPeriod } from '../../../contract/agent-contracts.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { walletsOf } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { computePayout, payOwed, settlePeriod } from './contract-payments.ts';
import { contractById, type ContractRow } from './contract-store.ts';
import { nextPeriod, periodOf } from './periods.ts';

/**
 * A period is settled this long after it closed, so a bet settling right at its end (its
 * database transaction still committing) is already there to count.
 */
export const SETTLE_GRACE_MS = 60_000;
/** At most this many periods of one contract per transaction (a long outage catches up). */
const PERIODS_PER_CLAIM = 100;

/**
 * Settles the contract's closed periods after its cursor, in order, and moves the cursor;
 * ends a TERMINATING contract with the period its termination was asked in (spec §4: the
 * period is still settled, and an upline that cannot pay it is frozen).
 */
async function settleDue(
  tx: Queryable,
  row: ContractRow,
  merchant: Merchant,
  now: Date,
): Promise<number> {
  const offset = merchant.utcOffsetMinutes;
  const since = row.settled_until ?? row.signed_at;
  if (!since) return 0;
  let period = periodOf(row.terms, offset, new Date(since));
  const ends = row.ended_at ? Date.parse(row.ended_at) : Infinity;
  let cursor: Date | null = null;
  let settled = 0;
  for (let i = 0; i < PERIODS_PER_CLAIM; i += 1) {
    if (period.start.getTime() >= ends) {
      cursor = new Date(ends);
      break;
    }
    if (period.end.getTime() + SETTLE_GRACE_MS > now.getTime()) break;
    if (await settlePeriod(tx, row, period, now)) settled += 1;
    cursor = period.end;
    const asked = row.termination_requested_at ? Date.parse(row.termination_requested_at) : null;
    if (row.status === 'TERMINATING' && asked !== null && asked < period.end.getTime()) {
      await tx.query(
        `update agent_contracts set status = 'TERMINATED', end_reason = 'PERIOD_ENDED',
                ended_at = $2 where id = $1`,
        [row.id, period.end.toISOString()],
      );
      break;
    }
    period = nextPeriod(row.terms, offset, period);
  }
  if (cursor) {
    await tx.query('update agent_contracts set settled_until = $2 where id = $1', [
      row.id,
      cursor.toISOString(),
    ]);
  }
  return settled;
}

/**
 * One run of the settlement job for a merchant: every contract with closed periods to settle,
 * each claimed with `for update skip locked` in its own transaction (so instances sharing one
 * PostgreSQL work on different contracts and never wait on each other), then the debts of
 * frozen uplines whose wallets may cover them now. Answers how many periods it settled.
 */
export async function runSettlement(db: Database, merchant: Merchant, now: Date): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [next] = await tx.query<{ id: number }>(
        `select id from agent_contracts
          where merchant_id = $1 and id > $2 and signed_at is not null
            and (ended_at is null or settled_until is null or settled_until < ended_at)
          order by id limit 1 for update skip locked`,
        [merchant.id, after],
      );
      if (!next) return null;
      const row = await contractById(tx, next.id);
      return { id: next.id, settled: row ? await settleDue(tx, row, merchant, now) : 0 };
    });
    if (!claimed) break;
    after = claimed.id;
    total += claimed.settled;
  }
  const owing = await db.query<{ payer_id: number }>(
    `select distinct payer_id from contract_payments
      where merchant_id = $1 and status = 'OWED' and payer_id is not null order by payer_id`,
    [merchant.id],
  );
  for (const { payer_id } of owing) await db.transaction((tx) => payOwed(tx, payer_id, now));
  return total;
}

export interface HandSettlement {
  periodStart: string;
  periodEnd: string;
  payments: {
    contractId: number;
    payer: string | null;
    payee: string;
    amount: number;
    status: 'PAID' | 'NOTHING_DUE' | 'OWED' | 'ALREADY_SETTLED';
  }[];
}

/** What paying would do now, without doing it. */
async function wouldBe(db: Queryable, row: ContractRow, amount: number) {
  if (amount === 0) return 'NOTHING_DUE' as const;
  if (row.upline_id === null) return 'PAID' as const;
  const owed = await db.query(
    'select 1 from contract_payments where payer_id = $1 and status = $2',
    [row.upline_id, 'OWED'],
  );
  const { main } = await walletsOf(db, row.upline_id);
  return owed.length === 0 && main >= amount ? ('PAID' as const) : ('OWED' as const);
}

/**
 * `whitelabel platform settle`: settles one kind's period containing `at` for every contract
 * that was in force during it; a period already settled is reported, never paid again.
 */
export async function settleByHand(
  db: Database,
  merchant: Merchant,
  input: { kind: ContractKind; period?: DividendPeriod | undefined; at: string; dryRun: boolean },
  now: Date,
): Promise<HandSettlement> {
  if (input.kind === 'DIVIDEND' && !input.period) {
    throw new PlatformError('OPERATION_NOT_ALLOWED', {
      message: 'Name the dividend period to settle: D, W, H or M.',
    });
  }
  const period = periodOf(input, merchant.utcOffsetMinutes, new Date(input.at));
  if (period.end.getTime() > now.getTime()) {
    throw new PlatformError('OPERATION_NOT_ALLOWED', { message: 'This period has not ended yet.' });
  }
  const ids = await db.query<{ id: number }>(
    `select id from agent_contracts
      where merchant_id = $1 and kind = $2 and signed_at < $3 and (ended_at is null or ended_at > $4)
        and ($5::text is null or terms->>'period' = $5) order by id`,
    [
      merchant.id,
      input.kind,
      period.end.toISOString(),
      period.start.toISOString(),
      input.kind === 'DIVIDEND' ? (input.period ?? null) : null,
    ],
  );
  const payments: HandSettlement['payments'] = [];
  for (const { id } of ids) {
    payments.push(
      await db.transaction(async (tx) => {
        const row = await contractById(tx, id, { lock: !input.dryRun });
        if (!row) throw new Error(`Contract ${id} vanished.`);
        const parties = { contractId: id, payer: row.upline_account, payee: row.downline_account };
        const [done] = await tx.query<{ amount: number }>(
          'select amount from contract_payments where contract_id = $1 and period_start = $2',
          [id, period.start.toISOString()],
        );
        if (done) return { ...parties, amount: done.amount, status: 'ALREADY_SETTLED' as const };
        if (input.dryRun) {
          const { amount } = await computePayout(tx, row, period);
          return { ...parties, amount, status: await wouldBe(tx, row, amount) };
        }
        await settlePeriod(tx, row, period, now);
        const [paid] = await tx.query<{ amount: number; status: 'PAID' | 'NOTHING_DUE' | 'OWED' }>(
          'select amount, status from contract_payments where contract_id = $1 and period_start = $2',
          [id, period.start.toISOString()],
        );
        return { ...parties, amount: paid?.amount ?? 0, status: paid?.status ?? 'NOTHING_DUE' };
      }),
    );
  }
  return {
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    payments,
  };
}
