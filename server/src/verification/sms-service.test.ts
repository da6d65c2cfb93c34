import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { mobileOf } from '../member/mobile.ts';
import { consumeSmsCode as consume, smsCheckError, type SmsCodeCheck } from './sms-codes.ts';
import { readSandboxOutbox } from './sms-provider.ts';
import { requestSmsCode, type SmsRequest } from './sms-service.ts';

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

describe.each(testDatabaseKinds())('SMS codes on %s', (kind) => {
  let t: TestApp;
  let aurora: Merchant;
  let n = 0;
  /** A fresh mobile and client per test, so limits of one test do not leak into another. */
  const fresh = () => {
    n++;
    return {
      mobile: `0912${String(n).padStart(6, '0')}`,
      clientId: `client-sms-${String(n).padStart(6, '0')}`,
    };
  };
  const ask = (request: Partial<SmsRequest> & { mobile: string; clientId: string }, now?: number) =>
    requestSmsCode(
      t.test.db,
      aurora,
      { purpose: 'register', ip: undefined, ...request },
      now === undefined ? {} : { now },
    );
  const outbox = (mobile: string) =>
    readSandboxOutbox(t.test.db, aurora.id, mobileOf(aurora.settings, mobile));
  const lastCode = async (mobile: string) => (await outbox(mobile))[0]?.code ?? undefined;
  /** consumeSmsCode for a number as typed, normalised as every caller does. */
  const consumeSmsCode = (
    db: typeof t.test.db,
    merchantId: number,
    mobile: string,
    purpose: 'register' | 'login',
    code: string | undefined,
    options?: { now?: number },
  ): Promise<SmsCodeCheck> =>
    consume(db, merchantId, mobileOf(aurora.settings, mobile), purpose, code, options);

  beforeAll(async () => {
    t = await openTestApp(kind);
    aurora = must(await findMerchantByBrand(t.test.db, 'aurora'));
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('sends a 6-digit code to the outbox that checks once', async () => {
    const { mobile, clientId } = fresh();
    await ask({ mobile, clientId });
    const [message] = await outbox(mobile);
    expect(message).toMatchObject({
      mobile: mobileOf(aurora.settings, mobile),
      purpose: 'register',
    });
    expect(must(message).text).toContain('Aurora');
    expect(must(message).code).toMatch(/^\d{6}$/);
    expect(
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'login', must(must(message).code)),
    ).toBe('invalid');
    expect(
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', must(must(message).code)),
    ).toBe('ok');
    expect(
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', must(must(message).code)),
    ).toBe('invalid');
  });

  it('writes the text in the Language header when it can, English otherwise', async () => {
    const vi = fresh();
    await ask({ ...vi, language: 'VI' });
    expect(must((await outbox(vi.mobile))[0]).text).toMatch(/mã xác minh/);
    const ko = fresh();
    await ask({ ...ko, language: 'KO' });
    expect(must((await outbox(ko.mobile))[0]).text).toMatch(/verification code/);
  });

  it('says missing for no code, and expired after five minutes', async () => {
    const { mobile, clientId } = fresh();
    const now = Date.now();
    await ask({ mobile, clientId }, now);
    const code = await lastCode(mobile);
    expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', '  ')).toBe('missing');
    expect(
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', code, {
        now: now + 5 * 60_000 + 1,
      }),
    ).toBe('expired');
    expect(
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', code, { now: now + 1000 }),
    ).toBe('invalid');
  });

  it('burns the code at the fifth wrong guess', async () => {
    const { mobile, clientId } = fresh();
    await ask({ mobile, clientId });
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', wrong)).toBe('invalid');
    }
    expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', wrong)).toBe('too-many');
    expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', code)).toBe('invalid');
    expect(smsCheckError('too-many')).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(smsCheckError('expired')).toMatchObject({ code: 'CODE_EXPIRED' });
    expect(smsCheckError('ok')).toBeUndefined();
  });

  it('accepts the right code on the fourth guess', async () => {
    const { mobile, clientId } = fresh();
    await ask({ mobile, clientId });
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', wrong);
    expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', code)).toBe('ok');
  });

  it('throttles one client to a send a second, whatever the number', async () => {
    const a = fresh();
    const b = fresh();
    const now = Date.now();
    await ask(a, now);
    await expect(ask({ mobile: b.mobile, clientId: a.clientId }, now + 500)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfter: expect.toSatisfy((wait: number) => wait >= 1 && wait <= 2) as number },
    });
    // The limiter counts in whole seconds: a one-second throttle lasts one to two seconds.
    await ask({ mobile: b.mobile, clientId: a.clientId }, now + 2001);
  });

  it('resends to the same number only after 60 seconds, saying how long to wait', async () => {
    const { mobile, clientId } = fresh();
    const now = Date.now();
    await ask({ mobile, clientId }, now);
    const first = await lastCode(mobile);
    const early = ask({ mobile, clientId: fresh().clientId }, now + 15_000);
    await expect(early).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Counted in six-second steps: the wait said is 45 to 51 seconds, and then it passes.
    const wait = ((await early.catch((e: unknown) => e)) as { value: { retryAfter: number } }).value
      .retryAfter;
    expect(wait).toBeGreaterThanOrEqual(45);
    expect(wait).toBeLessThanOrEqual(51);
    await ask({ mobile, clientId }, now + 15_000 + wait * 1000 + 1);
    const second = await lastCode(mobile);
    expect((await outbox(mobile)).length).toBe(2);
    // The new code replaces the old one.
    if (first !== second) {
      expect(
        await consumeSmsCode(t.test.db, aurora.id, mobile, 'register', first, {
          now: now + 67_000,
        }),
      ).toBe('invalid');
    }
  });

  it('stops a number after five sends in an hour: retry after 5 minutes', async () => {
    const { mobile, clientId } = fresh();
    const now = Date.now();
    for (let i = 0; i < 5; i++) await ask({ mobile, clientId }, now + i * 67_000);
    await expect(ask({ mobile, clientId }, now + 5 * 67_000)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please retry after 5 minutes.',
      value: { retryAfter: 300 },
    });
    // An hour counted in six-minute steps: the first send has surely aged out 66 minutes on.
    await ask({ mobile, clientId }, now + 3960_000 + 1);
  });

  it('caps the sends from one IP in an hour, whatever the numbers', async () => {
    const now = Date.now();
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) await ask({ ...fresh(), ip }, now);
    await expect(ask({ ...fresh(), ip }, now)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfter: 300 },
    });
    await ask({ ...fresh(), ip: '192.0.2.78' }, now);
  });

  it('stops a merchant at its daily quota', async () => {
    const now = Date.now();
    await ask(fresh(), now);
    await expect(
      requestSmsCode(
        t.test.db,
        aurora,
        { purpose: 'register', ip: undefined, ...fresh() },
        { now, dailyQuota: 1 },
      ),
    ).rejects.toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });
  });

  it('refuses a missing or malformed number, and the call when its module is off', async () => {
    await expect(ask({ mobile: '', clientId: fresh().clientId })).rejects.toMatchObject({
      code: 'PHONE_MISSING',
    });
    await expect(ask({ mobile: '12ab5678', clientId: fresh().clientId })).rejects.toMatchObject({
      code: 'PHONE_INVALID',
    });
    await expect(ask({ mobile: '1234', clientId: fresh().clientId })).rejects.toMatchObject({
      code: 'PHONE_INVALID',
    });
    const off: Merchant = {
      ...aurora,
      settings: {
        ...aurora.settings,
        modules: aurora.settings.modules.map((node) => ({ ...node, enabled: '0' as const })),
      },
    };
    for (const purpose of ['register', 'login'] as const) {
      await expect(
        requestSmsCode(t.test.db, off, { ...fresh(), purpose, ip: undefined }),
      ).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    }
  });

  it('sends no login code to a number without an account, yet answers the same', async () => {
    const { mobile, clientId } = fresh();
    await requestSmsCode(t.test.db, aurora, { mobile, clientId, purpose: 'login', ip: undefined });
    expect(await outbox(mobile)).toEqual([]);
    // The limits still count, so they cannot tell the two apart either.
    await expect(
      requestSmsCode(t.test.db, aurora, {
        mobile,
        clientId: fresh().clientId,
        purpose: 'login',
        ip: undefined,
      }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('texts a login code to a member, and only a notice to a number registering twice', async () => {
    const { mobile, clientId } = fresh();
    await t.test.db.query(
      `insert into members (merchant_id, account, nickname, mobile) values ($1, $2, $2, $3)`,
      [aurora.id, `m${mobile}`, mobile],
    );
    await requestSmsCode(t.test.db, aurora, { mobile, clientId, purpose: 'login', ip: undefined });
    const code = await lastCode(mobile);
    expect(await consumeSmsCode(t.test.db, aurora.id, mobile, 'login', code)).toBe('ok');

    await requestSmsCode(
      t.test.db,
      aurora,
      { mobile, clientId, purpose: 'register', ip: undefined },
      { now: Date.now() + 2000 },
    );
    const [notice] = await outbox(mobile);
    expect(notice).toMatchObject({ purpose: 'register', code: null });
    expect(must(notice).text).toMatch(/already has an account/);
  });
});
