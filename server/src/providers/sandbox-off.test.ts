import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositCreate, depositMethods } from '../../../contract/deposit.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import { forgotPassword } from '../../../contract/password.ts';
import { socialStart } from '../../../contract/social.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import { smsNoLogin, smsRegister } from '../../../contract/verification.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { authenticate } from '../session/authenticate.ts';
import { createSession } from '../session/session-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';

type Body = { success: boolean; code?: string; value?: unknown };

/** Every page and call a sandbox provider adds; none may exist on a server without --sandbox. */
const SANDBOX_ROUTES: [method: string, path: string][] = [
  ['GET', '/wps/sandbox/sms?mobile=0912345678&brand=aurora'],
  ['GET', '/wps/sandbox/email?to=a%40example.com&brand=aurora'],
  ['GET', '/wps/sandbox/social/authorize?provider=google&state=x&redirect_uri=http%3A%2F%2Fa'],
  ['POST', '/wps/sandbox/social/authorize'],
  ['GET', '/wps/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAAAA'],
  ['POST', '/wps/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAAAA'],
  ['POST', '/wps/payment/callback/sandbox'],
];

describe.each(testDatabaseKinds())('a server without sandbox mode on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      sandbox: false,
      hooks: { decryptInput: (payload) => Promise.resolve(payload), authenticate },
    });
    const merchant = await findMerchantByBrand(t.test.db, 'aurora');
    if (!merchant) throw new Error('no aurora');
    const member = await insertMember(t.test.db, {
      merchantId: merchant.id,
      account: 'nosandbox1',
      nickname: 'nosandbox1',
      passwordHash: null,
      role: 0,
    });
    token = await createSession(t.test.db, member, '198.51.100.10');
  });
  afterAll(async () => {
    await t.dispose();
  });

  const send = async (method: string, path: string, body?: unknown, auth = false) => {
    const headers: Record<string, string> = { Merchant: 'AURORA01' };
    if (auth) headers['Authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await t.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  it.each(SANDBOX_ROUTES)('answers %s %s with 404 NOT_FOUND', async (method, path) => {
    const answer = await send(method, path, method === 'POST' ? { outcome: 'PAID' } : undefined);
    expect(answer).toEqual({ status: 404, body: expect.objectContaining({ code: 'NOT_FOUND' }) });
  });

  it('reports sandbox false and every module without a provider off, in status and menu', async () => {
    const status = await send('GET', '/wps/system/status?url=aurora.localhost');
    const info = status.body.value as PermissionInfo;
    expect(info.sandbox).toBe(false);
    const on = enabledModules(info.whitelabel);
    for (const id of [
      MODULE.smsVerify,
      MODULE.smsLogin,
      MODULE.mobileRegister,
      MODULE.googleLogin,
      MODULE.facebookLogin,
      MODULE.deposit,
      MODULE.forgotPassword,
    ]) {
      expect(on.has(id), id).toBe(false);
    }
    // What needs no outside service stays as the merchant set it.
    expect(on.has(MODULE.usernameRegister)).toBe(true);
    expect(on.has(MODULE.freePlay)).toBe(true);
    const menu = await send('GET', '/wps/system/whitelabel');
    expect(enabledModules(menu.body.value as PermissionInfo['whitelabel']).has('SMSLOGIN')).toBe(
      false,
    );
  });

  it('answers OPERATION_NOT_ALLOWED to the SMS, forgot-password, social and deposit calls', async () => {
    const notAllowed = {
      status: 403,
      body: expect.objectContaining({ code: 'OPERATION_NOT_ALLOWED' }),
    };
    const clientId = 'client-nosandbox-0001';
    expect(await send('POST', smsRegister.path, { mobileNo: '0912345678', clientId })).toEqual(
      notAllowed,
    );
    expect(await send('POST', smsNoLogin.path, { mobileNo: '0912345678', clientId })).toEqual(
      notAllowed,
    );
    const forgot = await t.request(forgotPassword.path, {
      method: 'POST',
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=nosandbox1&email=a%40example.com',
    });
    expect(forgot.status).toBe(403);
    expect(await forgot.json()).toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    for (const provider of ['google', 'facebook']) {
      expect(
        await send('POST', socialStart.path, {
          provider,
          clientId,
          returnOrigin: 'https://aurora.example.com',
        }),
      ).toEqual(notAllowed);
    }
    expect(await send('GET', depositMethods.path, undefined, true)).toEqual(notAllowed);
    expect(
      await send(
        'POST',
        depositCreate.path,
        { methodId: 'bank', amount: 10000, idempotencyKey: 'nosandbox-key-00000001' },
        true,
      ),
    ).toEqual(notAllowed);
    const [deposits] = await t.test.db.query<{ n: number }>(
      'select count(*)::int as n from deposits',
    );
    expect(deposits?.n).toBe(0);
  });
});
