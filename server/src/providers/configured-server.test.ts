import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/test-databases.ts';
import { startServer, type RunningServer, type ServeOptions } from '../serve.ts';
import { API_ONLY_SERVER } from '../../testing/api-server.ts';
import { startLocalHttp, type LocalHttp } from '../../testing/local-http.ts';

const SMS_SECRET = 'sms-secret-never-printed-0123';
const GOOGLE_SECRET = 'google-secret-never-printed-0123';
const GATEWAY_DOWN_FOR = '912000999';

/** A payment gateway module as a deployment would write one (WL_PAYMENT_MODULE). */
const GATEWAY_MODULE = `
export default (env) => ({
  kind: 'acme',
  async createPayment(tx, request) {
    return { paymentRef: 'acme-' + request.depositId, payUrl: env.ACME_PAY_BASE + request.depositId };
  },
  async verifyCallback() { return undefined; },
});
`;

describe.each(testDatabaseKinds())('startServer with configured providers on %s', (kind) => {
  let test: TestDatabase;
  let temp: string;
  let hook: LocalHttp;
  let server: RunningServer | undefined;
  const logs: string[] = [];
  let base: Omit<ServeOptions, 'providerEnv'>;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    temp = await mkdtemp(join(tmpdir(), 'wl-providers-'));
    await writeFile(join(temp, 'acme-gateway.mjs'), GATEWAY_MODULE);
    // The gateway is down for one number, so a failed delivery can be seen end to end.
    hook = await startLocalHttp((request) => ({
      status: request.body.includes(GATEWAY_DOWN_FOR) ? 503 : 202,
    }));
    base = {
      brandIds: ['aurora'],
      ...API_ONLY_SERVER,
      log: (line) => logs.push(line),
      ...(test.databaseUrl ? { databaseUrl: test.databaseUrl } : {}),
    };
  });
  afterAll(async () => {
    await server?.close();
    await hook.close();
    await test.dispose();
    await rm(temp, { recursive: true, force: true });
  });

  const api = async (path: string, init: RequestInit = {}) => {
    if (!server) throw new Error('no server');
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/json', ...init.headers },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('prints one line per feature that is off, and why, when nothing is configured', async () => {
    logs.length = 0;
    const bare = await startServer({ ...base, providerEnv: {} });
    await bare.close();
    expect(logs.filter((line) => / is off: | are off: /.test(line))).toEqual([
      'SMS is off: no SMS provider is configured (set WL_SMS_URL or use --sandbox).',
      'Forgot password is off: no email provider is configured (set WL_EMAIL_URL or use --sandbox).',
      'Google sign-in is off: no google provider is configured (set WL_GOOGLE_CLIENT_ID or use --sandbox).',
      'Facebook sign-in is off: no facebook provider is configured (set WL_FACEBOOK_CLIENT_ID or use --sandbox).',
      'Deposits are off: no payment gateway is configured (set WL_PAYMENT_MODULE or use --sandbox).',
      'Sports, e-sports and cockfighting are off: no sports feed is configured (use --sandbox).',
    ]);
  });

  it('refuses to start on a wrong configuration, listing every problem', async () => {
    const started = startServer({
      ...base,
      providerEnv: { WL_SMS_URL: 'ftp://x', WL_GOOGLE_CLIENT_ID: 'id-only' },
    });
    await expect(started).rejects.toThrow(
      /WL_SMS_SECRET[\s\S]*WL_SMS_URL[\s\S]*WL_GOOGLE_CLIENT_SECRET/,
    );
  });

  it('runs the real providers it is given, without sandboxes, and prints no secret', async () => {
    logs.length = 0;
    server = await startServer({
      ...base,
      providerEnv: {
        WL_SMS_URL: `${hook.url}/sms`,
        WL_SMS_SECRET: SMS_SECRET,
        WL_GOOGLE_CLIENT_ID: 'google-client',
        WL_GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
        WL_GOOGLE_AUTHORIZE_URL: `${hook.url}/authorize`,
        WL_GOOGLE_TOKEN_URL: `${hook.url}/token`,
        WL_GOOGLE_USERINFO_URL: `${hook.url}/userinfo`,
        WL_PAYMENT_MODULE: join(temp, 'acme-gateway.mjs'),
        ACME_PAY_BASE: 'https://pay.acme.example/',
      },
    });
    expect(logs).toContain(`SMS: webhook to ${hook.url}`);
    expect(logs).toContain(`Social google: OAuth client at ${hook.url}`);
    expect(logs.join('\n')).not.toMatch(/never-printed/);
    // Email and Facebook are not configured, nor is a sports feed (there is no real one yet).
    expect(logs.filter((line) => line.includes(' off: '))).toHaveLength(3);

    const status = await api('/wps/system/status?url=aurora.localhost');
    const info = status.body.value as PermissionInfo;
    const on = enabledModules(info.whitelabel);
    expect(info.sandbox).toBe(false);
    expect([MODULE.smsVerify, MODULE.googleLogin, MODULE.deposit].every((m) => on.has(m))).toBe(
      true,
    );
    expect(on.has(MODULE.facebookLogin) || on.has(MODULE.forgotPassword)).toBe(false);

    const sent = await api('/wps/verification/sms/register', {
      method: 'POST',
      body: JSON.stringify({ mobileNo: '0912000111', clientId: 'client-configured-01' }),
    });
    expect(sent.status).toBe(200);
    const delivered = hook.received.find((request) => request.path === '/sms');
    expect(delivered?.headers.authorization).toBe(`Bearer ${SMS_SECRET}`);
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ type: 'sms', purpose: 'register' });
    expect((await api('/wps/sandbox/sms?mobile=0912000111')).status).toBe(404);

    // A gateway that refuses is the visitor's to retry: a 502 with a clear message, and the
    // 60 s resend wait not spent on a message that never left.
    for (const clientId of ['client-configured-02', 'client-configured-03']) {
      const refused = await api('/wps/verification/sms/register', {
        method: 'POST',
        body: JSON.stringify({ mobileNo: `0${GATEWAY_DOWN_FOR}`, clientId }),
      });
      expect(refused).toEqual({
        status: 502,
        body: {
          success: false,
          code: 'SYSTEM_ERROR',
          message: 'The message could not be sent; please retry.',
        },
      });
    }
    expect(logs.join('\n')).not.toMatch(/never-printed/);

    const start = await api('/wps/session/social/start', {
      method: 'POST',
      body: JSON.stringify({
        provider: 'google',
        clientId: 'client-configured-01',
        returnOrigin: 'http://aurora.localhost:8080',
      }),
    });
    const authorizeUrl = (start.body.value as { authorizeUrl: string }).authorizeUrl;
    expect(authorizeUrl.startsWith(`${hook.url}/authorize?`)).toBe(true);
    expect((await api('/wps/payment/callback/acme', { method: 'POST', body: '{}' })).status).toBe(
      401,
    );
  });
});
