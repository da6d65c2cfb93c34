import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { teamBets } from '../agent/team-bets.ts';
import { teamMembers } from '../agent/team-members.ts';
import { merchantDays } from '../history/date-range.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { useApp } from '../../testing/lifecycle.ts';
import { seedDemoAgents } from './demo-agents.ts';
import { findMemberForLogin } from './member-store.ts';
import { setPasswordCostForTests } from './password.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('the demo team on %s', (kind) => {
  const t = useApp(
    () => openTestApp(kind),
    async (app) => expect(await checkLedger(app.test.db)).toEqual([]),
  );

  it('gives a new demo agent two players and a sub-agent with settled bets, once, with sound books', async () => {
    const db = t.test.db;
    expect(await seedDemoAgents(db, ['aurora'], { team: true })).toEqual(['aurora']);
    expect(await seedDemoAgents(db, ['aurora'], { team: true })).toEqual([]);
    const merchant = await findMerchantByBrand(db, 'aurora');
    if (!merchant) throw new Error('no aurora');
    const agent = await findMemberForLogin(db, merchant, 'agent01');
    if (!agent) throw new Error('no agent01');
    const team = await teamMembers(db, agent, { search: 'demo', page: 1, pageSize: 10 });
    expect(team.items.map((row) => [row.account, row.role, row.level])).toEqual([
      ['demoplayer1', 'MEMBER', 1],
      ['demoplayer2', 'MEMBER', 1],
      ['demosubagent', 'AGENT', 1],
      ['demoplayer3', 'MEMBER', 2],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    const range = merchantDays(merchant, weekAgo, today);
    const bets = await teamBets(db, agent, merchant.utcOffsetMinutes, {
      range,
      page: 1,
      pageSize: 50,
    });
    const unit = 10 ** merchant.currency.minorUnits;
    expect(bets.totals).toMatchObject({ bets: 5, stake: 130 * unit, payout: 115 * unit });
    // Tests and a public server seed no team (the option is off by default).
    const [before] = await db.query<{ n: number }>(
      "select count(*) as n from members where account like 'demo%'",
    );
    expect(before?.n).toBe(4);
    await seedDemoAgents(db, ['lotus']);
    const [after] = await db.query<{ n: number }>(
      "select count(*) as n from members where account like 'demo%'",
    );
    expect(after?.n).toBe(4);
  });
});
