import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand } from './new-brand.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'wl-new-'));
  await cp('brands', root, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('new brand', () => {
  it('copies aurora into a new brand that validates', async () => {
    const check = await createBrand(root, 'sun-city');
    expect(check.problems).toEqual([]);
    expect(check.brand).toMatchObject({
      id: 'sun-city',
      name: 'Sun City',
      merchantCode: 'SUN-CITY',
      domains: ['sun-city.localhost'],
    });
    expect(check.brand?.seo?.title.EN).toContain('Sun City');
    const text = await readFile(join(root, 'sun-city', 'brand.json'), 'utf8');
    expect(text).not.toContain('Aurora Casino');
  });

  it('copies another brand with --from', async () => {
    const check = await createBrand(root, 'pearl', 'lotus');
    expect(check.problems).toEqual([]);
    expect(check.brand?.defaultLanguage).toBe('VI');
  });

  it('refuses an existing id and an invalid one', async () => {
    await expect(createBrand(root, 'lotus')).rejects.toMatchObject({ code: 'USAGE' });
    await expect(createBrand(root, 'Bad_Id')).rejects.toMatchObject({ code: 'USAGE' });
    await expect(createBrand(root, 'fresh', 'nope')).rejects.toMatchObject({
      code: 'BRAND_NOT_FOUND',
    });
  });
});
