import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { ERROR_MESSAGES } from '../../../contract/errors.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { contractEndpoints } from '../fuzz/contract-endpoints.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';

const endpoints = await contractEndpoints();
// Operator, sandbox and gateway calls are not the visitor's: an operator still settles
// withdrawals and a gateway still delivers callbacks while the site is closed to players.
const playerCalls = endpoints.filter((endpoint) => !endpoint.alwaysOpen && !endpoint.audience);

type Body = { success: boolean; code?: string; message?: string; value?: unknown };

describe.each(testDatabaseKinds())('maintenance and blocked regions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** The call as a client would send it, without a token: the gate answers before the token. */
  const send = async (endpoint: AnyEndpoint, headers: Record<string, string> = {}, ip?: string) => {
    const init: RequestInit = {
      method: endpoint.method,
      headers: { Merchant: 'LOTUSVN', ...headers },
    };
    if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = '{}';
    }
    const res = await t.request(endpoint.path, init, ip);
    return { status: res.status, body: (await res.json()) as Body };
  };
  const status = async (headers: Record<string, string> = {}, ip?: string) => {
    const res = await t.request(
      '/wps/system/status?url=lotus.localhost',
      {
        headers: { Merchant: 'LOTUSVN', ...headers },
      },
      ip,
    );
    return { status: res.status, body: (await res.json()) as Body };
  };
  const reset = async () => {
    await t.setSettings('lotus', ['siteMode'], 'normal');
    await t.setSettings('lotus', ['access'], {});
  };

  it('finds the status call as the only call open during maintenance', () => {
    expect(endpoints.filter((endpoint) => endpoint.alwaysOpen).map((e) => e.id)).toEqual([
      'systemStatus',
    ]);
    expect(playerCalls.length).toBeGreaterThan(40);
  });

  it('answers every other call MAINTENANCE (503) while the merchant is in maintenance', async () => {
    await t.setSettings('lotus', ['siteMode'], 'maintenance');
    try {
      expect((await status()).body).toMatchObject({ success: true, value: { maintenance: true } });
      for (const endpoint of playerCalls) {
        expect(await send(endpoint), endpoint.id).toEqual({
          status: 503,
          body: { success: false, code: 'MAINTENANCE', message: ERROR_MESSAGES.MAINTENANCE },
        });
      }
      // Another merchant on the same platform is not affected.
      const aurora = await t.request('/wps/system/setting/register', {
        headers: { Merchant: 'AURORA01' },
      });
      expect(aurora.status).toBe(200);
    } finally {
      await reset();
    }
  });

  it('answers every other call REGION_RESTRICTED (403) when the merchant restricts its region', async () => {
    await t.setSettings('lotus', ['siteMode'], 'regionRestriction');
    try {
      expect((await status()).body).toMatchObject({ value: { regionRestriction: true } });
      for (const endpoint of playerCalls) {
        expect(await send(endpoint), endpoint.id).toEqual({
          status: 403,
          body: {
            success: false,
            code: 'REGION_RESTRICTED',
            message: ERROR_MESSAGES.REGION_RESTRICTED,
          },
        });
      }
    } finally {
      await reset();
    }
  });

  it('refuses a blocked address or country, and only those, the way the status call reports them', async () => {
    await t.setSettings('lotus', ['access'], {
      blockedIps: ['203.0.113.0/24'],
      blockedCountries: ['US'],
    });
    try {
      const settings = playerCalls.find((endpoint) => endpoint.id === 'registerSettings');
      if (!settings) throw new Error('registerSettings is not in the contract');
      expect((await send(settings, {}, '203.0.113.9')).body.code).toBe('REGION_RESTRICTED');
      expect((await status({}, '203.0.113.9')).body).toMatchObject({
        value: { regionRestriction: true },
      });
      expect((await send(settings, { 'cf-ipcountry': 'us' })).body.code).toBe('REGION_RESTRICTED');
      expect((await send(settings, {}, '198.51.100.20')).status).toBe(200);
      expect((await send(settings, { 'cf-ipcountry': 'VN' })).status).toBe(200);
    } finally {
      await reset();
    }
  });

  it('answers MAINTENANCE rather than REGION_RESTRICTED when both apply, as the runtime shows', async () => {
    await t.setSettings('lotus', ['siteMode'], 'maintenance');
    await t.setSettings('lotus', ['access'], { blockedCountries: ['US'] });
    try {
      const login = playerCalls.find((endpoint) => endpoint.id === 'login');
      if (!login) throw new Error('login is not in the contract');
      expect((await send(login, { 'cf-ipcountry': 'US' })).body.code).toBe('MAINTENANCE');
    } finally {
      await reset();
    }
  });
});
