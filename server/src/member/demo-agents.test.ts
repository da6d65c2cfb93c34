import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { startServer } from '../serve.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { API_ONLY_SERVER } from '../../testing/api-server.ts';
import { DEFAULT_DEMO_AGENT_PASSWORD, demoAffiliateCode, seedDemoAgents } from './demo-agents.ts';
import { setPasswordCostForTests, verifyPassword } from './password.ts';

// Seeding logic only: cheap hashes (login.test.ts logs the agent in at production cost).
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('demo agents on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const agents = () =>
    t.test.db.query<{
      brand_id: string;
      account: string;
      role: number;
      affiliate_code: string;
      password_hash: string;
      password_is_default: boolean;
    }>(
      `select b.brand_id, m.account, m.role, m.affiliate_code, m.password_hash,
              m.password_is_default
         from members m join merchants b on b.id = m.merchant_id order by b.brand_id`,
    );

  it('derives the affiliate code from the brand id', () => {
    expect(demoAffiliateCode('aurora')).toBe('AURORA1');
    expect(demoAffiliateCode('lotus')).toBe('LOTUS1');
    expect(demoAffiliateCode('my-very-long-brand')).toBe('MYVERYLONGB1');
  });

  it('gives each merchant agent01 with the default password once, however often it runs', async () => {
    expect(await seedDemoAgents(t.test.db, ['aurora', 'lotus', 'nope'])).toEqual([
      'aurora',
      'lotus',
    ]);
    expect(await seedDemoAgents(t.test.db, ['aurora', 'lotus'])).toEqual([]);
    const rows = await agents();
    expect(rows.map((row) => [row.brand_id, row.account, row.role, row.affiliate_code])).toEqual([
      ['aurora', 'agent01', 1, 'AURORA1'],
      ['lotus', 'agent01', 1, 'LOTUS1'],
    ]);
    expect(rows.every((row) => row.password_is_default)).toBe(true);
    expect(await verifyPassword(DEFAULT_DEMO_AGENT_PASSWORD, rows[0]?.password_hash ?? null)).toBe(
      true,
    );
  });

  it('takes a chosen password, not flagged as the default', async () => {
    await t.test.db.query('delete from members');
    await seedDemoAgents(t.test.db, ['aurora'], { password: 'Chosen123' });
    const [row] = await agents();
    expect(row?.password_is_default).toBe(false);
    expect(await verifyPassword('Chosen123', row?.password_hash ?? null)).toBe(true);
  });
});

describe('demo agents at server start', () => {
  it('are not seeded outside sandbox mode, where a known password would be a takeover', async () => {
    const logs: string[] = [];
    const server = await startServer({
      brandIds: ['aurora'],
      ...API_ONLY_SERVER,
      providerEnv: {},
      log: (line) => logs.push(line),
    });
    try {
      expect(logs.some((line) => line.includes('demo agent'))).toBe(false);
      const res = await fetch(`${server.url}/wps/agent/affiliate?code=AURORA1&domain=x`, {
        headers: { Merchant: 'AURORA01' },
      });
      expect(await res.json()).toMatchObject({ success: false, code: 'INVITATION_CODE_INVALID' });
    } finally {
      await server.close();
    }
  });

  it('are seeded by startServer in sandbox mode, so the affiliate codes answer at once', async () => {
    const logs: string[] = [];
    const server = await startServer({
      brandIds: ['aurora', 'lotus'],
      ...API_ONLY_SERVER,
      sandbox: true,
      providerEnv: {},
      log: (line) => logs.push(line),
    });
    try {
      expect(logs).toContain('Database: demo agent agent01 for aurora, lotus');
      const res = await fetch(`${server.url}/wps/agent/affiliate?code=LOTUS1&domain=x`, {
        headers: { Merchant: 'LOTUSVN' },
      });
      expect(await res.json()).toEqual({ success: true, value: { accepted: true } });
    } finally {
      await server.close();
    }
  });
});
