import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { refusalOf, unchecked, type Answer } from '../../testing/test-client.ts';
import { sandboxSmsOutbox } from '../../../contract/sandbox.ts';
import { smsNoLogin, smsRegister } from '../../../contract/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { sandboxSmsProvider } from './sms-provider.ts';
import { SANDBOX_OUTBOX_PATH, verificationRoutes } from './verification-routes.ts';

describe.each(testDatabaseKinds())('the SMS calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });
  const outbox = async (mobile: string, brand = 'aurora') =>
    (await t.call(sandboxSmsOutbox, { mobile }, { brand })).body;

  it('sends a register code that the sandbox outbox shows, in the Language asked for', async () => {
    const sent = await t.call(
      smsRegister,
      { mobileNo: '0987000001', clientId: 'sms-route-client-01' },
      { headers: { Language: 'TH' } },
    );
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const read = await outbox('0987000001');
    expect(read).toMatchObject({ success: true });
    const [message] = read.value ?? [];
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.purpose).toBe('register');
    expect(message?.text).toMatch(/รหัสยืนยัน/);
    expect((await outbox('0987000001', 'lotus')).value).toEqual([]);
  });

  it('answers the 60 s resend with TOO_MANY_REQUESTS and the seconds left', async () => {
    await t.call(smsRegister, {
      mobileNo: '0987000002',
      clientId: 'sms-route-client-02',
    });
    const again = await t.call(smsRegister, {
      mobileNo: '0987000002',
      clientId: 'sms-route-client-03',
    });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect((refusalOf(again).value as { retryAfter: number }).retryAfter).toBeGreaterThan(55);
  });

  it('answers PHONE_MISSING and PHONE_INVALID for the mobile of the merchant rule', async () => {
    const missing = await t.call(smsRegister, unchecked({ clientId: 'sms-route-client-04' }));
    expect(missing.body).toMatchObject({ success: false, code: 'PHONE_MISSING' });
    const invalid = await t.call(smsRegister, {
      mobileNo: '+84 12',
      clientId: 'sms-route-client-05',
    });
    expect(invalid.body).toMatchObject({ success: false, code: 'PHONE_INVALID' });
  });

  it('answers login SMS success for an unknown number but delivers nothing', async () => {
    const sent = await t.call(smsNoLogin, {
      mobileNo: '0987000006',
      clientId: 'sms-route-client-06',
    });
    expect(sent.body).toMatchObject({ success: true });
    expect((await outbox('0987000006')).value).toEqual([]);
  });

  it('answers OPERATION_NOT_ALLOWED when the merchant turned SMS login off', async () => {
    await t.setSettings('lotus', ['modules'], [{ modId: 'SMSLOGIN', enabled: '0' }]);
    const refused = await t.fail(
      smsNoLogin,
      { mobileNo: '0987000007', clientId: 'sms-route-client-07' },
      { brand: 'lotus' },
    );
    expect(refused).toMatchObject({ status: 403, code: 'OPERATION_NOT_ALLOWED' });
  });

  it('reads the outbox of a brand or merchant named in the query, from any host', async () => {
    await t.call(smsRegister, {
      mobileNo: '0987000008',
      clientId: 'sms-route-client-08',
    });
    for (const query of ['brand=aurora', 'merchant=AURORA01']) {
      const res = await t.request(`${SANDBOX_OUTBOX_PATH}?${query}&mobile=0987000008`, {
        headers: { Host: '127.0.0.1:4000' },
      });
      const body = (await res.json()) as Answer<unknown[]>;
      expect(body.value?.length, query).toBe(1);
    }
    const unknown = await t.request(`${SANDBOX_OUTBOX_PATH}?brand=nope&mobile=0987000008`);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
  });

  it('asks the outbox for a mobile', async () => {
    const res = await t.request(SANDBOX_OUTBOX_PATH, { headers: { Merchant: 'AURORA01' } });
    expect(await res.json()).toMatchObject({ success: false, code: 'PHONE_MISSING' });
  });
});

describe('the sandbox outbox route', () => {
  const paths = (app: Hono<AppEnv>) => app.routes.map((route) => route.path);

  it('is mounted with the sandbox provider only', () => {
    const sandbox = new Hono<AppEnv>();
    verificationRoutes({ provider: sandboxSmsProvider })(sandbox);
    expect(paths(sandbox)).toContain(SANDBOX_OUTBOX_PATH);

    const real = new Hono<AppEnv>();
    verificationRoutes({ provider: { kind: 'gateway', send: () => Promise.resolve() } })(real);
    expect(paths(real)).not.toContain(SANDBOX_OUTBOX_PATH);
    expect(paths(real)).toContain(smsRegister.path);

    const none = new Hono<AppEnv>();
    verificationRoutes({ provider: undefined })(none);
    expect(paths(none)).not.toContain(SANDBOX_OUTBOX_PATH);
  });
});
