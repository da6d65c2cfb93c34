import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import type { AppEnv } from '../http/app-env.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { useIdentityApp } from '../../testing/identity.ts';
import { passwordFixture } from '../../testing/password.ts';

import { FORGOT_PER_IP_HOUR } from './password-service.ts';
import { passwordRoutes, SANDBOX_EMAIL_PATH } from './password-routes.ts';

// Hashing is not what these tests are about: a low scrypt cost keeps them fast.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('forgot password and reset on %s', (kind) => {
  const t = useIdentityApp(kind);
  const { member, login, tokenOf, info, hashOf, forgot, outbox, linkToken, reset } =
    passwordFixture(() => t);
  describe('forgot password and the reset link', () => {
    it('answers the same for an unknown pair and mails nothing', async () => {
      const m = await member();
      const known = await forgot({ username: m.account, email: 'someone@example.com' });
      const unknown = await forgot({ username: 'nobody999', email: 'nobody@example.com' });
      expect(known).toEqual({ status: 200, body: { success: true, value: { sent: true } } });
      expect(unknown).toEqual(known);
      expect(await outbox('someone@example.com')).toEqual([]);
      expect(await outbox('nobody@example.com')).toEqual([]);
    });

    it('mails a single-use link on the site origin; the reset ends every session', async () => {
      const m = await member();
      const session = await tokenOf(m.account);
      const sent = await forgot({ username: m.account.toUpperCase(), email: m.email });
      expect(sent.body).toMatchObject({ success: true });
      const [mail] = await outbox(m.email);
      expect(mail?.link).toMatch(/^http:\/\/aurora\.localhost\/resetPassword\?token=[\w-]{43}$/);
      const token = linkToken(mail?.link);

      const refused = await reset({ token, newPassword: 'abc', confirmNewPassword: 'abc' });
      expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'newPassword' } });
      const mismatch = await reset({
        token,
        newPassword: 'Reset1234',
        confirmNewPassword: 'Reset12345',
      });
      expect(mismatch.body).toMatchObject({ value: { problem: { kind: 'mismatch' } } });

      const done = await reset({
        token,
        newPassword: 'Reset1234',
        confirmNewPassword: 'Reset1234',
      });
      expect(done.body).toEqual({ success: true, value: { account: m.account } });
      expect((await info(session)).body.code).toBe('NOT_LOGGED_IN');
      expect((await login(m.account, 'Reset1234')).body.success).toBe(true);

      const twice = await reset({
        token,
        newPassword: 'Other1234',
        confirmNewPassword: 'Other1234',
      });
      expect(twice.body).toMatchObject({ success: false, code: 'CODE_INVALID' });
      expect((await login(m.account, 'Reset1234')).body.success).toBe(true);
    });

    it('refuses a link older than 30 minutes', async () => {
      const m = await member();
      await forgot({ username: m.account, email: m.email });
      const token = linkToken((await outbox(m.email))[0]?.link);
      await t.test.db.query(
        `update password_reset_tokens set expires_at = now() - interval '1 second'
          where member_id = $1`,
        [m.id],
      );
      const before = await hashOf(m.id);
      const late = await reset({
        token,
        newPassword: 'Late12345',
        confirmNewPassword: 'Late12345',
      });
      expect(late.body).toMatchObject({ success: false, code: 'CODE_EXPIRED' });
      expect(await hashOf(m.id)).toBe(before);
    });

    it('never links to a host that is not the merchant’s own', async () => {
      const m = await member();
      await forgot({ username: m.account, email: m.email }, { Host: 'evil.example' });
      const [mail] = await outbox(m.email);
      expect(mail?.link).not.toContain('evil.example');
    });

    it('limits forgot-password requests per IP', async () => {
      const ip = '203.0.113.99';
      for (let i = 0; i < FORGOT_PER_IP_HOUR; i += 1) {
        const ok = await forgot({ username: `x${i}`, email: 'x@example.com' }, { 'x-test-ip': ip });
        expect(ok.body.success).toBe(true);
      }
      const limited = await forgot({ username: 'x', email: 'x@example.com' }, { 'x-test-ip': ip });
      expect(limited).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    });

    it('mails one account at most three times an hour, still answering sent', async () => {
      const m = await member();
      for (let i = 0; i < 5; i += 1) {
        const ip = `198.51.100.${50 + i}`;
        const answer = await forgot({ username: m.account, email: m.email }, { 'x-test-ip': ip });
        expect(answer.body.success).toBe(true);
      }
      expect(await outbox(m.email)).toHaveLength(3);
    });
  });

  it('answers bad inputs with an envelope, never a 500, and changes nothing', async () => {
    const m = await member();
    const token = await tokenOf(m.account);
    const before = await hashOf(m.id);
    const bodies: unknown[] = [
      {},
      { oldPassword: 1, newPassword: 2, confirmNewPassword: 3 },
      { oldPassword: 'x'.repeat(500), newPassword: 'a', confirmNewPassword: 'a' },
      [],
      'text',
      null,
    ];
    for (const body of bodies) {
      for (const [path, auth] of [
        ['/wps/member/password', token],
        ['/wps/member/password/reset', undefined],
        ['/wps/member/password/email', undefined],
      ] as const) {
        const res = await t.request(path, {
          method: 'POST',
          headers: {
            Merchant: 'AURORA01',
            'Content-Type': 'application/json',
            ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        expect(res.status).toBeLessThan(500);
        expect(((await res.json()) as { success: boolean }).success).toBe(false);
      }
    }
    const wrongToken = await reset({
      token: 'A'.repeat(43),
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(wrongToken.body).toMatchObject({ success: false, code: 'CODE_INVALID' });
    const badEmail = await forgot({ username: m.account, email: 'not-an-email' });
    expect(badEmail.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await hashOf(m.id)).toBe(before);
  });
});

describe('the sandbox email outbox route', () => {
  const mounted = (kind: string) => {
    const app = new Hono<AppEnv>();
    passwordRoutes({ provider: { kind, send: () => Promise.resolve() } })(app);
    return app.routes.some((route) => route.path === SANDBOX_EMAIL_PATH);
  };
  it('exists only while the sandbox provider is the email provider', () => {
    expect(mounted('sandbox')).toBe(true);
    expect(mounted('smtp')).toBe(false);
  });
});
