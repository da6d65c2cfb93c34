import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleNode } from '../../../contract/modules.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { mobileOf } from './mobile.ts';
import {
  newClientId,
  openIdentityApp,
  valueOf,
  type IdentityApp,
} from '../session/identity-testing.ts';

// Registrations hash at the production scrypt cost (N = 2^17): one hash per success.
describe.each(testDatabaseKinds())('registration on %s', (kind) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  let mobileSeq = 0;
  const newMobile = () => `09${String(++mobileSeq).padStart(8, '0')}`;

  /** A body that passes aurora's settings; overrides replace fields (undefined removes one). */
  const body = async (overrides: Record<string, unknown> = {}, brand = 'aurora') => {
    const clientId = newClientId();
    const full: Record<string, unknown> = {
      username: `user${String(++mobileSeq).padStart(4, '0')}`,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: newMobile(),
      clientId,
      captcha: await t.captcha(clientId, brand),
      slider: await t.slider(brand, clientId),
      domain: `${brand}.localhost`,
      registerMethod: 'WEB',
      login: true,
      ...overrides,
    };
    return Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined));
  };
  const register = async (overrides: Record<string, unknown> = {}, brand = 'aurora') =>
    t.call('PUT', '/wps/member/register', await body(overrides, brand), { brand });
  const registerMobile = async (overrides: Record<string, unknown> = {}, brand = 'aurora') =>
    t.call(
      'PUT',
      '/wps/member/register/mobile',
      await body({ username: undefined, ...overrides }, brand),
      { brand },
    );

  const counts = async () => ({
    members: await t.count('members'),
    sessions: await t.count('sessions'),
  });
  const withModule = async (brand: string, modId: string, enabled: '0' | '1') => {
    const { settings } = await t.merchant(brand);
    const flip = (nodes: ModuleNode[]): ModuleNode[] =>
      nodes.map((node) => ({
        ...node,
        ...(node.modId === modId ? { enabled } : {}),
        ...(node.childrenNodes ? { childrenNodes: flip(node.childrenNodes) } : {}),
      }));
    await t.setSettings(brand, ['modules'], flip(settings.modules));
    return () => t.setSettings(brand, ['modules'], settings.modules);
  };

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
    const info = await t.call('GET', '/wps/member/info', {}, { token: result.token });
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
    const login = await t.call('POST', '/wps/session/login', {
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
    const notJson = await t.request('/wps/member/register', {
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
    const answers = await Promise.all(bodies.map((b) => t.call('PUT', '/wps/member/register', b)));
    expect(answers.map((a) => (a.body.success ? 'ok' : a.body.code)).sort()).toEqual([
      'ACCOUNT_TAKEN',
      'ok',
    ]);
  });

  it('refuses username registration where USERNAMEREG is off', async () => {
    const restore = await withModule('lotus', 'USERNAMEREG', '0');
    try {
      const before = await counts();
      const answer = await register({ payeeName: 'Lo Tus', mobileNum: '0912345678' }, 'lotus');
      expect(answer).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
      expect(await counts()).toEqual(before);
    } finally {
      await restore();
    }
  });

  it('registers by mobile with the SMS code from the outbox; the mobile is the account', async () => {
    const mobileNum = newMobile();
    const before = await counts();
    const missing = await registerMobile({ mobileNum });
    expect(missing.body.code).toBe('CODE_MISSING');
    await t.smsCode(mobileNum, 'register');
    const wrong = await registerMobile({ mobileNum, verificationCode: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CODE_INVALID' } });
    expect(await counts()).toEqual(before);

    await t.test.db.query('delete from limit_hits');
    const code = await t.smsCode(mobileNum, 'register');
    const result = valueOf<LoginResult>(
      await registerMobile({ mobileNum, verificationCode: code }),
    );
    expect(result).toMatchObject({ account: mobileNum, firstTimeLogin: true });

    const password = await t.call('POST', '/wps/session/login', {
      type: 'username',
      username: mobileNum,
      password: 'Passw0rd',
      clientId: newClientId(),
      slider: await t.slider(),
    });
    expect(valueOf<LoginResult>(password).account).toBe(mobileNum);
  });

  it('registers by mobile without a password when MOBILEREGPWD is off; such a member logs in by SMS', async () => {
    const restore = await withModule('aurora', 'MOBILEREGPWD', '0');
    try {
      const mobileNum = newMobile();
      const code = await t.smsCode(mobileNum, 'register');
      const answer = await registerMobile({
        mobileNum,
        verificationCode: code,
        password: '',
        confirmPassword: '',
      });
      expect(valueOf<LoginResult>(answer).account).toBe(mobileNum);
      const [row] = await t.test.db.query<{ password_hash: string | null }>(
        'select password_hash from members where mobile = $1',
        [mobileOf((await t.merchant('aurora')).settings, mobileNum)],
      );
      expect(row?.password_hash).toBeNull();
      const login = await t.call('POST', '/wps/session/login', {
        type: 'username',
        username: mobileNum,
        password: 'Passw0rd',
        clientId: newClientId(),
        slider: await t.slider(),
      });
      expect(login.body.code).toBe('BAD_CREDENTIALS');
      const sms = await t.call('POST', '/wps/session/login', {
        type: 'sms',
        mobileNum,
        code: await t.smsCode(mobileNum, 'login'),
        clientId: newClientId(),
      });
      expect(valueOf<LoginResult>(sms)).toMatchObject({
        account: mobileNum,
        firstTimeLogin: false,
      });
    } finally {
      await restore();
    }
  });

  it('refuses mobile registration where MOBILEREG is off and a taken mobile', async () => {
    const restore = await withModule('aurora', 'MOBILEREG', '0');
    try {
      const answer = await registerMobile({ verificationCode: '123456' });
      expect(answer).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
    } finally {
      await restore();
    }
    valueOf(await register({ mobileNum: '0911111111' }));
    const taken = await registerMobile({ mobileNum: '0911111111', verificationCode: '123456' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'MOBILE_TAKEN' } });
  });

  it('answers the register settings, the module tree and the affiliate check of each merchant', async () => {
    const settings = valueOf<{ fields: Record<string, unknown>; rules: Record<string, unknown> }>(
      await t.call('GET', '/wps/system/setting/register'),
    );
    expect(settings.fields['mobileNum']).toEqual({ enabled: true, required: true });
    expect(settings.rules['username']).toMatchObject({ patternId: 1, minLength: 6 });

    const lotusMenu = valueOf<ModuleNode[]>(
      await t.call('GET', '/wps/system/whitelabel', {}, { brand: 'lotus' }),
    );
    expect(lotusMenu.find((node) => node.modId === 'FREEPLAY')?.enabled).toBe('0');

    const check = (code: string, brand = 'aurora') =>
      t.call('GET', '/wps/agent/affiliate', { code, domain: `${brand}.localhost` }, { brand });
    expect(valueOf(await check('aurora1'))).toEqual({ accepted: true });
    expect(valueOf(await check('LOTUS1', 'lotus'))).toEqual({ accepted: true });
    expect((await check('LOTUS1')).body.code).toBe('INVITATION_CODE_INVALID');
    expect((await check('')).body.code).toBe('BAD_REQUEST');
  });
});
