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

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('the agent centre team figures on %s', (kind) => {
  const t = useTeamApp(kind);
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam(t);
  });

  const as = (member: TeamMember) => ({ token: member.token, brand: member.brand });

  it('sums the team overview over the range, one row per day, zeros included', async () => {
    const overview = await t.value(teamOverview, MARCH, as(team.chief));
    expect(overview).toMatchObject({ teamSize: 5, directMembers: 2, agents: 2 });
    expect(overview.totals).toEqual({
      newMembers: 5,
      activeMembers: 3,
      deposit: 80_000,
      withdrawal: 20_000,
      validBet: 7_000,
      profit: -1_000,
    });
    expect(overview.days.map((day) => day.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(overview.days[3]).toEqual({
      day: '2026-03-04',
      newMembers: 4,
      activeMembers: 1,
      deposit: 80_000,
      withdrawal: 0,
      validBet: 4_000,
      profit: -3_000,
    });
    expect(overview.days[5]).toEqual({
      day: '2026-03-06',
      newMembers: 1,
      activeMembers: 2,
      deposit: 0,
      withdrawal: 20_000,
      validBet: 3_000,
      profit: 2_000,
    });
    expect(overview.days[0]).toMatchObject({ newMembers: 0, deposit: 0, validBet: 0 });
  });

  it('sums settled bets by day, member and category, newest day first, with filters', async () => {
    const bets = await t.value(teamBets, MARCH, as(team.chief));
    expect(bets.totals).toEqual({
      bets: 3,
      stake: 7_000,
      validBet: 7_000,
      payout: 6_000,
      profit: -1_000,
    });
    expect(bets.items).toEqual([
      {
        day: '2026-03-06',
        account: 'p2',
        category: 'RNG',
        bets: 1,
        stake: 1_000,
        validBet: 1_000,
        payout: 0,
        profit: -1_000,
      },
      {
        day: '2026-03-06',
        account: 'p3',
        category: 'RNG',
        bets: 1,
        stake: 2_000,
        validBet: 2_000,
        payout: 5_000,
        profit: 3_000,
      },
      {
        day: '2026-03-04',
        account: 'p1',
        category: 'RNG',
        bets: 1,
        stake: 4_000,
        validBet: 4_000,
        payout: 1_000,
        profit: -3_000,
      },
    ]);
    expect(bets.total).toBe(3);
    const ofP3 = await t.value(teamBets, { ...MARCH, account: 'P3' }, as(team.chief));
    expect(ofP3.items.map((row) => row.account)).toEqual(['p3']);
    expect(ofP3.totals.bets).toBe(1);
    const lottery = await t.value(teamBets, { ...MARCH, category: 'LOTT' }, as(team.chief));
    expect(lottery).toMatchObject({ items: [], total: 0, totals: { bets: 0, stake: 0 } });
    const paged = await t.value(teamBets, { ...MARCH, page: 2, pageSize: 2 }, as(team.chief));
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((row) => row.account)).toEqual(['p1']);
  });

  it('sums profit and loss per direct downline with its whole team, as personal P&L counts it', async () => {
    const profit = await t.value(teamProfit, MARCH, as(team.chief));
    // s1's team: p2 deposited 30 000 and bet 1 000; p3 bet 2 000 + 500 (open) and won 5 000.
    expect(profit.items).toEqual([
      {
        account: 'p1',
        nickname: 'p1 nick',
        role: 'MEMBER',
        teamSize: 0,
        deposit: 50_000,
        withdrawal: 20_000,
        validBet: 4_000,
        payout: 1_000,
        bonus: 0,
        profit: -3_000,
      },
      {
        account: 's1',
        nickname: 's1 nick',
        role: 'AGENT',
        teamSize: 3,
        deposit: 30_000,
        withdrawal: 0,
        validBet: 3_000,
        payout: 5_000,
        bonus: 0,
        profit: 1_500,
      },
    ]);
    expect(profit.totals).toEqual({
      deposit: 80_000,
      withdrawal: 20_000,
      validBet: 7_000,
      payout: 6_000,
      bonus: 0,
      profit: -1_500,
    });
    const below = await t.value(teamProfit, { ...MARCH, parent: 's1' }, as(team.chief));
    expect(below.items.map((row) => [row.account, row.teamSize, row.profit, row.validBet])).toEqual(
      [
        ['p2', 0, -1_000, 1_000],
        ['s2', 1, 2_500, 2_000],
      ],
    );
    expect(below.totals.profit).toBe(1_500);
  });

  it('lists the team deposits, withdrawals and transfers newest first, filtered', async () => {
    const all = await t.value(teamTransactions, MARCH, as(team.chief));
    expect(all.total).toBe(5);
    // Newest first; within one instant by kind, then newest row first.
    expect(all.items.map((row) => [row.account, row.kind, row.amount, row.status])).toEqual([
      ['p1', 'WITHDRAWAL', -20_000, 'PENDING'],
      ['p2', 'DEPOSIT', 30_000, 'ARRIVED'],
      ['p1', 'DEPOSIT', 50_000, 'ARRIVED'],
      ['p2', 'TRANSFER', 3_000, 'DONE'],
      ['s1', 'TRANSFER', -3_000, 'DONE'],
    ]);
    expect(all.items.find((row) => row.kind === 'DEPOSIT')?.reference).toMatch(/^D\d+$/);
    expect(all.items.find((row) => row.kind === 'WITHDRAWAL')?.reference).toMatch(/^W\d+$/);
    const transfers = await t.value(
      teamTransactions,
      { ...MARCH, kind: 'TRANSFER' },
      as(team.chief),
    );
    expect(transfers.items.map((row) => row.account).sort()).toEqual(['p2', 's1']);
    const ofP2 = await t.value(teamTransactions, { ...MARCH, account: 'p2' }, as(team.chief));
    expect(ofP2.items.map((row) => row.kind).sort()).toEqual(['DEPOSIT', 'TRANSFER']);
    const early = await t.value(
      teamTransactions,
      { from: '2026-03-05', to: '2026-03-07' },
      as(team.chief),
    );
    expect(early.items.map((row) => row.kind)).toEqual(['WITHDRAWAL']);
  });

  it('lists direct downlines, drills down with breadcrumbs and searches the whole subtree', async () => {
    const top = await t.value(teamMembers, {}, as(team.chief));
    expect(top.path).toEqual([]);
    expect(top.items).toEqual([
      expect.objectContaining({
        account: 'p1',
        role: 'MEMBER',
        level: 1,
        directMembers: 0,
        teamSize: 0,
        status: 'ACTIVE',
        balance: 27_000,
      }),
      expect.objectContaining({
        account: 's1',
        role: 'AGENT',
        level: 1,
        directMembers: 2,
        teamSize: 3,
        balance: 7_000,
      }),
    ]);
    expect(top.items[0]?.lastLoginAt).toEqual(expect.any(String));
    const s2 = await t.value(teamMembers, { parent: 'S2' }, as(team.chief));
    expect(s2.path).toEqual(['s1', 's2']);
    expect(s2.items.map((row) => [row.account, row.level])).toEqual([['p3', 3]]);
    const found = await t.value(teamMembers, { search: '3' }, as(team.chief));
    expect(found.items.map((row) => [row.account, row.level])).toEqual([['p3', 3]]);
    const byNick = await t.value(teamMembers, { search: '1 NICK' }, as(team.chief));
    expect(byNick.items.map((row) => row.account)).toEqual(['p1', 's1']);
    const percent = await t.value(teamMembers, { search: '%' }, as(team.chief));
    expect(percent.total).toBe(0);
    await t.test.db.query('update members set frozen_at = now() where id = $1', [team.s1.id]);
    try {
      const frozen = await t.value(teamMembers, {}, as(team.chief));
      expect(frozen.items[1]).toMatchObject({ account: 's1', status: 'FROZEN' });
    } finally {
      await t.test.db.query('update members set frozen_at = null where id = $1', [team.s1.id]);
    }
  });
});
