import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { newClientId, useIdentityApp, valueOf } from '../../testing/identity.ts';
import { readSandboxOutbox } from '../verification/sms-provider.ts';
import { requestSmsCode } from '../verification/sms-service.ts';
import { findMemberByMobile, mobileTaken } from './member-store.ts';
import { mobileOf, parseMobile, type NumberingPlan } from './mobile.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import { registerMobile } from '../../../contract/member.ts';

const VIETNAM: NumberingPlan = { callingCode: '84', trunkPrefix: '0' };
const NO_COUNTRY: NumberingPlan = { callingCode: undefined, trunkPrefix: '0' };

describe('reading a typed mobile number', () => {
  it('reads every spelling of a Vietnamese number as one E.164 number', () => {
    for (const typed of [
      '0912345678',
      '0912 345 678',
      '091-234-5678',
      '+84912345678',
      '+84 (0) 912 345 678',
      '0084912345678',
      '０９１２３４５６７８',
    ]) {
      expect(parseMobile(typed, VIETNAM), typed).toEqual({
        mobile: '+84912345678',
        local: '0912345678',
      });
    }
  });

  it('keeps a number of another country in that country, 00 being the international prefix', () => {
    expect(parseMobile('+63 917 123 4567', VIETNAM)).toEqual({
      mobile: '+639171234567',
      local: '00639171234567',
    });
    // 00912… dials +91 (India): another number than 0912….
    expect(parseMobile('00912345678', VIETNAM)?.mobile).toBe('+912345678');
  });

  it('refuses what cannot be a number', () => {
    for (const typed of ['', '12ab5678', '+0912345678', '+1234567890123456', '091', '+84', '0']) {
      expect(parseMobile(typed, VIETNAM), typed).toBeUndefined();
    }
  });

  it('keeps national digits as typed for a merchant without a country', () => {
    expect(parseMobile('0912 345 678', NO_COUNTRY)?.mobile).toBe('0912345678');
    expect(parseMobile('+84912345678', NO_COUNTRY)?.mobile).toBe('+84912345678');
  });
});

describe.each(testDatabaseKinds())('one number in three spellings on %s', (kind) => {
  const t = useIdentityApp(kind);

  it('answers PHONE_MISSING and PHONE_INVALID, checking the merchant rule on the local form', async () => {
    const { settings } = await t.merchant('lotus');
    expect(() => mobileOf(settings, ' ')).toThrow(
      expect.objectContaining({ code: 'PHONE_MISSING' }),
    );
    expect(() => mobileOf(settings, 'call me')).toThrow(
      expect.objectContaining({ code: 'PHONE_INVALID' }),
    );
    // lotus accepts 0 and 9 to 10 digits: a US number is not one of its numbers.
    expect(() => mobileOf(settings, '+1 212 555 0100')).toThrow(
      expect.objectContaining({ code: 'PHONE_INVALID' }),
    );
    expect(mobileOf(settings, '+84 912 345 678')).toBe('+84912345678');
  });

  it('counts 0912…, +84912… and 0084912… as one number for the SMS limits and the outbox', async () => {
    const lotus = await t.merchant('lotus');
    const send = (mobile: string) =>
      requestSmsCode(t.test.db, lotus, {
        mobile,
        clientId: newClientId(),
        purpose: 'register',
        ip: undefined,
      });
    await send('0912 000 111');
    for (const other of ['+84912000111', '0084912000111']) {
      await expect(send(other), other).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
    const outbox = await readSandboxOutbox(
      t.test.db,
      lotus.id,
      mobileOf(lotus.settings, '0912000111'),
    );
    expect(outbox.map((message) => message.mobile)).toEqual(['+84912000111']);
  });

  it('registers with one spelling and logs in by SMS with another, as the same member', async () => {
    const clientId = newClientId();
    const code = await t.smsCode('0912000222', 'register', 'lotus');
    const registered = valueOf<LoginResult>(
      await t.call(
        registerMobile,
        {
          mobileNum: '+84 912 000 222',
          payeeName: 'Nguyen Van A',
          password: 'Passw0rd',
          confirmPassword: 'Passw0rd',
          verificationCode: code,
          clientId,
          captcha: await t.captcha(clientId, 'lotus'),
          slider: await t.slider('lotus', clientId),
          domain: 'lotus.localhost',
          registerMethod: 'WEB',
          login: true,
        },
        { brand: 'lotus' },
      ),
    );
    // The account is the number as a local dials it; the stored mobile is E.164.
    expect(registered.account).toBe('0912000222');
    const [row] = await t.test.db.query<{ mobile: string }>(
      'select mobile from members where account = $1',
      [registered.account],
    );
    expect(row?.mobile).toBe('+84912000222');

    const login = await t.call(
      loginEndpoint,
      {
        type: 'sms',
        mobileNum: '0084912000222',
        code: await t.smsCode('+84912000222', 'login', 'lotus'),
        clientId: newClientId(),
      },
      { brand: 'lotus' },
    );
    expect(valueOf<LoginResult>(login).account).toBe('0912000222');

    // A password login naming the number finds the member in any spelling too.
    const byPassword = await t.call(
      loginEndpoint,
      {
        type: 'username',
        username: '+84912000222',
        password: 'Passw0rd',
        clientId: newClientId(),
        slider: await t.slider('lotus'),
      },
      { brand: 'lotus' },
    );
    expect(valueOf<LoginResult>(byPassword).account).toBe('0912000222');
  });

  it('finds a member stored before numbers were normalised by any spelling', async () => {
    const lotus = await t.merchant('lotus');
    await t.test.db.query(
      `insert into members (merchant_id, account, nickname, mobile) values ($1, 'legacy1', 'legacy1', '0912000333')`,
      [lotus.id],
    );
    for (const typed of ['0912000333', '+84912000333', '0084912000333']) {
      const mobile = mobileOf(lotus.settings, typed);
      expect((await findMemberByMobile(t.test.db, lotus, mobile))?.account, typed).toBe('legacy1');
      expect(await mobileTaken(t.test.db, lotus, mobile), typed).toBe(true);
    }
  });
});
