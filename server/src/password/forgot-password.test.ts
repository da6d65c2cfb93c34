import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { hashPassword, setPasswordCostForTests } from '../member/password.ts';
import { openIdentityApp, type IdentityApp } from '../../testing/identity.ts';
import { SANDBOX_EMAIL_PATH } from './password-routes.ts';
import { passwordMailsSettled, RESET_FAILURES_PER_IP_HOUR } from './password-service.ts';
import { resetPassword } from '../../../contract/password.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('forgot password and reset limits on %s', (kind) => {
  let t: IdentityApp;
  let seq = 0;

  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await passwordMailsSettled();
    await t.dispose();
  });

  const member = async () => {
    seq += 1;
    const account = `fg${kind.slice(0, 2)}${seq}`;
    const email = `${account}@example.com`;
    await insertMember(t.test.db, {
      merchantId: (await t.merchant('aurora')).id,
      account,
      nickname: account,
      email,
      passwordHash: await hashPassword('Secret123'),
      role: 0,
    });
    return { account, email };
  };

  /** The statements a forgot-password request runs before its answer, and after it. */
  const traced = async (fields: Record<string, string>, ip: string) => {
    const seen: string[] = [];
    const original = t.test.db.query.bind(t.test.db);
    const spy = vi.spyOn(t.test.db, 'query').mockImplementation(((
      sql: string,
      params?: readonly unknown[],
    ) => {
      seen.push(sql.replace(/\s+/g, ' ').trim());
      return original(sql, params);
    }) as typeof t.test.db.query);
    try {
      const res = await t.request(
        '/wps/member/password/email',
        {
          method: 'POST',
          headers: { Merchant: 'AURORA01', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        },
        ip,
      );
      const before = [...seen];
      const body: unknown = await res.json();
      await passwordMailsSettled();
      // The limiter's sweep of expired rows runs on a random hit, in either branch alike.
      const work = (list: string[]) => list.filter((sql) => !sql.includes('expires_at <'));
      return { body, before: work(before), after: work(seen.slice(before.length)) };
    } finally {
      spy.mockRestore();
    }
  };

  it('does the same work before answering whether or not the account exists', async () => {
    const m = await member();
    const known = await traced({ username: m.account, email: m.email }, '198.51.100.61');
    const unknown = await traced({ username: 'nobody77', email: m.email }, '198.51.100.62');
    expect(known.body).toEqual({ success: true, value: { sent: true } });
    expect(unknown.body).toEqual(known.body);
    // Same statements, and none of them looks at members: the answer cannot depend on them.
    expect(unknown.before).toEqual(known.before);
    expect(known.before.join('\n')).not.toMatch(/members/);
    // The lookup and the mail happen after the answer, only the known pair gets a link.
    expect(known.after.join('\n')).toMatch(/from members/);
    expect(unknown.after.join('\n')).toMatch(/from members/);
    const res = await t.request(`${SANDBOX_EMAIL_PATH}?to=${m.email}&brand=aurora`);
    expect(((await res.json()) as { value: unknown[] }).value).toHaveLength(1);
  });

  it('refuses resets from one address after 20 bad links at once, and only there', async () => {
    const reset = (token: string) =>
      t.call(
        resetPassword,
        { token, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
        { ip: '203.0.113.120' },
      );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => reset(`${'B'.repeat(40)}${String(i).padStart(3, '0')}`)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(RESET_FAILURES_PER_IP_HOUR);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(
      40 - RESET_FAILURES_PER_IP_HOUR,
    );
    // Another address is not concerned.
    const elsewhere = await t.call(
      resetPassword,
      { token: 'C'.repeat(43), newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { ip: '203.0.113.121' },
    );
    expect(elsewhere.body.code).toBe('CODE_INVALID');
  });
});
