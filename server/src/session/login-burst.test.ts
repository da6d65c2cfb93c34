import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { secretChecks } from '../limits/secret-checks.ts';
import { insertMember } from '../member/member-store.ts';
import { hashPassword } from '../member/password.ts';
import {
  newClientId,
  openIdentityApp,
  type Answer,
  type IdentityApp,
} from '../../testing/identity.ts';
import { LOGIN_LIMITS } from './login-failures.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import { unchecked } from '../../testing/test-client.ts';

// Production scrypt cost: the window between recording an attempt and checking its password
// is as wide as it is in production, which is what a burst tries to slip through.
describe.each(testDatabaseKinds())('a burst of logins on %s', (kind) => {
  let t: IdentityApp;
  const PASSWORD = 'Secret123';
  const ATTACKER = '203.0.113.66';
  let seq = 0;

  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });
  // Each burst pays up to ten production-cost scrypts; a loaded two-core machine needs time.
  const SLOW = 300_000;

  const newMember = async () => {
    seq += 1;
    const account = `burst${kind.slice(0, 2)}${seq}`;
    await insertMember(t.test.db, {
      merchantId: (await t.merchant('aurora')).id,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      role: 0,
    });
    return account;
  };

  /** One login as a browser tab would send it; the slider is solved before the burst starts. */
  const prepared = async (username: string, password: string, withCaptcha: boolean) => {
    const clientId = newClientId();
    const slider = await t.slider(undefined, clientId);
    const body = { type: 'username', username, password, clientId, slider };
    const captcha = withCaptcha ? await t.captcha(clientId) : undefined;
    return (ip: string) => t.call(loginEndpoint, unchecked({ ...body, captcha }), { ip });
  };

  /** 40 wrong passwords and the right one as the 21st, all at once from one address. */
  const burst = async (withCaptcha: boolean) => {
    const account = await newMember();
    const calls = [];
    for (let i = 0; i < 41; i++) {
      calls.push(await prepared(account, i === 20 ? PASSWORD : `Wrong${i}xyz`, withCaptcha));
    }
    const before = secretChecks('login-password');
    const answers = await Promise.all(calls.map((call) => call(ATTACKER)));
    return { checked: secretChecks('login-password') - before, answers };
  };

  const codes = (answers: { body: Answer }[]) => {
    const counts = new Map<string, number>();
    for (const { body } of answers) {
      const code = body.success ? 'OK' : (body.code ?? '?');
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    return [...counts].map(([code, n]) => `${n} ${code}`).join(', ');
  };

  it(
    'checks no more passwords than the captcha threshold when the burst cannot solve captchas',
    async () => {
      const { checked, answers } = await burst(false);
      console.log(
        `login burst on ${kind}, no captcha: 40 wrong + 1 right, ${checked} passwords checked ` +
          `(captcha after ${LOGIN_LIMITS.captchaAfter}, limit ${LOGIN_LIMITS.pairMaxFailures}); ${codes(answers)}`,
      );
      expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfter);
    },
    SLOW,
  );

  it(
    'checks no more passwords than the per-address limit when every captcha is solved',
    async () => {
      const { checked, answers } = await burst(true);
      console.log(
        `login burst on ${kind}, captchas solved: 40 wrong + 1 right, ${checked} passwords checked ` +
          `(limit ${LOGIN_LIMITS.pairMaxFailures}); ${codes(answers)}`,
      );
      expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.pairMaxFailures);
    },
    SLOW,
  );

  it(
    'lets the owner in from another address after 200 wrong passwords from one',
    async () => {
      const account = await newMember();
      const calls = [];
      for (let i = 0; i < 200; i++) calls.push(await prepared(account, `Wrong${i}xyz`, true));
      const before = secretChecks('login-password');
      const answers = await Promise.all(calls.map((call) => call(ATTACKER)));
      const checked = secretChecks('login-password') - before;
      console.log(
        `login burst on ${kind}: 200 wrong from one address, ${checked} passwords checked ` +
          `(limit ${LOGIN_LIMITS.pairMaxFailures}); ${codes(answers)}`,
      );
      expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.pairMaxFailures);

      // The owner, elsewhere: the account's failures ask for the captcha, nothing locks it.
      const owner = await prepared(account, PASSWORD, true);
      const answer = await owner('198.51.100.77');
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      const value = answer.body.value as LoginResult | { secondFactor: unknown };
      // The address is new to the member, so aurora may ask for a second factor (spec §4).
      expect('token' in value || 'secondFactor' in value).toBe(true);
    },
    SLOW,
  );
});
