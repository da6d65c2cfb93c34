import type { TeamApp, TeamMember } from './agent-team.ts';

/** 10:00 at the brand (UTC+7) on 4 and 6 March 2026. */
const DAY4 = '2026-03-04T03:00:00.000Z';
const DAY6 = '2026-03-06T03:00:00.000Z';
export const MARCH = { from: '2026-03-01', to: '2026-03-07' };

/**
 * boss (agent) ─ chief (agent, the caller) ─┬ p1
 *              └ sibling (agent)             └ s1 (agent) ─┬ p2
 *                                                          └ s2 (agent) ─ p3
 * and another agent's team (other ─ op), and a lotus agent with a player.
 */
export interface Team {
  boss: TeamMember;
  sibling: TeamMember;
  chief: TeamMember;
  p1: TeamMember;
  s1: TeamMember;
  p2: TeamMember;
  s2: TeamMember;
  p3: TeamMember;
  other: TeamMember;
  op: TeamMember;
  lotusAgent: TeamMember;
  lotusPlayer: TeamMember;
}

export async function buildTeam(t: TeamApp): Promise<Team> {
  const team = {} as Team;
  await t.dated(DAY4, async () => {
    team.boss = await t.member({ name: 'boss', role: 1 });
    team.chief = await t.member({ name: 'chief', role: 2, upline: team.boss });
    team.sibling = await t.member({ name: 'sibling', role: 2, upline: team.boss });
    team.p1 = await t.member({ name: 'p1', upline: team.chief });
    team.s1 = await t.member({ name: 's1', role: 2, upline: team.chief });
    team.p2 = await t.member({ name: 'p2', upline: team.s1 });
    team.s2 = await t.member({ name: 's2', role: 2, upline: team.s1 });
    team.other = await t.member({ name: 'other', role: 1 });
    team.op = await t.member({ name: 'op', upline: team.other });
    team.lotusAgent = await t.member({ name: 'lagent', role: 1, brand: 'lotus' });
    team.lotusPlayer = await t.member({ name: 'lplayer', upline: team.lotusAgent, brand: 'lotus' });
    await t.deposit(team.p1, 50_000);
    await t.deposit(team.p2, 30_000);
    await t.bet(team.p1, 4_000, 1_000);
    for (const member of [team.s1, team.chief, team.boss, team.op]) await t.fund(member, 10_000);
    await t.transfer(team.s1, team.p2, 'DOWNLINE', 3_000);
  });
  await t.dated(DAY6, async () => {
    team.p3 = await t.member({ name: 'p3', upline: team.s2 });
    await t.fund(team.p3, 10_000);
    await t.bet(team.p3, 2_000, 5_000);
    await t.bet(team.p2, 1_000, 0);
    await t.withdraw(team.p1, 20_000);
    await t.bet(team.p3, 500, null); // open: in no bet figure
    // Outside the chief's team: itself, its upline, its sibling, another team.
    await t.bet(team.chief, 900, 0);
    await t.bet(team.boss, 800, 0);
    await t.bet(team.op, 700, 0);
    await t.deposit(team.op, 9_000);
    await t.deposit(team.sibling, 9_000);
  });
  return team;
}
