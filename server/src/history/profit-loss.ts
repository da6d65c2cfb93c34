import type { Queryable } from '../db/database.ts';
import type { Page, HistoryPage } from './account-records.ts';
import { isoRange, offsetOf } from './date-range.ts';

export interface Totals {
  deposit: number;
  withdrawal: number;
  bonus: number;
  bet: number;
  payout: number;
  /** payout − bet + bonus. */
  profit: number;
}

export interface ProfitLoss {
  totals: Totals;
  days: Page<Totals & { day: string }>;
}

/**
 * Spec §2.4 personalProfit, summed by the database over the member's own entries. Signs are
 * the member's view: a deposit credits, a withdrawal's hold debits (and its refund gives it
 * back, so a rejected withdrawal nets to nothing), a bet debits, a payout credits, and a bet
 * the vendor rolled back is refunded (BET_REFUND), so it nets out of the bet column: a round
 * that never happened stakes nothing. A resettlement (a corrected sports result) adds its
 * difference, of either sign, to the payout column.
 */
export const SUMS = `
  coalesce(sum(e.amount) filter (where t.kind = 'DEPOSIT' and e.amount > 0), 0) as deposit,
  coalesce(-sum(e.amount) filter (where t.kind in ('WITHDRAWAL', 'WITHDRAWAL_REFUND')), 0)
    as withdrawal,
  coalesce(sum(e.amount) filter (where t.kind = 'BONUS' and e.amount > 0), 0) as bonus,
  coalesce(-sum(e.amount) filter (where t.kind in ('BET', 'BET_REFUND')), 0) as bet,
  coalesce(sum(e.amount) filter (where (t.kind = 'PAYOUT' and e.amount > 0)
                                   or t.kind = 'RESETTLEMENT'), 0) as payout`;

/** Only the kinds the report sums: a day of wallet transfers alone is no row. */
const ENTRIES = `
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
 where a.member_id = $1 and e.created_at >= $2::timestamptz and e.created_at < $3::timestamptz
   and t.kind in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REFUND', 'BONUS', 'BET', 'BET_REFUND',
                  'PAYOUT', 'RESETTLEMENT')`;

/** The merchant's calendar day of an entry: its UTC wall clock moved by the brand offset. */
const LOCAL_DAY = `to_char((e.created_at at time zone 'UTC') + $4::int * interval '1 minute',
  'YYYY-MM-DD')`;

type SumRow = Record<'deposit' | 'withdrawal' | 'bonus' | 'bet' | 'payout', number>;

function totalsOf(row: SumRow | undefined): Totals {
  const { deposit = 0, withdrawal = 0, bonus = 0, bet = 0, payout = 0 } = row ?? {};
  return { deposit, withdrawal, bonus, bet, payout, profit: payout - bet + bonus };
}

export async function profitLoss(
  db: Queryable,
  memberId: number,
  utcOffsetMinutes: number,
  query: HistoryPage,
): Promise<ProfitLoss> {
  const params = [memberId, ...isoRange(query.range)];
  const [totals] = await db.query<SumRow>(`select ${SUMS} ${ENTRIES}`, params);
  // count(*) over () runs after grouping: it counts the days, on every row of the page.
  const days = await db.query<SumRow & { day: string; days: number }>(
    `select ${LOCAL_DAY} as day, count(*) over () as days, ${SUMS} ${ENTRIES}
      group by 1 order by 1 desc limit $5 offset $6`,
    [...params, utcOffsetMinutes, query.pageSize, offsetOf(query.page, query.pageSize)],
  );
  let total = days[0]?.days ?? 0;
  if (!days[0] && query.page > 1) {
    const [row] = await db.query<{ n: number }>(
      `select count(distinct ${LOCAL_DAY}) as n ${ENTRIES}`,
      [...params, utcOffsetMinutes],
    );
    total = row?.n ?? 0;
  }
  return {
    totals: totalsOf(totals),
    days: {
      items: days.map((row) => ({ day: row.day, ...totalsOf(row) })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
