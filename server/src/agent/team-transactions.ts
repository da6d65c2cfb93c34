import type { Queryable } from '../db/database.ts';
import { isoRange, type Instants } from '../history/date-range.ts';
import type { Page } from '../history/paging.ts';
import type { Member } from '../member/member-store.ts';
import { teamPageOf } from './team-page.ts';
import { findInTeam, teamCte } from './team-scope.ts';
import type { TEAM_TRANSACTION_KINDS } from '../../../contract/agent-team.ts';

type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

export interface TeamTransaction {
  id: number;
  time: string;
  account: string;
  kind: Kind;
  amount: number;
  status: string;
  reference: string | null;
}

export interface TeamTransactionsQuery {
  range: Instants;
  page: number;
  pageSize: number;
  account?: string | undefined;
  kind?: Kind | undefined;
}

/**
 * Every deposit, withdrawal and member transfer of the team in one list. Deposits and
 * withdrawals come from their own tables (with their state, PENDING ones included);
 * transfers from the member's ledger entries, each side of a transfer inside the team being
 * its member's own row. `id` is the row's id in its source, unique with `kind`.
 */
const ROWS = `from (
    select d.id, d.created_at as time, d.member_id, 'DEPOSIT' as kind, d.amount, d.status,
           'D' || d.number as reference
      from team t join deposits d on d.member_id = t.id
    union all
    select w.id, w.created_at, w.member_id, 'WITHDRAWAL', -w.amount, w.status,
           'W' || w.number
      from team t join withdrawals w on w.member_id = t.id
    union all
    select e.id, e.created_at, a.member_id, 'TRANSFER', e.amount, 'DONE', e.counterparty
      from team t join ledger_accounts a on a.member_id = t.id
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions x on x.id = e.transaction_id
     where x.kind = 'MEMBER_TRANSFER'
  ) r join members m on m.id = r.member_id
  where r.time >= $3::timestamptz and r.time < $4::timestamptz
    and ($5::int is null or r.member_id = $5) and ($6::text is null or r.kind = $6)`;

/** Spec §2.5 downline transaction details, newest first (the agent's own excluded). */
export async function teamTransactions(
  db: Queryable,
  agent: Member,
  query: TeamTransactionsQuery,
): Promise<Page<TeamTransaction>> {
  const member =
    query.account === undefined ? undefined : await findInTeam(db, agent, query.account);
  return teamPageOf<TeamTransaction>(
    db,
    {
      with: teamCte('$1', '$2'),
      columns: 'r.id, r.time, m.account, r.kind, r.amount, r.status, r.reference',
      where: ROWS,
      params: [
        agent.id,
        agent.merchantId,
        ...isoRange(query.range),
        member?.id ?? null,
        query.kind ?? null,
      ],
      orderBy: 'r.time desc, r.kind, r.id desc',
    },
    query,
  );
}
