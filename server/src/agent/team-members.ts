import type { TeamMember } from '../../../contract/agent-team.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../history/paging.ts';
import type { Member } from '../member/member-store.ts';
import { teamPageOf } from './team-page.ts';
import { findInTeam, MAX_TEAM_DEPTH, pathTo, teamCte, teamRole } from './team-scope.ts';

export interface TeamMembersQuery {
  parent?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

type Row = Omit<TeamMember, 'role' | 'teamSize' | 'status'> & {
  id: number;
  role: number;
  frozen: boolean;
};

/**
 * Spec §2.5 team management. The rows are the direct downlines of `parent` (default: the
 * agent), or with `search` everyone below it whose account or nickname contains the text
 * (any case; matched with strpos, so % and _ are plain characters). Levels count from the
 * agent, whichever member the list starts from.
 */
export async function teamMembers(
  db: Queryable,
  agent: Member,
  query: TeamMembersQuery,
): Promise<Page<TeamMember> & { path: string[] }> {
  const parent = query.parent === undefined ? undefined : await findInTeam(db, agent, query.parent);
  const search = query.search === '' ? undefined : query.search;
  const page = await teamPageOf<Row>(
    db,
    {
      with: teamCte('$1', '$2'),
      columns: `m.id, m.account, m.nickname, m.role, t.level + $3::int as level,
        (select count(*) from members d where d.upline_id = m.id and d.merchant_id = $2)
          as "directMembers",
        m.frozen_at is not null as frozen,
        (select coalesce(sum(a.balance), 0) from ledger_accounts a where a.member_id = m.id)
          as balance,
        m.created_at as "registeredAt",
        (select max(s.created_at) from sessions s where s.member_id = m.id) as "lastLoginAt"`,
      // $3 (the level of the list's start) only shifts levels; the count names it so both
      // share the parameters.
      where: `from team t join members m on m.id = t.id
        where $3::int >= 0
          and (($4::text is null and t.level = 1)
               or strpos(lower(m.account), lower($4)) > 0
               or strpos(lower(m.nickname), lower($4)) > 0)`,
      params: [parent?.id ?? agent.id, agent.merchantId, parent?.level ?? 0, search ?? null],
      orderBy: 'level, lower(m.account)',
    },
    query,
  );
  const sizes = await teamSizes(
    db,
    agent.merchantId,
    page.items.map((row) => row.id),
  );
  return {
    path: parent ? await pathTo(db, agent, parent) : [],
    ...page,
    items: page.items.map(({ id, frozen, ...row }) => ({
      ...row,
      role: teamRole(row.role),
      teamSize: sizes.get(id) ?? 0,
      status: frozen ? 'FROZEN' : 'ACTIVE',
    })),
  };
}

/** How many members are below each of `ids` (everyone, not only the direct downlines). */
export async function teamSizes(
  db: Queryable,
  merchantId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ root: number; n: number }>(
    `with recursive below(root, id, depth) as (
       select m.upline_id, m.id, 1 from members m
        where m.upline_id = any($1::int[]) and m.merchant_id = $2
       union all
       select b.root, m.id, b.depth + 1 from members m join below b on m.upline_id = b.id
        where m.merchant_id = $2 and b.depth < ${MAX_TEAM_DEPTH}
     )
     select root, count(*) as n from below group by root`,
    [ids, merchantId],
  );
  return new Map(rows.map((row) => [row.root, row.n]));
}
