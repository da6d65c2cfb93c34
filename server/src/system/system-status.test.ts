import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '../../../contract/envelope.ts';
import { enabledModules } from '../../../contract/modules.ts';
import * as v from 'valibot';
import { systemStatus, type PermissionInfo } from '../../../contract/system.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';

type Answer = { success: true; value: PermissionInfo } | Failure;

describe.each(testDatabaseKinds())('the status call on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const status = async (
    headers: Record<string, string> = {},
    url = 'aurora.localhost:8080',
    ip?: string,
  ) => {
    const res = await t.request(
      `/wps/system/status?url=${encodeURIComponent(url)}`,
      { headers },
      ip,
    );
    return { res, body: (await res.json()) as Answer };
  };
  const value = (body: Answer) => {
    if (!body.success) throw new Error(`expected success, got ${body.code}: ${body.message}`);
    return body.value;
  };

  it('answers aurora its module tree, vendors, flags and server time', async () => {
    const before = Date.now();
    const { res, body } = await status({ Merchant: 'AURORA01' });
    expect(res.status).toBe(200);
    const info = value(body);
    expect(enabledModules(info.whitelabel).has('FREEPLAY')).toBe(true);
    expect(info.vendors.map((v) => v.code)).toContain('LUMEN');
    expect(info.registerValidation['username']?.patternId).toBe(1);
    expect(info.homeState).toEqual({ enableCt: true, salary: true, hourSalary: true });
    expect(info.maintenance).toBe(false);
    expect(info.regionRestriction).toBe(false);
    expect(info.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('answers lotus its own, different module tree', async () => {
    const info = value((await status({ Merchant: 'LOTUSVN' }, 'lotus.localhost')).body);
    expect(enabledModules(info.whitelabel).has('FREEPLAY')).toBe(false);
    expect(enabledModules(info.whitelabel).has('MOBILEREG')).toBe(true);
  });

  it('picks the merchant by host when no Merchant header is sent', async () => {
    const res = await t.request('/wps/system/status?url=lotus.localhost', {
      headers: { Host: 'lotus.localhost:8080' },
    });
    const info = value((await res.json()) as Answer);
    expect(enabledModules(info.whitelabel).has('FREEPLAY')).toBe(false);
    expect(JSON.parse(t.logs.at(-1) ?? '{}')).toMatchObject({
      method: 'GET',
      path: '/wps/system/status',
      status: 200,
      brand: 'lotus',
    });
  });

  it('refuses an unknown merchant code and an unknown host', async () => {
    const byCode = await status({ Merchant: 'NOPE' });
    expect(byCode.res.status).toBe(404);
    expect(byCode.body).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    const res = await t.request('/wps/system/status?url=x', { headers: { Host: 'evil.example' } });
    expect(await res.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
  });

  it('falls back to the first brand on a plain loopback host', async () => {
    const res = await t.request('/wps/system/status?url=127.0.0.1:8080', {
      headers: { Host: '127.0.0.1:8080' },
    });
    expect(value((await res.json()) as Answer).vendors.map((v) => v.code)).toContain('LUMEN');
  });

  it('fails the domain check for a host the merchant does not own', async () => {
    const { res, body } = await status({ Merchant: 'AURORA01' }, 'mirror.example.com');
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'DOMAIN_CHECK_FAILED' });
    for (const ok of [
      'aurora.localhost',
      'AURORA.localhost.',
      '127.0.0.1:5173',
      'localhost',
      '[::1]:80',
      'https://aurora.localhost/x',
    ]) {
      expect((await status({ Merchant: 'AURORA01' }, ok)).res.status, ok).toBe(200);
    }
  });

  it('answers BAD_REQUEST, never a 500, for a missing or too long url', async () => {
    const missing = await t.request('/wps/system/status', { headers: { Merchant: 'AURORA01' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^url: /),
    });
    const long = await status({ Merchant: 'AURORA01' }, 'a'.repeat(300));
    expect(long.res.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/url: .*253/),
    });
  });

  it('blocks a visitor from a blocked country by the configured header', async () => {
    expect(
      value((await status({ Merchant: 'AURORA01', 'cf-ipcountry': 'us' })).body).regionRestriction,
    ).toBe(true);
    expect(
      value((await status({ Merchant: 'AURORA01', 'cf-ipcountry': 'TH' })).body).regionRestriction,
    ).toBe(false);
    await t.setSettings('aurora', ['access', 'countryHeader'], 'x-country');
    expect(
      value((await status({ Merchant: 'AURORA01', 'cf-ipcountry': 'US' })).body).regionRestriction,
    ).toBe(false);
    expect(
      value((await status({ Merchant: 'AURORA01', 'x-country': 'US' })).body).regionRestriction,
    ).toBe(true);
  });

  it('blocks visitors by IPv4 and IPv6 address and range, including IPv4-mapped sockets', async () => {
    await t.setSettings(
      'aurora',
      ['access', 'blockedIps'],
      ['203.0.113.0/24', '2001:db8::/32', '198.51.100.99'],
    );
    const blocked = async (ip: string) =>
      value((await status({ Merchant: 'AURORA01' }, 'aurora.localhost', ip)).body)
        .regionRestriction;
    expect(await blocked('203.0.113.55')).toBe(true);
    expect(await blocked('::ffff:203.0.113.55')).toBe(true);
    expect(await blocked('2001:db8:1::7')).toBe(true);
    expect(await blocked('198.51.100.99')).toBe(true);
    expect(await blocked('198.51.100.98')).toBe(false);
    expect(await blocked('2001:db9::1')).toBe(false);
  });

  it('believes X-Forwarded-For only with trustProxy', async () => {
    await t.setSettings('aurora', ['access', 'blockedIps'], ['203.0.113.0/24']);
    const headers = { Merchant: 'AURORA01', 'X-Forwarded-For': '203.0.113.5, 10.0.0.1' };
    expect(value((await status(headers)).body).regionRestriction).toBe(false);
    const proxied = await openTestApp(kind, { brandIds: ['aurora'], trustProxy: true });
    try {
      await proxied.setSettings('aurora', ['access', 'blockedIps'], ['203.0.113.0/24']);
      const res = await proxied.request('/wps/system/status?url=aurora.localhost', { headers });
      expect(value((await res.json()) as Answer).regionRestriction).toBe(true);
    } finally {
      await proxied.dispose();
    }
  });

  it('reports maintenance and region restriction from the site mode, read fresh each call', async () => {
    await t.setSettings('lotus', ['siteMode'], 'maintenance');
    let info = value((await status({ Merchant: 'LOTUSVN' }, 'lotus.localhost')).body);
    expect([info.maintenance, info.regionRestriction]).toEqual([true, false]);
    await t.setSettings('lotus', ['siteMode'], 'regionRestriction');
    info = value((await status({ Merchant: 'LOTUSVN' }, 'lotus.localhost')).body);
    expect([info.maintenance, info.regionRestriction]).toEqual([false, true]);
  });

  it('answers SYSTEM_ERROR without internals when stored settings break the contract', async () => {
    await t.setSettings('lotus', ['vendors'], [{ code: 'X', category: 'NOPE', displayName: 'x' }]);
    const { res, body } = await status({ Merchant: 'LOTUSVN' }, 'lotus.localhost');
    expect(res.status).toBe(500);
    expect(body).toEqual({ success: false, code: 'SYSTEM_ERROR', message: 'System error.' });
    expect(t.logs.some((line) => line.includes('answered outside its contract'))).toBe(true);
  });

  it('answers what the contract reads of the whole value, unknown modules left out', async () => {
    // The answer is checked in two halves and written from a cache (statusAnswer): it must
    // still be exactly the contract's reading of the value, the same from call to call.
    await t.setSettings(
      'aurora',
      ['modules'],
      [
        {
          modId: 'MEMBERCENTER',
          enabled: '1',
          childrenNodes: [{ modId: 'NO_SUCH', enabled: '1' }],
        },
        { modId: 'NO_SUCH_EITHER', enabled: '1' },
      ],
    );
    const first = value((await status({ Merchant: 'AURORA01' })).body);
    expect(first.whitelabel).toEqual([{ modId: 'MEMBERCENTER', enabled: '1', childrenNodes: [] }]);
    expect(v.parse(systemStatus.value, first)).toEqual(first);
    const second = value((await status({ Merchant: 'AURORA01' })).body);
    expect({ ...second, serverTime: first.serverTime }).toEqual(first);
  });
});
