import type { AccountRecord, RecordKind } from '../../../contract/history.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, type Instants } from './date-range.ts';
import { pageOf, type Page } from './paging.ts';

// Callers of the history records read the page shape from here (profit-loss among them).
export type { Page } from './paging.ts';

export interface HistoryPage {
  range: Instants;
  page: number;
  pageSize: number;
}

/**
 * The member's entries (every wallet: MAIN and each vendor) in the range, with their
 * transaction. Shared by the account, bonus and bet records so that all of them scope to the
 * member's own accounts the same way: a member can never reach another member's entries.
 */
const MEMBER_ENTRIES = `
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
 where a.member_id = $1 and e.created_at >= $2::timestamptz and e.created_at < $3::timestamptz`;

/**
 * One page of the member's entries in the range that also meet `condition` (whose own
 * parameters, `extra`, are $4 onwards), newest first; the id breaks ties within one instant.
 */
function entriesPage<T>(
  db: Queryable,
  memberId: number,
  query: HistoryPage,
  select: { columns: string; condition: string; extra?: unknown[] },
): Promise<Page<T>> {
  return pageOf<T>(
    db,
    {
      columns: select.columns,
      where: `${MEMBER_ENTRIES} and ${select.condition}`,
      params: [memberId, ...isoRange(query.range), ...(select.extra ?? [])],
      orderBy: 'e.created_at desc, e.id desc',
    },
    query,
  );
}

/** Spec §2.4 transactionHistory: every ledger movement of the member, newest first. */
export async function accountRecords(
  db: Queryable,
  memberId: number,
  query: HistoryPage & { kind?: RecordKind | undefined },
): Promise<Page<AccountRecord>> {
  return entriesPage<AccountRecord>(db, memberId, query, {
    columns: `e.id, e.created_at as time, t.kind,
                case a.kind when 'MAIN' then 'MAIN' else a.vendor end as wallet, e.amount,
                e.balance_after as "balanceAfter", e.counterparty, t.reference`,
    condition: '($4::text is null or t.kind = $4)',
    extra: [query.kind ?? null],
  });
}

export interface BonusRecord {
  id: number;
  time: string;
  amount: number;
  source: string;
}

/** Spec §2.4 bonusDetails: every bonus entry on the member's wallets, newest first. */
export async function bonusRecords(
  db: Queryable,
  memberId: number,
  query: HistoryPage,
): Promise<Page<BonusRecord>> {
  return entriesPage<BonusRecord>(db, memberId, query, {
    columns: `e.id, e.created_at as time, e.amount,
                coalesce(e.counterparty, t.reference, 'BONUS') as source`,
    condition: "t.kind = 'BONUS'",
  });
}
