import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import type { Member } from '../member/member-store.ts';
import { insertTestMember } from '../../testing/members.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { FREE_PLAY_NONCE_MINUTES, FREE_PLAY_PER_IP_PER_HOUR } from './free-play.ts';
import { useIdentityApp, valueOf } from '../../testing/identity.ts';
import { SESSION_IDLE_MINUTES } from './session-store.ts';
import { startSession } from './start-session.ts';
import {
  freePlayLogin,
  login as loginEndpoint,
  logout as logoutEndpoint,
} from '../../../contract/session.ts';
import { memberInfo } from '../../../contract/member.ts';
import { unchecked } from '../../testing/test-client.ts';

// Sessions, member info and free play do not depend on the hashing cost (login.test.ts and
// register.test.ts use the production cost); the demo agents seeded here hash cheaply.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  const t = useIdentityApp(kind);
  let member: Member;
  beforeAll(async () => {
    member = await insertTestMember(t, {
      account: 'session01',
      nickname: 'Sess',
      role: 2,
    });
    await t.test.db.query(
      `update members set member_labels = '[{"labelName":"vipcs"}]', club_label = 'Gold'
        where id = $1`,
      [member.id],
    );
  });

  const logIn = async () => {
    const aurora = await t.merchant('aurora');
    return (await startSession(t.test.db, member, aurora, '198.51.100.10', 'password')).token;
  };
  const info = (token?: string, brand?: string) => t.call(memberInfo, {}, { token, brand });
  const notLoggedIn = {
    status: 401,
    body: { success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in.' },
  };

  it('answers member info for a live token', async () => {
    const token = await logIn();
    expect(valueOf(await info(token))).toEqual({
      id: String(member.id),
      account: 'session01',
      nickname: 'Sess',
      type: 2,
      toUpline: false,
      clubLabel: { labelName: 'Gold' },
      memberLabel: [{ labelName: 'vipcs' }],
      sumBalance: 0,
    });
  });

  it('refuses a missing, malformed, unknown or other-merchant token with NOT_LOGGED_IN', async () => {
    expect(await info()).toEqual(notLoggedIn);
    expect(await info('not a token')).toEqual(notLoggedIn);
    expect(await info('A'.repeat(43))).toEqual(notLoggedIn);
    const token = await logIn();
    expect(await info(token, 'lotus')).toEqual(notLoggedIn);
    const res = await t.request('/wps/member/info', {
      headers: { Merchant: 'AURORA01', Authorization: token },
    });
    expect(res.status).toBe(401);
    const lower = await t.request('/wps/member/info', {
      headers: { Merchant: 'AURORA01', Authorization: `bearer ${token}` },
    });
    expect(lower.status).toBe(200);
  });

  it('revokes the token at logout, and only that token', async () => {
    const [first, second] = [await logIn(), await logIn()];
    const out = await t.call(logoutEndpoint, {}, { token: first });
    expect(out).toEqual({ status: 200, body: { success: true, value: null } });
    expect(await info(first)).toEqual(notLoggedIn);
    expect((await t.call(logoutEndpoint, {}, { token: first })).status).toBe(401);
    expect((await info(second)).status).toBe(200);
  });

  it('ends a session idle for too long and one past its absolute expiry', async () => {
    const [idle, old] = [await logIn(), await logIn()];
    const { hashToken } = await import('./session-store.ts');
    await t.test.db.query(
      `update sessions set last_seen_at = now() - ($2::int + 1) * interval '1 minute'
        where token_hash = $1`,
      [hashToken(idle), SESSION_IDLE_MINUTES],
    );
    await t.test.db.query(
      "update sessions set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashToken(old)],
    );
    expect(await info(idle)).toEqual(notLoggedIn);
    expect(await info(old)).toEqual(notLoggedIn);
  });

  it('keeps an active session alive, writing last_seen_at at most once a minute', async () => {
    const token = await logIn();
    const { hashToken } = await import('./session-store.ts');
    const seen = async () => {
      const [row] = await t.test.db.query<{ last_seen_at: string }>(
        'select last_seen_at from sessions where token_hash = $1',
        [hashToken(token)],
      );
      return Date.parse(row?.last_seen_at ?? '1970-01-01T00:00:00Z');
    };
    await t.test.db.query(
      "update sessions set last_seen_at = now() - interval '30 seconds' where token_hash = $1",
      [hashToken(token)],
    );
    const halfMinute = await seen();
    await info(token);
    expect(await seen()).toBe(halfMinute);
    await t.test.db.query(
      `update sessions set last_seen_at = now() - ($2::int - 1) * interval '1 minute'
        where token_hash = $1`,
      [hashToken(token), SESSION_IDLE_MINUTES],
    );
    expect((await info(token)).status).toBe(200);
    expect(await seen()).toBeGreaterThan(Date.now() - 60_000);
  });

  describe('free play', () => {
    const nonce = (n: number) => `nonce-${kind}-${String(n).padStart(10, '0')}`;
    const freePlay = (n: number, options: { brand?: string; ip?: string } = {}) =>
      t.call(
        freePlayLogin,
        { os: 'Linux', platform: 'W', nonce: nonce(n), gatewayVersion: 3 },
        options,
      );

    it('creates a logged-in demo account (role 4) with no password and the demo credit', async () => {
      const result = valueOf<LoginResult>(await freePlay(1));
      expect(result).toMatchObject({
        isAgent: 4,
        firstTimeLogin: true,
        passwordExpired: false,
        toUpline: false,
      });
      expect(result.account).toMatch(/^demo\d{8}$/);
      // aurora's settings.money.freePlayCredit (wallet/free-play-credit.test.ts tests the rest).
      expect(valueOf(await info(result.token))).toMatchObject({ type: 4, sumBalance: 200_000 });
      const [row] = await t.test.db.query<{ password_hash: string | null }>(
        'select password_hash from members where account = $1',
        [result.account],
      );
      expect(row?.password_hash).toBeNull();
    });

    it('gives the same nonce the same demo account with a new token, another nonce another', async () => {
      const first = valueOf<LoginResult>(await freePlay(2));
      const again = valueOf<LoginResult>(await freePlay(2));
      expect(again.account).toBe(first.account);
      expect(again.token).not.toBe(first.token);
      expect(again.firstTimeLogin).toBe(false);
      const other = valueOf<LoginResult>(await freePlay(3));
      expect(other.account).not.toBe(first.account);

      // Ten minutes later the nonce no longer counts.
      await t.test.db.query(
        `update free_play_nonces set created_at = now() - ($2::int + 1) * interval '1 minute'
          where nonce = $1`,
        [nonce(2), FREE_PLAY_NONCE_MINUTES],
      );
      expect(valueOf<LoginResult>(await freePlay(2)).account).not.toBe(first.account);
    });

    it('answers two simultaneous taps with one demo account', async () => {
      const answers = await Promise.all([freePlay(4), freePlay(4)]);
      const [a, b] = answers.map((answer) => valueOf<LoginResult>(answer));
      expect(a?.account).toBe(b?.account);
    });

    it('limits demo accounts per IP and hour', async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < FREE_PLAY_PER_IP_PER_HOUR; i++) {
        expect((await freePlay(100 + i, { ip })).status).toBe(200);
      }
      const members = await t.count('members');
      expect(await freePlay(200, { ip })).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS' },
      });
      // A repeated nonce is not a new account, so it is still answered.
      expect((await freePlay(100, { ip })).status).toBe(200);
      expect((await freePlay(201, { ip: '192.0.2.78' })).status).toBe(200);
      expect(await t.count('members')).toBe(members + 1);
    });

    it('is refused where FREEPLAY is off, and for malformed taps, writing nothing', async () => {
      const members = await t.count('members');
      expect(await freePlay(300, { brand: 'lotus' })).toMatchObject({
        status: 403,
        body: { code: 'OPERATION_NOT_ALLOWED' },
      });
      for (const body of [
        {},
        { os: 'Linux', platform: 'W', nonce: 'short', gatewayVersion: 3 },
        { os: 'Linux', platform: 'X', nonce: nonce(301), gatewayVersion: 3 },
        { os: 'Linux', platform: 'W', nonce: nonce(302), gatewayVersion: 2 },
      ]) {
        const answer = await t.call(freePlayLogin, unchecked(body));
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('BAD_REQUEST');
      }
      expect(await t.count('members')).toBe(members);
    });

    it('does not let a demo account log in with a password', async () => {
      const demo = valueOf<LoginResult>(await freePlay(400));
      const answer = await t.call(loginEndpoint, {
        type: 'username',
        username: demo.account,
        password: 'anything1',
        clientId: 'client-demo-000000',
        slider: await t.slider('aurora', 'client-demo-000000'),
      });
      expect(answer.body.code).toBe('BAD_CREDENTIALS');
    });
  });
});
