import type {
  ContractKind,
  ContractPayment,
  PAYMENT_STATUSES,
} from '../../../contract/agent-contracts.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, offsetOf, type Instants } from '../history/date-range.ts';

interface PaymentRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  period_start: string;
  period_end: string;
  period_label: string;
  payer_id: number | null;
  payer_account: string | null;
  payer_nickname: string | null;
  payee_account: string;
  payee_nickname: string;
  basis: ContractPayment['basis'];
  tier: ContractPayment['tier'];
  rate_bp: number | null;
  amount: number;
  status: (typeof PAYMENT_STATUSES)[number];
  settled_at: string;
  paid_at: string | null;
}

function toPayment(row: PaymentRow, memberId: number): ContractPayment {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    periodLabel: row.period_label,
    payer: { account: row.payer_account, nickname: row.payer_nickname },
    payee: { account: row.payee_account, nickname: row.payee_nickname },
    direction: row.payer_id === memberId ? 'OUT' : 'IN',
    basis: row.basis,
    tier: row.tier,
    rateBp: row.rate_bp,
    amount: row.amount,
    status: row.status,
    settledAt: row.settled_at,
    paidAt: row.paid_at,
  };
}

export interface PaymentFilter {
  range: Instants;
  kind?: ContractKind | undefined;
  direction?: 'IN' | 'OUT' | undefined;
  page: number;
  pageSize: number;
}

/**
 * The member's contract payments settled in the range (received or made), newest first, and
 * totals over the whole filter: received and paid count PAID payments, owed the OWED ones
 * (either direction).
 */
export async function paymentsOf(db: Queryable, memberId: number, filter: PaymentFilter) {
  const [from, to] = isoRange(filter.range);
  const where = `from contract_payments p
      left join members r on r.id = p.payer_id
      join members e on e.id = p.payee_id
     where (p.payer_id = $1 or p.payee_id = $1)
       and p.settled_at >= $2::timestamptz and p.settled_at < $3::timestamptz
       and ($4::text is null or p.kind = $4)
       and ($5::text is null or ($5 = 'OUT') = (p.payer_id is not distinct from $1))`;
  const params = [memberId, from, to, filter.kind ?? null, filter.direction ?? null];
  const rows = await db.query<PaymentRow>(
    `select p.id, p.contract_id, p.kind, p.period_start, p.period_end, p.period_label, p.payer_id,
            r.account as payer_account, r.nickname as payer_nickname,
            e.account as payee_account, e.nickname as payee_nickname,
            p.basis, p.tier, p.rate_bp, p.amount, p.status, p.settled_at, p.paid_at
       ${where} order by p.settled_at desc, p.id desc limit $6 offset $7`,
    [...params, filter.pageSize, offsetOf(filter.page, filter.pageSize)],
  );
  const [totals] = await db.query<{ n: number; received: number; paid: number; owed: number }>(
    `select count(*) as n,
            coalesce(sum(p.amount) filter (where p.status = 'PAID' and p.payee_id = $1), 0) as received,
            coalesce(sum(p.amount) filter (where p.status = 'PAID' and p.payer_id = $1), 0) as paid,
            coalesce(sum(p.amount) filter (where p.status = 'OWED'), 0) as owed
       ${where}`,
    params,
  );
  return {
    totals: { received: totals?.received ?? 0, paid: totals?.paid ?? 0, owed: totals?.owed ?? 0 },
    items: rows.map((row) => toPayment(row, memberId)),
    total: totals?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
