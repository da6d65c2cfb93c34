import { beforeAll, describe, expect, it } from 'vitest';
import {
  teamBets,
  teamMembers,
  teamOverview,
  teamProfit,
  teamTransactions,
} from '../../../contract/agent-team.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { useTeamApp, type TeamMember } from '../../testing/agent-team.ts';
import { buildTeam, MARCH, type Team } from '../../testing/agent-team-tree.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('what an agent can see of the team on %s', (kind) => {
  const t = useTeamApp(kind);
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam(t);
  });

  const as = (member: TeamMember) => ({ token: member.token, brand: member.brand });

  it('shows a sub-agent its own team only, never its upline or its siblings', async () => {
    const seen = await t.value(teamMembers, { search: '' }, as(team.s1));
    expect(seen.items.map((row) => row.account)).toEqual(['p2', 's2']);
    const all = await t.value(teamMembers, { search: 'nick' }, as(team.s1));
    expect(all.items.map((row) => [row.account, row.level])).toEqual([
      ['p2', 1],
      ['s2', 1],
      ['p3', 2],
    ]);
    const overview = await t.value(teamOverview, MARCH, as(team.s1));
    expect(overview.totals.deposit).toBe(30_000);
    expect(overview.teamSize).toBe(3);
    const transactions = await t.value(teamTransactions, MARCH, as(team.s1));
    expect(transactions.items.map((row) => row.account).sort()).toEqual(['p2', 'p2']);
  });

  it('answers NOT_IN_TEAM for anyone outside the subtree, and shows none of their rows', async () => {
    const outsiders = ['boss', 'sibling', 'chief', 'other', 'op', 'lplayer', 'lagent', 'nobody'];
    for (const account of outsiders) {
      for (const [endpoint, input] of [
        [teamMembers, { parent: account }],
        [teamBets, { ...MARCH, account }],
        [teamProfit, { ...MARCH, parent: account }],
        [teamTransactions, { ...MARCH, account }],
      ] as const) {
        const refusal = await t.fail(endpoint, unchecked(input), as(team.chief));
        expect(refusal.code, `${endpoint.id} ${account}`).toBe('NOT_IN_TEAM');
      }
    }
    // A sub-agent asking about its upline's other downline.
    expect((await t.fail(teamMembers, { parent: 'p1' }, as(team.s1))).code).toBe('NOT_IN_TEAM');
    const searched = await t.value(teamMembers, { search: 'o' }, as(team.chief));
    expect(searched.items.map((row) => row.account)).toEqual([]);
    // The lotus agent sees its own player and nothing of aurora.
    const lotus = await t.value(teamMembers, { search: 'p' }, as(team.lotusAgent));
    expect(lotus.items.map((row) => row.account)).toEqual(['lplayer']);
    const other = await t.value(teamTransactions, MARCH, as(team.other));
    expect(other.items.map((row) => row.account)).toEqual(['op']);
  });

  it('refuses bad ranges and pages with a clear error', async () => {
    for (const input of [
      { from: '2026-03-07', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-06-30' },
    ]) {
      for (const endpoint of [teamOverview, teamBets, teamProfit, teamTransactions]) {
        const refusal = await t.fail(endpoint, unchecked(input), as(team.chief));
        expect(refusal.code, `${endpoint.id} ${JSON.stringify(input)}`).toBe('DATE_RANGE_INVALID');
      }
    }
    for (const input of [{ pageSize: 10_000 }, { page: 0 }, { page: 'x' }]) {
      const refusal = await t.fail(teamMembers, unchecked(input), as(team.chief));
      expect(refusal.code).toBe('BAD_REQUEST');
    }
    const category = await t.fail(
      teamBets,
      unchecked({ ...MARCH, category: 'POKER' }),
      as(team.chief),
    );
    expect(category.code).toBe('BAD_REQUEST');
  });
});
