import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { CallContext } from '../http/register-endpoint.ts';
import { DEFAULT_DEMO_AGENT_PASSWORD, DEMO_AGENT_ACCOUNT } from '../member/demo-agents.ts';
import { insertMember } from '../member/member-store.ts';
import { hashPassword, setPasswordCostForTests } from '../member/password.ts';
import { authenticate } from '../session/authenticate.ts';
import {
  newClientId,
  openIdentityApp,
  valueOf,
  type IdentityApp,
} from '../session/identity-testing.ts';
import { FORGOT_PER_IP_HOUR, passwordMailsSettled } from './password-service.ts';
import { passwordRoutes, SANDBOX_EMAIL_PATH } from './password-routes.ts';

// Hashing is not what these tests are about: a low scrypt cost keeps them fast.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('password calls on %s', (kind) => {
  let t: IdentityApp;
  const PASSWORD = 'Secret123';
  let seq = 0;

  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** A fresh aurora member with a password and an email. */
  const member = async () => {
    seq += 1;
    const account = `pw${kind.slice(0, 2)}${String(seq).padStart(4, '0')}`;
    const email = `${account}@example.com`;
    const aurora = await t.merchant('aurora');
    const created = await insertMember(t.test.db, {
      merchantId: aurora.id,
      account,
      nickname: account,
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: 0,
    });
    return { account, email, id: created.id };
  };

  const login = async (username: string, password: string, ip?: string) =>
    t.call(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password, clientId: newClientId(), slider: await t.slider() },
      { ip },
    );
  const tokenOf = async (username: string, password = PASSWORD) =>
    valueOf<LoginResult>(await login(username, password)).token;
  const change = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/wps/member/password', body, { token });
  const info = (token: string) => t.call('GET', '/wps/member/info', {}, { token });
  const hashOf = async (id: number) => {
    const [row] = await t.test.db.query<{ password_hash: string }>(
      'select password_hash from members where id = $1',
      [id],
    );
    return row?.password_hash;
  };

  /** Forgot password as the runtime sends it: form-encoded. */
  const forgot = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await t.request(
      '/wps/member/password/email',
      {
        method: 'POST',
        headers: {
          Merchant: 'AURORA01',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      },
      headers['x-test-ip'] ?? '203.0.113.7',
    );
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string } };
  };
  const outbox = async (to: string) => {
    await passwordMailsSettled(); // mails go out after the answer
    const res = await t.request(`${SANDBOX_EMAIL_PATH}?to=${encodeURIComponent(to)}&brand=aurora`);
    const body = (await res.json()) as { value: { link: string | null; text: string }[] };
    return body.value;
  };
  const linkToken = (link: string | null | undefined) =>
    new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const reset = (body: Record<string, unknown>, ip?: string) =>
    t.call('POST', '/wps/member/password/reset', body, { ip });

  describe('change password', () => {
    it('refuses a wrong old password with BAD_CREDENTIALS and changes nothing', async () => {
      const m = await member();
      const token = await tokenOf(m.account);
      const before = await hashOf(m.id);
      const answer = await change(token, {
        oldPassword: 'Wrong1234',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_CREDENTIALS' });
      expect(await hashOf(m.id)).toBe(before);
    });

    it('checks the new password against the merchant rule, the confirmation and reuse', async () => {
      const m = await member();
      const token = await tokenOf(m.account);
      const before = await hashOf(m.id);
      const rule = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'short',
        confirmNewPassword: 'short',
      });
      expect(rule.body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        value: { field: 'newPassword', problem: { kind: 'pattern', patternId: 5 } },
      });
      const mismatch = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh12345',
      });
      expect(mismatch.body).toMatchObject({
        code: 'BAD_REQUEST',
        value: { field: 'confirmNewPassword', problem: { kind: 'mismatch' } },
      });
      const reused = await change(token, {
        oldPassword: PASSWORD,
        newPassword: PASSWORD,
        confirmNewPassword: PASSWORD,
      });
      expect(reused.body).toMatchObject({
        code: 'BAD_REQUEST',
        value: { field: 'newPassword', problem: { kind: 'reused' } },
      });
      const empty = await change(token, {
        oldPassword: '',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(empty.body).toMatchObject({ value: { field: 'oldPassword' } });
      expect(await hashOf(m.id)).toBe(before);
    });

    it('sets the new password and ends the member’s other sessions, not this one', async () => {
      const m = await member();
      const other = await tokenOf(m.account);
      const token = await tokenOf(m.account);
      const answer = await change(token, {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer.body).toEqual({ success: true, value: null });
      expect((await info(token)).body.success).toBe(true);
      expect((await info(other)).body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      expect((await login(m.account, PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
      expect((await login(m.account, 'Fresh1234')).body.success).toBe(true);
    });

    it('needs a token', async () => {
      const answer = await t.call('POST', '/wps/member/password', {
        oldPassword: PASSWORD,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      });
      expect(answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    });
  });

  describe('the forced change of the known default password', () => {
    it('lets the session call only changePassword, logout and memberInfo until changed', async () => {
      const result = valueOf<LoginResult>(
        await login(DEMO_AGENT_ACCOUNT, DEFAULT_DEMO_AGENT_PASSWORD),
      );
      expect(result.passwordExpired).toBe(true);
      const aurora = await t.merchant('aurora');
      const callOf = (token: string) =>
        ({
          c: { req: { header: () => `Bearer ${token}` } },
          db: t.test.db,
          merchant: aurora,
          clientIp: undefined,
        }) as unknown as CallContext;
      const other = { id: 'someMemberCall' } as AnyEndpoint;
      await expect(authenticate(callOf(result.token), other)).rejects.toMatchObject({
        code: 'OPERATION_NOT_ALLOWED',
        message: 'Please change your password first.',
      });
      expect((await info(result.token)).body.success).toBe(true);

      const changed = await change(result.token, {
        oldPassword: DEFAULT_DEMO_AGENT_PASSWORD,
        newPassword: 'Agent4567',
        confirmNewPassword: 'Agent4567',
      });
      expect(changed.body.success).toBe(true);
      await expect(authenticate(callOf(result.token), other)).resolves.toBeUndefined();
      const again = valueOf<LoginResult>(await login(DEMO_AGENT_ACCOUNT, 'Agent4567'));
      expect(again.passwordExpired).toBe(false);
      const [row] = await t.test.db.query<{ password_is_default: boolean }>(
        'select password_is_default from members where account = $1 and merchant_id = $2',
        [DEMO_AGENT_ACCOUNT, aurora.id],
      );
      expect(row?.password_is_default).toBe(false);
    });
  });

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
