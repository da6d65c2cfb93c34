import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { mobileOf } from '../member/mobile.ts';
import { hashPassword } from '../member/password.ts';
import { newClientId, openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { readSandboxOutbox } from '../verification/sms-provider.ts';
import { totpCode } from './totp.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import { memberInfo } from '../../../contract/member.ts';
import {
  secondFactorSms,
  secondFactorVerify,
  totpConfirm,
  totpSetup,
} from '../../../contract/second-factor.ts';
import { unchecked } from '../../testing/test-client.ts';

const HOME = '198.51.100.10';
const AWAY = '203.0.113.7';
const PASSWORD = 'Secret123';

interface Challenge {
  secondFactor: { ticket: string; methods: string[] };
}

describe.each(testDatabaseKinds())('second factor on %s', (kind) => {
  let t: IdentityApp;
  let mobileSeq = 0;

  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** A member with a mobile, logged in once from HOME (so HOME is known). */
  const newMember = async (brand = 'aurora', extra: { email?: string } = {}) => {
    mobileSeq += 1;
    const account = `sf${kind.slice(0, 2)}${String(mobileSeq).padStart(4, '0')}`;
    const mobile = `0877${kind === 'pglite' ? '1' : '2'}${String(mobileSeq).padStart(5, '0')}`;
    await insertMember(t.test.db, {
      merchantId: (await t.merchant(brand)).id,
      account,
      nickname: account,
      mobile,
      passwordHash: await hashPassword(PASSWORD),
      role: 0,
    });
    if (extra.email) {
      await t.test.db.query('update members set email = $1 where account = $2', [
        extra.email,
        account,
      ]);
    }
    const first = valueOf<LoginResult>(await login(account, HOME, brand));
    return { account, mobile, token: first.token };
  };

  const login = async (account: string, ip: string, brand = 'aurora', clientId = newClientId()) =>
    t.call(
      loginEndpoint,
      {
        type: 'username',
        username: account,
        password: PASSWORD,
        clientId,
        slider: await t.slider(brand, clientId),
      },
      { ip, brand },
    );

  const verify = (body: Record<string, unknown>, ip = AWAY) =>
    t.call(secondFactorVerify, unchecked(body), { ip });

  const challenge = async (account: string, ip = AWAY) => {
    const clientId = newClientId();
    const value = valueOf<Challenge>(await login(account, ip, 'aurora', clientId));
    return { clientId, ticket: value.secondFactor.ticket, methods: value.secondFactor.methods };
  };

  const bindTotp = async (token: string) => {
    const setup = valueOf<{ secret: string; otpauthUrl: string }>(
      await t.call(totpSetup, {}, { token, ip: HOME }),
    );
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    // Asking again before binding shows the same key, so a reopened dialog cannot undo the app.
    const again = await t.call(totpSetup, {}, { token, ip: HOME });
    expect(valueOf<{ secret: string }>(again).secret).toBe(setup.secret);
    const wrong = await t.call(totpConfirm, { code: '000000' }, { token });
    if (totpCode(setup.secret) !== '000000') expect(wrong.body.code).toBe('CODE_INVALID');
    // The code that binds, kept: a test that must show it spent reuses it rather than asking
    // the clock again, which may have stepped on by then on a slow machine.
    const code = totpCode(setup.secret);
    const confirm = await t.call(totpConfirm, { code }, { token });
    expect(valueOf(confirm)).toEqual({ bound: true });
    return { secret: setup.secret, code };
  };

  it('logs in straight from a known IP, and asks an unknown one for a second factor', async () => {
    const { account } = await newMember();
    const again = valueOf<LoginResult>(await login(account, HOME));
    expect(again.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await t.count('sessions');
    const { ticket, methods } = await challenge(account);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(methods).toEqual(['sms']);
    expect(await t.count('sessions')).toBe(sessions);
    const stored = await t.test.db.query<{ ticket_hash: string }>(
      'select ticket_hash from second_factor_tickets',
    );
    expect(stored.map((row) => row.ticket_hash)).not.toContain(ticket);
  });

  it('binds an authenticator, refuses a second setup, and accepts a TOTP once', async () => {
    const { account, token } = await newMember();
    const { secret, code } = await bindTotp(token);
    expect((await t.call(totpSetup, {}, { token })).body.code).toBe('OPERATION_NOT_ALLOWED');
    const first = await challenge(account);
    expect(first.methods).toEqual(['totp', 'sms']);
    // The code used to bind is spent: the next step's code (within the window) is needed.
    const spent = await verify({ ...first, method: 'totp', value: code });
    expect(spent.body).toMatchObject({
      success: false,
      code: 'CODE_INVALID',
      value: { attemptsLeft: 4 },
    });
    const next = totpCode(secret, Date.now() + 30_000);
    const done = valueOf<LoginResult>(await verify({ ...first, method: 'totp', value: next }));
    expect(done).toMatchObject({ account, passwordExpired: false });
    expect((await t.call(memberInfo, {}, { token: done.token })).status).toBe(200);
    // Single use.
    const reused = await verify({ ...first, method: 'totp', value: next });
    expect(reused.body.code).toBe('CODE_EXPIRED');
    // The IP is now known: straight in.
    expect(valueOf<LoginResult>(await login(account, AWAY)).token).toBeDefined();
    // A replayed code on a new ticket from yet another IP is refused.
    const other = await challenge(account, '192.0.2.55');
    const replay = await verify({ ...other, method: 'totp', value: next }, '192.0.2.55');
    expect(replay.body.code).toBe('CODE_INVALID');
  });

  it('burns a ticket after five wrong answers, and refuses other clients, IPs and late answers', async () => {
    const { account } = await newMember();
    const c = await challenge(account);
    expect(
      (await verify({ ...c, clientId: newClientId(), method: 'sms', value: '123456' })).body.code,
    ).toBe('CODE_EXPIRED');
    expect((await verify({ ...c, method: 'sms', value: '123456' }, '192.0.2.1')).body.code).toBe(
      'CODE_EXPIRED',
    );
    for (let left = 4; left >= 0; left -= 1) {
      const wrong = await verify({ ...c, method: 'sms', value: '999999' });
      expect(wrong.body).toMatchObject({ code: 'CODE_INVALID', value: { attemptsLeft: left } });
    }
    expect((await verify({ ...c, method: 'sms', value: '999999' })).body.code).toBe('CODE_EXPIRED');

    const late = await challenge(account);
    await t.test.db.query(
      "update second_factor_tickets set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await verify({ ...late, method: 'sms', value: '123456' })).body.code).toBe(
      'CODE_EXPIRED',
    );
  });

  it('sends an SMS code through the outbox and logs in with it', async () => {
    const { account, mobile } = await newMember();
    const c = await challenge(account);
    const sent = await t.call(
      secondFactorSms,
      { ticket: c.ticket, clientId: c.clientId },
      { ip: AWAY },
    );
    expect(sent.body.success).toBe(true);
    const aurora = await t.merchant('aurora');
    const [message] = await readSandboxOutbox(
      t.test.db,
      aurora.id,
      mobileOf(aurora.settings, mobile),
      1,
    );
    expect(message?.code).toMatch(/^[0-9]{6}$/);
    const done = valueOf<LoginResult>(
      await verify({ ...c, method: 'sms', value: message?.code ?? '' }),
    );
    expect(done.account).toBe(account);
  });

  it('offers only what the merchant enables and the member can use', async () => {
    // lotus has no second factor: an unknown IP logs straight in.
    const lotus = await newMember('lotus');
    expect(valueOf<LoginResult>(await login(lotus.account, AWAY, 'lotus')).token).toBeDefined();
    // A member without a mobile or authenticator has no usable method: logs straight in.
    const { account } = await newMember();
    await t.test.db.query('update members set mobile = null where account = $1', [account]);
    expect(valueOf<LoginResult>(await login(account, AWAY)).token).toBeDefined();
    // A method the ticket does not offer is refused.
    const other = await newMember();
    const c = await challenge(other.account);
    expect((await verify({ ...c, method: 'email', value: 'a@b.co' })).body.code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
  });

  it('counts IPv6 addresses by /64', async () => {
    const { account } = await newMember();
    await t.test.db.query(
      `insert into member_known_ips (member_id, ip_key)
       select id, '20010db800010002/64' from members where account = $1`,
      [account],
    );
    expect(valueOf<LoginResult>(await login(account, '2001:db8:1:2::99')).token).toBeDefined();
    expect(valueOf<Challenge>(await login(account, '2001:db8:1:3::1')).secondFactor).toBeDefined();
  });

  it('answers bad input with an envelope, never a 500', async () => {
    const { account } = await newMember();
    const c = await challenge(account);
    for (const body of [
      {},
      { ...c, method: 'sms' },
      { ...c, method: 'carrier-pigeon', value: '123456' },
      { ...c, ticket: 'short', method: 'sms', value: '123456' },
      { ...c, method: 'sms', value: 'x'.repeat(500) },
    ]) {
      const answer = await verify(body);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
    const sms = await t.call(secondFactorSms, unchecked({ ticket: 'x' }), { ip: AWAY });
    expect(sms.status).toBeLessThan(500);
    const confirm = await t.call(totpConfirm, { code: '123456' });
    expect(confirm.body.code).toBe('NOT_LOGGED_IN');
  });
});
