import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordCostForTests } from '../member/password.ts';
import { seedDemoAgents } from '../member/demo-agents.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoContracts } from './demo-contracts.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe('demo house contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('gives each demo agent a signed house contract of every kind its merchant offers, once', async () => {
    await seedDemoAgents(t.test.db, ['aurora', 'lotus'], { password: 'Agent12345' });
    const now = new Date('2026-11-24T00:00:00Z');
    expect(await seedDemoContracts(t.test.db, ['aurora', 'lotus'], now)).toBe(6);
    expect(await seedDemoContracts(t.test.db, ['aurora', 'lotus'], now)).toBe(0);
    const rows = await t.test.db.query<{ brand_id: string; kind: string; status: string }>(
      `select m.brand_id, c.kind, c.status from agent_contracts c
         join merchants m on m.id = c.merchant_id
        where c.upline_id is null order by m.brand_id, c.kind`,
    );
    expect(rows).toEqual([
      { brand_id: 'aurora', kind: 'DAILY_SALARY', status: 'SIGNED' },
      { brand_id: 'aurora', kind: 'DIVIDEND', status: 'SIGNED' },
      { brand_id: 'aurora', kind: 'HOURLY_SALARY', status: 'SIGNED' },
      { brand_id: 'aurora', kind: 'REALTIME_SALARY', status: 'SIGNED' },
      { brand_id: 'lotus', kind: 'DIVIDEND', status: 'SIGNED' },
      { brand_id: 'lotus', kind: 'REALTIME_SALARY', status: 'SIGNED' },
    ]);
  });
});
