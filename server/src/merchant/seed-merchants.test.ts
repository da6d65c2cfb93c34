import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/test-databases.ts';
import { findMerchantByBrand, findMerchantByCode, findMerchantByHost } from './merchant-store.ts';
import { readBrandSeed, seedMerchants } from './seed-merchants.ts';

const BRANDS_DIR = fileURLToPath(new URL('../../testing/fixtures/brands', import.meta.url));

describe.each(testDatabaseKinds())('seeding merchants on %s', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db, await loadMigrations());
  });
  afterEach(async () => {
    await test.dispose();
  });

  it('inserts both demo brands on the first start with their platform.json as settings', async () => {
    const seeds = await Promise.all(['aurora', 'lotus'].map((id) => readBrandSeed(BRANDS_DIR, id)));
    const report = await seedMerchants(test.db, seeds);
    expect(report.inserted).toEqual(['aurora', 'lotus']);
    const aurora = await findMerchantByBrand(test.db, 'aurora');
    expect(aurora?.code).toBe('AURORA01');
    expect(aurora?.domains).toEqual(['aurora.localhost']);
    expect(aurora?.settings.siteMode).toBe('normal');
    expect(aurora?.settings).not.toHaveProperty('$schema');
    expect(aurora?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps operator changes on later starts and overwrites them only with reseed', async () => {
    const seed = await readBrandSeed(BRANDS_DIR, 'aurora');
    await seedMerchants(test.db, [seed]);
    await test.db.query(
      `update merchants set settings = jsonb_set(settings, '{siteMode}', '"maintenance"') where brand_id = 'aurora'`,
    );
    const again = await seedMerchants(test.db, [seed]);
    expect(again.kept).toEqual(['aurora']);
    expect((await findMerchantByBrand(test.db, 'aurora'))?.settings.siteMode).toBe('maintenance');

    const reseeded = await seedMerchants(test.db, [seed], { reseed: true });
    expect(reseeded.reseeded).toEqual(['aurora']);
    expect((await findMerchantByBrand(test.db, 'aurora'))?.settings.siteMode).toBe('normal');
  });

  it('refuses a merchant code that another brand already uses', async () => {
    const aurora = await readBrandSeed(BRANDS_DIR, 'aurora');
    await seedMerchants(test.db, [aurora]);
    await expect(seedMerchants(test.db, [{ ...aurora, brandId: 'copycat' }])).rejects.toThrow(
      /already used by another brand/,
    );
  });

  it('finds merchants by code, by domain and by <brandId>.localhost among served brands only', async () => {
    const seeds = await Promise.all(['aurora', 'lotus'].map((id) => readBrandSeed(BRANDS_DIR, id)));
    await seedMerchants(test.db, seeds);
    const lotus = seeds[1];
    expect((await findMerchantByCode(test.db, 'AURORA01', ['aurora']))?.brandId).toBe('aurora');
    expect(await findMerchantByCode(test.db, 'AURORA01', ['lotus'])).toBeUndefined();
    expect((await findMerchantByHost(test.db, 'aurora.localhost', ['aurora']))?.brandId).toBe(
      'aurora',
    );
    expect((await findMerchantByHost(test.db, 'lotus.localhost', ['aurora', 'lotus']))?.code).toBe(
      lotus?.merchantCode,
    );
    expect(await findMerchantByHost(test.db, 'evil.example', ['aurora', 'lotus'])).toBeUndefined();
  });
});

describe('reading a brand seed', () => {
  it('names the file when a brand does not exist', async () => {
    await expect(readBrandSeed(BRANDS_DIR, 'nope')).rejects.toThrow(/nope\/brand.json/);
  });
});
