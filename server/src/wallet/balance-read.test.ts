import { describe, expect, it } from 'vitest';
import { walletBalance, walletTransfer } from '../../../contract/wallet.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { valueOf } from '../../testing/identity.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';

describe.each(testDatabaseKinds())('the balance read on %s', (kind) => {
  const t = useMoneyApp(kind);

  const balance = async (member: TestMember) =>
    valueOf<{ main: number; sum: number; currency: { code: string; minorUnits: number } }>(
      await t.call(walletBalance, {}, { token: member.token, brand: member.brand }),
    );
  const queries = async (call: () => Promise<unknown>) => {
    const db = t.test.db;
    const query = db.query.bind(db);
    let count = 0;
    db.query = (...args: Parameters<typeof query>) => {
      count += 1;
      return query(...args);
    };
    try {
      await call();
    } finally {
      db.query = query;
    }
    return count;
  };

  it('answers what the consolidated funds answer, vendor wallets included in the sum', async () => {
    const member = await t.member();
    await t.fund(member, 5_000);
    valueOf(
      await t.call(
        walletTransfer,
        { from: 'MAIN', to: 'KITE', amount: 1_200, idempotencyKey: newKey() },
        { token: member.token, brand: member.brand },
      ),
    );
    const funds = await t.funds(member);
    expect(funds.main).toBe(3_800);
    expect(await balance(member)).toEqual({
      currency: funds.currency,
      main: funds.main,
      sum: funds.sum,
    });
    expect(funds.sum).toBe(5_000);
  });

  it('answers each member their own balance only', async () => {
    const [rich, poor] = [await t.member(), await t.member()];
    const other = await t.member({ brand: 'lotus' });
    await t.fund(rich, 9_000);
    await t.fund(other, 700);
    expect(await balance(rich)).toMatchObject({ main: 9_000, sum: 9_000 });
    expect(await balance(poor)).toMatchObject({ main: 0, sum: 0 });
    expect(await balance(other)).toMatchObject({ main: 700, sum: 700 });
    expect((await balance(other)).currency.code).not.toBe((await balance(rich)).currency.code);
  });

  it('refuses a call without a live session of this merchant with NOT_LOGGED_IN (401)', async () => {
    const member = await t.member();
    const refused = async (headers: Record<string, string>) => {
      const res = await t.request('/wps/v2/wallets/balance', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    };
    await refused({ Merchant: 'AURORA01' });
    await refused({ Merchant: 'AURORA01', Authorization: 'Bearer nonsense' });
    await refused({ Merchant: 'LOTUSVN', Authorization: `Bearer ${member.token}` });
    await t.test.db.query('update sessions set revoked_at = now() where member_id = $1', [
      member.id,
    ]);
    await refused({ Merchant: 'AURORA01', Authorization: `Bearer ${member.token}` });
  });

  it('costs one round trip to the database once the merchant is known', async () => {
    const member = await t.member();
    await t.fund(member, 10);
    await balance(member);
    expect(await queries(() => balance(member))).toBe(1);
  });
});
