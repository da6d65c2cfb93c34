import type { AccountRecord, RecordKind } from '../../../contract/history.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, offsetOf, type Instants } from './date-range.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

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

interface EntryRow {
  id: number;
  created_at: string;
  kind: RecordKind;
  wallet: string;
  amount: number;
  balance_after: number;
  counterparty: string | null;
  reference: string | null;
}

async function countOf(db: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*) as n ${sql}`, params);
  return row?.n ?? 0;
}

/** Spec §2.4 transactionHistory: every ledger movement of the member, newest first. */
export async function accountRecords(
  db: Queryable,
  memberId: number,
  query: HistoryPage & { kind?: RecordKind | undefined },
): Promise<Page<AccountRecord>> {
  const where = `${MEMBER_ENTRIES} and ($4::text is null or t.kind = $4)`;
  const params = [memberId, ...isoRange(query.range), query.kind ?? null];
  const rows = await db.query<EntryRow>(
    `select e.id, e.created_at, t.kind, case a.kind when 'MAIN' then 'MAIN' else a.vendor end
            as wallet, e.amount, e.balance_after, e.counterparty, t.reference
     ${where}
      order by e.created_at desc, e.id desc
      limit $5 offset $6`,
    [...params, query.pageSize, offsetOf(query.page, query.pageSize)],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      time: row.created_at,
      kind: row.kind,
      wallet: row.wallet,
      amount: row.amount,
      balanceAfter: row.balance_after,
      counterparty: row.counterparty,
      reference: row.reference,
    })),
    total: await countOf(db, where, params),
    page: query.page,
    pageSize: query.pageSize,
  };
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
  const where = `${MEMBER_ENTRIES} and t.kind = 'BONUS'`;
  const params = [memberId, ...isoRange(query.range)];
  const rows = await db.query<{
    id: number;
    created_at: string;
    amount: number;
    source: string;
  }>(
    `select e.id, e.created_at, e.amount, coalesce(e.counterparty, t.reference, 'BONUS') as source
     ${where}
      order by e.created_at desc, e.id desc
      limit $4 offset $5`,
    [...params, query.pageSize, offsetOf(query.page, query.pageSize)],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      time: row.created_at,
      amount: row.amount,
      source: row.source,
    })),
    total: await countOf(db, where, params),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export interface BetRecord {
  id: number;
  time: string;
  vendor: string;
  game: string;
  bet: number;
  payout: number;
}

/**
 * Spec §2.4 personalHistoryCopy: each BET with what its PAYOUT paid back. A game posts its
 * BET with the vendor as the member leg's counterparty and the round as the reference; the
 * PAYOUT that settles it carries the same reference (a lost bet has none: payout 0). The
 * reference must therefore name one round, not only a game.
 */
export async function betRecords(
  db: Queryable,
  memberId: number,
  query: HistoryPage,
): Promise<Page<BetRecord>> {
  const where = `${MEMBER_ENTRIES} and t.kind = 'BET' and e.amount < 0`;
  const params = [memberId, ...isoRange(query.range)];
  const rows = await db.query<{
    id: number;
    created_at: string;
    vendor: string;
    game: string;
    bet: number;
    payout: number;
  }>(
    `select t.id, e.created_at, coalesce(e.counterparty, a.vendor) as vendor,
            coalesce(t.reference, '') as game, -e.amount as bet,
            coalesce((select sum(pe.amount)
                        from ledger_transactions p
                        join ledger_entries pe on pe.transaction_id = p.id
                        join ledger_accounts pa on pa.id = pe.account_id
                       where p.merchant_id = t.merchant_id and p.reference = t.reference
                         and p.kind = 'PAYOUT' and pa.member_id = $1 and pe.amount > 0), 0)
              as payout
     ${where}
      order by e.created_at desc, e.id desc
      limit $4 offset $5`,
    [...params, query.pageSize, offsetOf(query.page, query.pageSize)],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      time: row.created_at,
      vendor: row.vendor,
      game: row.game,
      bet: row.bet,
      payout: row.payout,
    })),
    total: await countOf(db, where, params),
    page: query.page,
    pageSize: query.pageSize,
  };
}
