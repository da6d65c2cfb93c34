import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { newClientId, useIdentityApp, valueOf } from '../../testing/identity.ts';
import { registrationFixture } from '../../testing/register.ts';
import { memberInfo, register as registerEndpoint } from '../../../contract/member.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';

// Registrations hash at the production scrypt cost (N = 2^17): one hash per success.
describe.each(testDatabaseKinds())('registration on %s', (kind) => {
  const t = useIdentityApp(kind);

  const { body, register, counts } = registrationFixture(() => t);

  it('registers by username, logs the new member in and makes the agent of the code its upline', async () => {
    const answer = await register({
      username: 'Newbie01',
      affiliateCode: 'aurora1',
      email: 'newbie@example.com',
      payeeName: 'New Bie',
      whatsapp: '66812345678',
      qqNum: '12345',
    });
    const result = valueOf<LoginResult>(answer);
    expect(result).toMatchObject({
      account: 'Newbie01',
      nickname: 'Newbie01',
      isAgent: 0,
      toUpline: true,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await t.call(memberInfo, {}, { token: result.token });
    expect(valueOf(info)).toMatchObject({ account: 'Newbie01', type: 0, sumBalance: 0 });

    const [row] = await t.test.db.query<Record<string, unknown>>(
      `select m.password_hash, m.email, m.payee_name, m.contacts, m.referral_code,
              m.first_login_at, u.account as upline
         from members m join members u on u.id = m.upline_id where m.account = 'Newbie01'`,
    );
    expect(row).toMatchObject({
      email: 'newbie@example.com',
      payee_name: 'New Bie',
      // qqNum is off for aurora: ignored, not stored.
      contacts: { whatsapp: '66812345678' },
      referral_code: 'aurora1',
      upline: 'agent01',
    });
    expect(row?.['password_hash']).toMatch(
      /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/,
    );
    expect(row?.['first_login_at']).not.toBeNull();

    // The password works for a later login.
    const login = await t.call(loginEndpoint, {
      type: 'username',
      username: 'newbie01',
      password: 'Passw0rd',
      clientId: newClientId(),
      slider: await t.slider(),
    });
    expect(valueOf<LoginResult>(login)).toMatchObject({
      account: 'Newbie01',
      firstTimeLogin: false,
    });
  });

  it('answers the first field problem in form order, with field and problem, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, Record<string, unknown>][] = [
      [{ username: '', password: '' }, 'username', { kind: 'required' }],
      [{ username: '1abcdefg' }, 'username', { kind: 'pattern', patternId: 1, min: 6, max: 16 }],
      [{ username: 'abc' }, 'username', { kind: 'pattern', patternId: 1 }],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', { patternId: 5 }],
      [{ confirmPassword: '' }, 'confirmPassword', { kind: 'required' }],
      [{ confirmPassword: 'Passw0rdX' }, 'confirmPassword', { kind: 'mismatch' }],
      [{ payeeName: 'J' }, 'payeeName', { kind: 'pattern', patternId: 12 }],
      [{ mobileNum: '' }, 'mobileNum', { kind: 'required' }],
      [{ mobileNum: '08-12ab-5678' }, 'mobileNum', { kind: 'pattern', patternId: 6 }],
      [{ email: 'not-an-email' }, 'email', { kind: 'pattern', patternId: 3 }],
      [{ whatsapp: '12' }, 'whatsapp', { kind: 'pattern', patternId: 6 }],
      [{ affiliateCode: 'ab!' }, 'affiliateCode', { kind: 'pattern', patternId: 4 }],
      [{ affiliateCode: undefined, referralCode: 'x' }, 'affiliateCode', { kind: 'pattern' }],
      [{ captcha: '' }, 'captcha', { kind: 'required' }],
    ];
    for (const [overrides, field, problem] of cases) {
      const answer = await register(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: expect.any(String),
        value: { field, problem },
      });
    }
    expect((await register({ confirmPassword: 'nope' })).body.message).toBe(
      'The two passwords are inconsistent.',
    );
    expect(await counts()).toEqual(before);
  });

  it('answers BAD_REQUEST, never a 500, for payloads outside the contract', async () => {
    const before = await counts();
    for (const overrides of [
      { slider: undefined },
      { clientId: 'short' },
      { registerMethod: 'APP' },
      { login: false },
      { username: 'x'.repeat(65) },
      { password: 42 },
      { referralCode: 'x'.repeat(33) },
      { domain: undefined },
    ]) {
      const answer = await register(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    const notJson = await t.request(registerEndpoint.path, {
      method: 'PUT',
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(notJson.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing or used slider token and a wrong image captcha with CAPTCHA_FAILED', async () => {
    const before = await counts();
    expect((await register({ slider: '' })).body.code).toBe('CAPTCHA_FAILED');
    expect((await register({ captcha: 'WRONG' })).body.code).toBe('CAPTCHA_FAILED');
    const clientId = newClientId();
    const slider = await t.slider('aurora', clientId);
    const captcha = await t.captcha(clientId);
    expect(
      (await register({ slider, clientId, captcha, username: 'Taken01x', affiliateCode: 'NOPE99' }))
        .body.code,
    ).toBe('INVITATION_CODE_INVALID');
    // Used up: the slider refuses before the (also used) captcha is looked at.
    expect((await register({ slider, clientId })).body.code).toBe('CAPTCHA_FAILED');
    // A fresh token from another client id than the one that solved it is refused too.
    expect((await register({ slider: await t.slider('aurora', newClientId()) })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
    expect(await counts()).toEqual(before);
  });

  it('takes the upline only from an agent of this merchant, by affiliate field or referral code', async () => {
    const before = await counts();
    const aurora = await t.merchant('aurora');
    await t.test.db.query(
      `insert into members (merchant_id, account, nickname, role, affiliate_code)
       values ($1, 'player99', 'player99', 0, 'PLAYER9')`,
      [aurora.id],
    );
    const members = before.members + 1;
    for (const code of ['NOPE1234', 'PLAYER9', 'LOTUS1']) {
      const answer = await register({ affiliateCode: code });
      expect(answer, code).toMatchObject({
        status: 400,
        body: { code: 'INVITATION_CODE_INVALID', message: 'The invitation code is wrong.' },
      });
    }
    expect((await register({ referralCode: 'NOPE1234' })).body.code).toBe(
      'INVITATION_CODE_INVALID',
    );
    expect(await counts()).toEqual({ ...before, members });

    // The address's referral code counts even where the affiliate field is off.
    const { settings } = await t.merchant('aurora');
    await t.setSettings('aurora', ['register', 'fields', 'affiliateCode'], {
      enabled: false,
      required: false,
    });
    try {
      const answer = await register({ referralCode: 'AURORA1', affiliateCode: 'IGNORED1' });
      expect(valueOf<LoginResult>(answer).toUpline).toBe(true);
    } finally {
      await t.setSettings('aurora', ['register'], settings.register);
    }
  });

  it('answers ACCOUNT_TAKEN for a name in any case and MOBILE_TAKEN for a used mobile', async () => {
    valueOf(await register({ username: 'Twice001', mobileNum: '0987654321' }));
    const before = await counts();
    const sameName = await register({ username: 'TWICE001' });
    expect(sameName).toMatchObject({ status: 409, body: { code: 'ACCOUNT_TAKEN' } });
    const sameMobile = await register({ mobileNum: '0987654321' });
    expect(sameMobile).toMatchObject({ status: 409, body: { code: 'MOBILE_TAKEN' } });
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two simultaneous registrations of a name through', async () => {
    const bodies = await Promise.all([
      body({ username: 'Racer001' }),
      body({ username: 'racer001' }),
    ]);
    const answers = await Promise.all(bodies.map((b) => t.call(registerEndpoint, b)));
    expect(answers.map((a) => (a.body.success ? 'ok' : a.body.code)).sort()).toEqual([
      'ACCOUNT_TAKEN',
      'ok',
    ]);
  });

  it('refuses username registration where USERNAMEREG is off', async () => {
    const restore = await t.withModule('lotus', 'USERNAMEREG', '0');
    try {
      const before = await counts();
      const answer = await register({ payeeName: 'Lo Tus', mobileNum: '0912345678' }, 'lotus');
      expect(answer).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
      expect(await counts()).toEqual(before);
    } finally {
      await restore();
    }
  });
});
