import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleNode } from '../../../contract/modules.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { mobileOf } from './mobile.ts';
import { newClientId, openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { newMobile, registrationFixture } from '../../testing/register.ts';
import { affiliateCheck, registerSettings } from '../../../contract/member.ts';
import { login as loginEndpoint } from '../../../contract/session.ts';
import { whitelabelMenu } from '../../../contract/system.ts';

// Registrations hash at the production scrypt cost (N = 2^17): one hash per success.
describe.each(testDatabaseKinds())(
  'registration by mobile, and the register settings, on %s',
  (kind) => {
    let t: IdentityApp;
    beforeAll(async () => {
      t = await openIdentityApp(kind);
    });
    afterAll(async () => {
      await t.dispose();
    });

    const { register, registerMobile, counts } = registrationFixture(() => t);

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

      const password = await t.call(loginEndpoint, {
        type: 'username',
        username: mobileNum,
        password: 'Passw0rd',
        clientId: newClientId(),
        slider: await t.slider(),
      });
      expect(valueOf<LoginResult>(password).account).toBe(mobileNum);
    });

    it('registers by mobile without a password when MOBILEREGPWD is off; such a member logs in by SMS', async () => {
      const restore = await t.withModule('aurora', 'MOBILEREGPWD', '0');
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
        const login = await t.call(loginEndpoint, {
          type: 'username',
          username: mobileNum,
          password: 'Passw0rd',
          clientId: newClientId(),
          slider: await t.slider(),
        });
        expect(login.body.code).toBe('BAD_CREDENTIALS');
        const sms = await t.call(loginEndpoint, {
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
      const restore = await t.withModule('aurora', 'MOBILEREG', '0');
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
        await t.call(registerSettings),
      );
      expect(settings.fields['mobileNum']).toEqual({ enabled: true, required: true });
      expect(settings.rules['username']).toMatchObject({ patternId: 1, minLength: 6 });

      const lotusMenu = valueOf<ModuleNode[]>(await t.call(whitelabelMenu, {}, { brand: 'lotus' }));
      expect(lotusMenu.find((node) => node.modId === 'FREEPLAY')?.enabled).toBe('0');

      const check = (code: string, brand = 'aurora') =>
        t.call(affiliateCheck, { code, domain: `${brand}.localhost` }, { brand });
      expect(valueOf(await check('aurora1'))).toEqual({ accepted: true });
      expect(valueOf(await check('LOTUS1', 'lotus'))).toEqual({ accepted: true });
      expect((await check('LOTUS1')).body.code).toBe('INVITATION_CODE_INVALID');
      expect((await check('')).body.code).toBe('BAD_REQUEST');
    });
  },
);
