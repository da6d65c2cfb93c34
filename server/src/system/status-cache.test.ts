import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionInfo } from '../../../contract/system.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { MERCHANT_CACHE_MS } from '../http/cached-merchant.ts';
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
});
