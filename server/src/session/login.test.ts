import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { DEFAULT_DEMO_AGENT_PASSWORD } from '../member/demo-agents.ts';
import { insertMember } from '../member/member-store.ts';
import { hit, type LimitRule } from '../limits/limiter.ts';
import { hashPassword, passwordStats } from '../member/password.ts';
import { newClientId, openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { LOGIN_LIMITS, LOGIN_RULES, ipKey } from './login-failures.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import { memberInfo } from '../../../contract/member.ts';
import { refusalOf, unchecked } from '../../testing/test-client.ts';

// These tests hash and check passwords at the production scrypt cost (N = 2^17).
describe.each(testDatabaseKinds())('login on %s', (kind) => {
  let t: IdentityApp;
  const PASSWORD = 'Secret123';

  beforeAll(async () => {
    t = await openIdentityApp(kind);
    const aurora = await t.merchant('aurora');
    const passwordHash = await hashPassword(PASSWORD);
    for (const [account, mobile] of [
      ['alice01', '0811111111'],
      ['bob0001', '0822222222'],
      ['carol01', '0833333333'],
      ['dave001', '0844444444'],
    ] as const) {
      await insertMember(t.test.db, {
        merchantId: aurora.id,
        account,
        nickname: account,
        mobile,
        passwordHash,
        role: 0,
      });
    }
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** Attempts recorded against the hard login limits (a success takes its own back). */
  const recorded = async () => {
    const [row] = await t.test.db.query<{ n: number }>(
      `select coalesce(sum(hits), 0)::int as n from limit_hits where rule = any($1)`,
      [[LOGIN_RULES.pair.name, LOGIN_RULES.address.name, LOGIN_RULES.account.name]],
    );
    return row?.n ?? 0;
  };
  /** Failures recorded earlier by someone else, as a burst would leave them. */
  const fill = async (rule: LimitRule, key: string, n: number) => {
    const aurora = await t.merchant('aurora');
    for (let i = 0; i < n; i++) await hit(t.test.db, aurora.id, rule, key);
  };

  /** A login whose slider was solved by the client that sends it (`extra` may replace either). */
  const login = async (
    username: string,
    password: string,
    extra: Record<string, unknown> = {},
    options: { ip?: string; brand?: string } = {},
  ) => {
    const clientId = typeof extra['clientId'] === 'string' ? extra['clientId'] : newClientId();
    const slider = await t.slider(options.brand, clientId);
    const body = { type: 'username', username, password, clientId, slider, ...extra };
    return t.call(loginEndpoint, unchecked(body), options);
  };

  it('logs in by account name in any case and by mobile, with a new token every time', async () => {
    const first = valueOf<LoginResult>(await login('ALICE01', PASSWORD));
    expect(first).toMatchObject({
      account: 'alice01',
      nickname: 'alice01',
      isAgent: 0,
      toUpline: false,
      memberLabel: [],
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = valueOf<LoginResult>(await login('0811111111', PASSWORD));
    expect(second.account).toBe('alice01');
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
    // Both sessions are live and only their hashes are stored.
    for (const token of [first.token, second.token]) {
      expect((await t.call(memberInfo, {}, { token })).status).toBe(200);
    }
    const stored = await t.test.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.map((row) => row.token_hash)).not.toContain(first.token);
    const [member] = await t.test.db.query<{ last_login_ip: string }>(
      "select last_login_ip from members where account = 'alice01'",
    );
    expect(member?.last_login_ip).toBe('198.51.100.10');
  });

  it('answers an unknown account exactly as a wrong password, after running scrypt for it too', async () => {
    const before = passwordStats.scryptRuns;
    const wrong = await login('alice01', 'Wrong1234');
    expect(passwordStats.scryptRuns).toBe(before + 1);
    const unknown = await login('nobody99', 'Wrong1234');
    expect(passwordStats.scryptRuns).toBe(before + 2);
    expect(wrong).toEqual({
      status: 401,
      body: { success: false, code: 'BAD_CREDENTIALS', message: 'Incorrect account or password.' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a missing, made-up or reused slider token with CAPTCHA_FAILED, counting no failure', async () => {
    const failures = await recorded();
    const noSlider = await login('bob0001', PASSWORD, { slider: '' });
    expect(noSlider).toMatchObject({ status: 400, body: { code: 'CAPTCHA_FAILED' } });
    const madeUp = await login('bob0001', PASSWORD, { slider: 'x'.repeat(43) });
    expect(madeUp.body.code).toBe('CAPTCHA_FAILED');
    const clientId = newClientId();
    const slider = await t.slider(undefined, clientId);
    const once = await login('bob0001', PASSWORD, { clientId, slider });
    expect(valueOf<LoginResult>(once).account).toBe('bob0001');
    expect((await login('bob0001', PASSWORD, { clientId, slider })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
    expect(await recorded()).toBe(failures);
  });

  it('asks for the image captcha after three wrong passwords and then insists on it', async () => {
    const clientId = newClientId();
    const attempt = (password: string, extra: Record<string, unknown> = {}) =>
      login('carol01', password, { clientId, ...extra });
    expect((await attempt('Wrong0001')).body).not.toHaveProperty('value');
    expect((await attempt('Wrong0002')).body).not.toHaveProperty('value');
    expect((await attempt('Wrong0003')).body).toMatchObject({
      code: 'BAD_CREDENTIALS',
      value: { captcha: true },
    });
    // The right password without the captcha, or with a wrong one, is not even checked.
    const scrypts = passwordStats.scryptRuns;
    expect((await attempt(PASSWORD)).body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      value: { captcha: true },
    });
    await t.captcha(clientId);
    expect((await attempt(PASSWORD, { captcha: 'ZZZZ' })).body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      value: { captcha: true },
    });
    expect(passwordStats.scryptRuns).toBe(scrypts);
    // Another browser tab is asked too: the count is per account as well as per client.
    expect((await login('carol01', PASSWORD)).body.code).toBe('CAPTCHA_FAILED');

    // A person takes a second before asking for a new picture; the test says so.
    await t.test.db.query(`delete from limit_hits where rule = 'captcha:client'`);
    const text = await t.captcha(clientId);
    const ok = valueOf<LoginResult>(await attempt(PASSWORD, { captcha: text.toLowerCase() }));
    expect(ok.account).toBe('carol01');
    // Success cleared the account's count: no captcha next time.
    expect(valueOf<LoginResult>(await login('carol01', PASSWORD)).account).toBe('carol01');
  });

  it('locks an account at one address after ten wrong passwords, even the right one, not elsewhere', async () => {
    // A new tab each time (one captcha per tab a second); the account's count asks for it.
    const tab = async () => {
      const clientId = newClientId();
      return { clientId, captcha: await t.captcha(clientId) };
    };
    for (let i = 1; i <= LOGIN_LIMITS.pairMaxFailures; i++) {
      const answer = await login('dave001', `Wrong${i}xx`, await tab());
      expect(answer.body.code, `attempt ${i}`).toBe('BAD_CREDENTIALS');
    }
    const scrypts = passwordStats.scryptRuns;
    const locked = await login('dave001', PASSWORD, await tab());
    expect(locked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((refusalOf(locked).value as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    // By mobile too: the count belongs to the member, not to what was typed.
    expect((await login('0844444444', PASSWORD)).body.code).toBe('TOO_MANY_REQUESTS');
    expect(passwordStats.scryptRuns).toBe(scrypts);

    // The owner elsewhere passes the captcha the failures now ask for, and is let in.
    const fromHome = await login('dave001', PASSWORD, await tab(), { ip: '198.51.100.44' });
    expect(fromHome.body.success).toBe(true);
    // Fifteen minutes later the first address may try again.
    await t.test.db.query(`update limit_hits set bucket = bucket - 1000 where rule = $1`, [
      LOGIN_RULES.pair.name,
    ]);
    expect((await login('dave001', PASSWORD)).body.success).toBe(true);
  }, 240_000);

  it('locks an account tried from many addresses at 100 failures an hour, unknown names alike', async () => {
    await fill(LOGIN_RULES.account, 'name:ghost01', LOGIN_LIMITS.accountMaxFailures);
    expect((await login('Ghost01', 'Whatever1')).body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits failures per IP across accounts and lets other addresses in', async () => {
    await fill(LOGIN_RULES.address, '203.0.113.7', LOGIN_LIMITS.ipMaxFailures);
    const blocked = await login('alice01', PASSWORD, {}, { ip: '203.0.113.7' });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    const elsewhere = await login('alice01', PASSWORD, {}, { ip: '203.0.113.8' });
    // Past the limit; the address is new to alice, so aurora asks for a second factor (§4).
    expect(valueOf<{ secondFactor: unknown }>(elsewhere).secondFactor).toBeDefined();

    // IPv6: the whole /64 counts as one address.
    await t.test.db.query(
      `update limit_hits set key = $1 where rule = $2 and key = '203.0.113.7'`,
      [ipKey('2001:db8:1:2::1'), LOGIN_RULES.address.name],
    );
    const sameNet = await login('alice01', PASSWORD, {}, { ip: '2001:db8:1:2::99' });
    expect(sameNet.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('makes the demo agent change its known default password, and an old one with FORCEPWDCHANGE', async () => {
    const agent = valueOf<LoginResult>(await login('agent01', DEFAULT_DEMO_AGENT_PASSWORD));
    expect(agent).toMatchObject({ isAgent: 1, firstTimeLogin: true, passwordExpired: true });

    await t.test.db.query(
      "update members set password_changed_at = now() - interval '91 days' where account = 'bob0001'",
    );
    expect(valueOf<LoginResult>(await login('bob0001', PASSWORD)).passwordExpired).toBe(true);
    const { settings } = await t.merchant('aurora');
    const modules = settings.modules.map((node) =>
      node.modId === 'FORCEPWDCHANGE' ? { ...node, enabled: '0' } : node,
    );
    await t.setSettings('aurora', ['modules'], modules);
    try {
      expect(valueOf<LoginResult>(await login('bob0001', PASSWORD)).passwordExpired).toBe(false);
    } finally {
      await t.setSettings('aurora', ['modules'], settings.modules);
    }
  });

  it('does not let an account of one merchant log in at another', async () => {
    const answer = await login('alice01', PASSWORD, {}, { brand: 'lotus' });
    expect(answer.body.code).toBe('BAD_CREDENTIALS');
  });

  it('answers BAD_REQUEST, never a 500, for malformed logins, and records nothing', async () => {
    const failures = await recorded();
    const clientId = newClientId();
    for (const body of [
      {},
      { type: 'username' },
      { type: 'username', username: '', password: 'x', clientId, slider: 's' },
      { type: 'username', username: 'alice01', password: '', clientId, slider: 's' },
      { type: 'username', username: 'alice01', password: 'x', clientId: 'short', slider: 's' },
      { type: 'username', username: 'a'.repeat(65), password: 'x', clientId, slider: 's' },
      { type: 'username', username: 'alice01', password: 'x'.repeat(129), clientId, slider: 's' },
      { type: 'sms', mobileNum: '0811111111', code: '12345', clientId },
      { type: 'firebase', token: 'x', clientId },
      { type: 'username', username: 42, password: 'x', clientId, slider: 's' },
    ]) {
      const answer = await t.call(loginEndpoint, unchecked(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(await recorded()).toBe(failures);
  });

  it('logs in by mobile and SMS code, without the password checks', async () => {
    const code = await t.smsCode('0811111111', 'login');
    const answer = await t.call(loginEndpoint, {
      type: 'sms',
      mobileNum: '0811111111',
      code,
      clientId: newClientId(),
    });
    expect(valueOf<LoginResult>(answer)).toMatchObject({
      account: 'alice01',
      passwordExpired: false,
    });
    // The code was used up.
    const again = await t.call(loginEndpoint, {
      type: 'sms',
      mobileNum: '0811111111',
      code,
      clientId: newClientId(),
    });
    expect(again.body.code).toBe('CODE_INVALID');
  });

  it('answers CODE_INVALID for a wrong code and for a mobile that is not registered alike', async () => {
    await t.smsCode('0822222222', 'login');
    const sms = (mobileNum: string) =>
      t.call(loginEndpoint, {
        type: 'sms',
        mobileNum,
        code: '000000',
        clientId: newClientId(),
      });
    const wrong = await sms('0822222222');
    const unknown = await sms('0899999999');
    expect(wrong).toEqual({
      status: 400,
      body: { success: false, code: 'CODE_INVALID', message: 'Invalid verification code.' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses SMS login where the merchant turned it off', async () => {
    await t.setSettings('lotus', ['modules'], [{ modId: 'SMSLOGIN', enabled: '0' }]);
    const answer = await t.call(
      loginEndpoint,
      { type: 'sms', mobileNum: '0811111111', code: '123456', clientId: newClientId() },
      { brand: 'lotus' },
    );
    expect(answer).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
  });
});
