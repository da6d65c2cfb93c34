import { PlatformError } from '../../../contract/errors.ts';
import { isAgentRole } from '../../../contract/roles.ts';
import type { TeamRole } from '../../../contract/agent-team.ts';
import type { Queryable } from '../db/database.ts';
import type { CallContext } from '../http/app-env.ts';
import type { Member } from '../member/member-store.ts';
import { sessionOf } from '../session/authenticate.ts';

/**
 * A tree deeper than this is not a team but a loop in upline_id (which no call writes, but a
 * hand-edited row could): the walk stops there rather than run forever.
 */
export const MAX_TEAM_DEPTH = 64;

/**
 * `with recursive team(id, level)`: everyone below the member `$root` of merchant `$merchant`
 * (parameter placeholders such as '$1'), level 1 being its direct downlines. The root itself
 * is never in it (`name` renames the CTE when `team` would clash), nor is anyone of another merchant: every team read of the agent centre
 * starts from this, so the subtree rule lives in one place (docs/agent-centre.md).
 */
export function teamCte(root: string, merchant: string, name = 'team'): string {
  return `with recursive ${name}(id, level) as (
      select m.id, 1 from members m where m.upline_id = ${root} and m.merchant_id = ${merchant}
      union all
      select m.id, t.level + 1 from members m join ${name} t on m.upline_id = t.id
       where m.merchant_id = ${merchant} and t.level < ${MAX_TEAM_DEPTH}
    )`;
}

/** The calling agent; NOT_AN_AGENT for any other member (spec §6 roles 1, 2, 41, 42). */
export function callingAgent(call: CallContext): Member {
  const { member } = sessionOf(call);
  if (!isAgentRole(member.role)) throw new PlatformError('NOT_AN_AGENT');
  return member;
}

export const teamRole = (role: number): TeamRole => (isAgentRole(role) ? 'AGENT' : 'MEMBER');

export interface TeamMemberRef {
  id: number;
  account: string;
  level: number;
}

/**
 * The member of the agent's subtree with this account (any case), else NOT_IN_TEAM: a member
 * of another team, of another merchant, the agent's upline and the agent itself all answer
 * exactly as an account that does not exist.
 */
export async function findInTeam(
  db: Queryable,
  agent: Member,
  account: string,
): Promise<TeamMemberRef> {
  const [row] = await db.query<TeamMemberRef>(
    `${teamCte('$1', '$2')}
     select m.id, m.account, t.level from team t join members m on m.id = t.id
      where lower(m.account) = lower($3) limit 1`,
    [agent.id, agent.merchantId, account],
  );
  if (!row) throw new PlatformError('NOT_IN_TEAM');
  return row;
}

/** The accounts from the agent's first level down to `member` (both ends included). */
export async function pathTo(db: Queryable, agent: Member, member: TeamMemberRef) {
  const rows = await db.query<{ account: string }>(
    `with recursive chain(id, upline_id, account, depth) as (
       select id, upline_id, account, 0 from members where id = $1
       union all
       select m.id, m.upline_id, m.account, c.depth + 1 from members m
         join chain c on m.id = c.upline_id
        where c.upline_id <> $2 and c.depth < ${MAX_TEAM_DEPTH}
     )
     select account from chain order by depth desc`,
    [member.id, agent.id],
  );
  return rows.map((row) => row.account);
}
