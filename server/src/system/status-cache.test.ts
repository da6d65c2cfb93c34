import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionInfo } from '../../../contract/system.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { MERCHANT_CACHE_MS } from '../http/cached-merchant.ts';
import { listenHttp } from '../http/http-server.ts';
import { readBrandSeed, seedMerchants } from '../merchant/seed-merchants.ts';
import { BRANDS_DIR, openTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(testDatabaseKinds())('the cached status call on %s', (kind) => {
  let t: TestApp;
  // A clock the test moves: the cache time passes when the test says so, never by accident.
  let now = Date.parse('2026-01-15T12:00:00Z');
  beforeAll(async () => {
    t = await openTestApp(kind, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await t.dispose();
  });

  const status = async (headers: Record<string, string>, url: string) => {
    const res = await t.request(`/wps/system/status?url=${encodeURIComponent(url)}`, { headers });
    const body = (await res.json()) as { success: boolean; value: PermissionInfo };
    expect(body.success).toBe(true);
    return body.value;
  };
  const aurora = () => status({ Merchant: 'AURORA01' }, 'aurora.localhost');
  const lotus = () => status({ Merchant: 'LOTUSVN' }, 'lotus.localhost');
  const queries = async (call: () => Promise<unknown>) => {
    const query = t.test.db.query.bind(t.test.db);
    let count = 0;
    t.test.db.query = (...args: Parameters<typeof query>) => {
      count += 1;
      return query(...args);
    };
    try {
      await call();
    } finally {
      t.test.db.query = query;
    }
    return count;
  };

  it('answers a repeated status call without reading the database', async () => {
    await aurora();
    expect(await queries(aurora)).toBe(0);
  });

  it('sees a merchant change made by this server on the very next call', async () => {
    expect((await aurora()).maintenance).toBe(false);
    await t.setSettings('aurora', ['siteMode'], 'maintenance');
    expect((await aurora()).maintenance).toBe(true);
    await seedMerchants(t.test.db, [await readBrandSeed(BRANDS_DIR, 'aurora')], { reseed: true });
    expect((await aurora()).maintenance).toBe(false);
  });

  it('sees a change made by another server process once the short cache time has passed', async () => {
    expect((await lotus()).maintenance).toBe(false);
    // Straight in the database, as another process would: this process is not told.
    await t.test.db.query(
      `update merchants set settings = jsonb_set(settings, '{siteMode}', '"maintenance"')
        where brand_id = 'lotus'`,
    );
    now += MERCHANT_CACHE_MS;
    expect((await lotus()).maintenance).toBe(true);
    await t.setSettings('lotus', ['siteMode'], 'normal');
  });

  it('keeps two merchants apart, by Merchant header and by host', async () => {
    await t.setSettings('lotus', ['imageCDNs'], ['https://lotus.example']);
    for (let i = 0; i < 2; i++) {
      const [a, l] = [await aurora(), await lotus()];
      expect(l.imageCDNs).toEqual(['https://lotus.example']);
      expect(a.imageCDNs).not.toEqual(l.imageCDNs);
      expect(a.whitelabel).not.toEqual(l.whitelabel);
      const byHost = await status({ Host: 'lotus.localhost' }, 'lotus.localhost');
      expect(byHost.imageCDNs).toEqual(['https://lotus.example']);
      const auroraByHost = await status({ Host: 'aurora.localhost' }, 'aurora.localhost');
      expect(auroraByHost.whitelabel).toEqual(a.whitelabel);
    }
  });

  it('still refuses an unknown merchant, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/wps/system/status?url=x', { headers: { Merchant: 'NOPE' } });
      expect(await res.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    }
  });

  it('gives every call the time of that call, even while the merchant comes from the cache', async () => {
    const first = (await aurora()).serverTime;
    now += 7;
    const second = await aurora();
    expect(second.serverTime).toBe(first + 7);
    expect(await queries(aurora)).toBe(0);
  });

  it('answers over HTTP with the contract value and every header the app adds', async () => {
    // Over the Node adapter, where the answer stays a plain string (api-cors.ts), and without
    // Accept-Encoding, as the bench sends it: the same value and headers as app.request.
    const http = await listenHttp(t.app.fetch, { port: 0, host: '127.0.0.1' });
    try {
      const path = '/wps/system/status?url=aurora.localhost';
      const headers = { Merchant: 'AURORA01' };
      const res = await new Promise<{ headers: Record<string, unknown>; text: string }>(
        (resolve, reject) => {
          get(`http://127.0.0.1:${http.port}${path}`, { headers }, (answer) => {
            let text = '';
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => (text += chunk));
            answer.on('end', () => resolve({ headers: answer.headers, text }));
          }).on('error', reject);
        },
      );
      const local = await t.request(path, { headers });
      const value = (text: string) => {
        const body = JSON.parse(text) as { success: boolean; value: PermissionInfo };
        return { ...body, value: { ...body.value, serverTime: 0 } };
      };
      expect(value(res.text)).toEqual(value(await local.text()));
      const kept = Object.fromEntries(
        [...local.headers.entries()].filter(([name]) => name !== 'x-request-id'),
      );
      expect(res.headers).toMatchObject(kept);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    } finally {
      await http.close();
    }
  });
});
