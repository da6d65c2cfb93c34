import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaImage, captchaQuestion, sandboxCaptchaAnswer } from '../../../contract/captcha.ts';
import { login as loginEndpoint, type LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { hashPassword } from '../member/password.ts';
import { LOGIN_RULES } from '../session/login-failures.ts';
import { newClientId, openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { unchecked } from '../../testing/test-client.ts';
import { issueCaptchaQuestion } from './captcha-question.ts';
import { checkImageCaptcha, issueImageCaptcha } from './captcha-service.ts';

describe.each(testDatabaseKinds())('the image captcha beside the slider on %s', (kind) => {
  let t: IdentityApp;
  const PASSWORD = 'Secret123';
  let merchantId: number;

  beforeAll(async () => {
    t = await openIdentityApp(kind);
    const aurora = await t.merchant('aurora');
    merchantId = aurora.id;
    await insertMember(t.test.db, {
      merchantId,
      account: 'erin001',
      nickname: 'erin001',
      mobile: '0855555555',
      passwordHash: await hashPassword(PASSWORD),
      role: 0,
    });
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** Attempts recorded against the hard login limits. */
  const recorded = async () => {
    const [row] = await t.test.db.query<{ n: number }>(
      `select coalesce(sum(hits), 0)::int as n from limit_hits where rule = any($1)`,
      [[LOGIN_RULES.pair.name, LOGIN_RULES.address.name, LOGIN_RULES.account.name]],
    );
    return row?.n ?? 0;
  };
  const login = (body: Record<string, unknown>) =>
    t.call(loginEndpoint, unchecked({ type: 'username', username: 'erin001', ...body }));
  /** A person takes a second before asking for a new picture; the test says so. */
  const secondLater = () => t.test.db.query(`delete from limit_hits where rule = 'captcha:client'`);

  it('keeps a solved slider when the captcha was mistyped, and records the attempt first', async () => {
    const clientId = newClientId();
    for (let i = 1; i <= 3; i++) {
      await login({ password: `Wrong000${i}`, clientId, slider: await t.slider() });
    }
    const slider = await t.slider('aurora', clientId);
    await t.captcha(clientId);
    const before = await recorded();
    const wrong = await login({ password: PASSWORD, clientId, slider, captcha: 'WXYZ' });
    expect(wrong.body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      value: { captcha: true, failed: 'captcha' },
    });
    // The limit that guards the captcha recorded this attempt before the captcha was read.
    expect(await recorded()).toBeGreaterThan(before);

    // A refreshed picture and the same slider token: the second try gets in.
    await secondLater();
    const text = await t.captcha(clientId);
    const ok = await login({
      password: PASSWORD,
      clientId,
      slider,
      captcha: ` ${text} `.toLowerCase(),
    });
    expect(valueOf<LoginResult>(ok).account).toBe('erin001');
    // The slider token was used up by that success.
    expect((await login({ password: PASSWORD, clientId, slider })).body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      value: { failed: 'slider' },
    });
  });

  it('records nothing for a refused slider token', async () => {
    const before = await recorded();
    const refused = await login({ password: PASSWORD, clientId: newClientId(), slider: 'nope' });
    expect(refused.body).toMatchObject({ code: 'CAPTCHA_FAILED', value: { failed: 'slider' } });
    expect(await recorded()).toBe(before);
  });

  it('gives a new secret on refresh and forgets the old one', async () => {
    const clientId = newClientId();
    const now = Date.now();
    await issueImageCaptcha(t.test.db, merchantId, clientId, undefined, { text: 'HK4W', now });
    await issueImageCaptcha(t.test.db, merchantId, clientId, undefined, {
      text: 'TR7M',
      now: now + 2000,
    });
    expect(
      await checkImageCaptcha(t.test.db, merchantId, clientId, 'HK4W', { now: now + 2001 }),
    ).toBe(false);
    await issueImageCaptcha(t.test.db, merchantId, clientId, undefined, {
      text: 'TR7M',
      now: now + 4000,
    });
    expect(
      await checkImageCaptcha(t.test.db, merchantId, clientId, 'tr 7m', { now: now + 4001 }),
    ).toBe(true);
  });

  it('offers a text question in place of the picture, checked and limited the same way', async () => {
    const clientId = newClientId();
    const image = await t.call(captchaImage, { clientId });
    expect(image.status).toBe(200);
    // Sharing the picture's limit: not within the same second.
    expect((await t.call(captchaQuestion, { clientId })).status).toBe(429);
    await secondLater();
    const { a, b } = valueOf<{ a: number; b: number }>(await t.call(captchaQuestion, { clientId }));
    expect(a + b).toBeGreaterThanOrEqual(4);
    // The question replaced the picture: its text no longer answers, the sum does, once.
    const answer = valueOf<string | null>(
      await t.call(sandboxCaptchaAnswer, { clientId, brand: 'aurora' }),
    );
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    expect(await checkImageCaptcha(t.test.db, merchantId, clientId, answer ?? '')).toBe(false);
    const ask = (now: number) =>
      issueCaptchaQuestion(t.test.db, merchantId, clientId, undefined, {
        now,
        question: { a: 3, b: 4 },
      });
    await ask(Date.now() + 5000);
    expect(await checkImageCaptcha(t.test.db, merchantId, clientId, ' 7 ')).toBe(true);
    // One guess per question, as per picture.
    await ask(Date.now() + 7000);
    expect(await checkImageCaptcha(t.test.db, merchantId, clientId, '8')).toBe(false);
    expect(await checkImageCaptcha(t.test.db, merchantId, clientId, '7')).toBe(false);
  });

  it('lets the sandbox read the latest answer, which then passes', async () => {
    const clientId = newClientId();
    await t.call(captchaImage, { clientId });
    const answer = valueOf<string | null>(
      await t.call(sandboxCaptchaAnswer, { clientId, brand: 'aurora' }),
    );
    expect(await checkImageCaptcha(t.test.db, merchantId, clientId, answer ?? '')).toBe(true);
  });
});

describe.each(testDatabaseKinds())('a server without sandbox mode on %s', (kind) => {
  it('has no captcha answer reader', async () => {
    const t = await openTestApp(kind, { sandbox: false });
    try {
      const res = await t.app.request(
        '/wps/sandbox/captcha?clientId=abcdefghijklmnop&brand=aurora',
      );
      expect(res.status).toBe(404);
    } finally {
      await t.dispose();
    }
    // A second app with its own migrated database: slow on a busy machine.
  }, 180_000);
});
