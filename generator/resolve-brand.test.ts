import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { brandAssetPaths, resolveBrand } from './resolve-brand.ts';

const lotus = JSON.parse(await readFile('brands/lotus/brand.json', 'utf8')) as BrandConfig;

describe('resolveBrand', () => {
  it('fills the schema defaults the operator left out', () => {
    const bare = structuredClone(lotus);
    delete bare.device;
    delete bare.apiBase;
    delete bare.theme.radius;
    delete bare.loginedToHomePage;
    const resolved = resolveBrand(bare);
    expect(resolved).toMatchObject({ device: 'PC', apiBase: '', loginedToHomePage: false });
    expect(resolved.theme.radius).toBe('8px');
    expect(resolved.announcements?.defaultExecution).toBe('B');
  });

  it('keeps what the operator wrote and drops $schema', () => {
    const resolved = resolveBrand(lotus);
    expect(resolved.timezone).toBe('GMT+7');
    expect('$schema' in resolved).toBe(false);
  });

  it('maps every asset path to its served URL without touching the input', () => {
    const resolved = resolveBrand(lotus, (p) => `/brand/${p}`);
    expect(resolved.theme.logo).toBe('/brand/assets/logo.svg');
    expect(resolved.footer?.sponsors?.[0]?.logo).toBe('/brand/assets/sponsor-slfc.svg');
    expect(lotus.theme.logo).toBe('assets/logo.svg');
    expect(resolved.theme.footerLogo).toBe('/brand/assets/logo-light.svg');
    expect(brandAssetPaths(lotus)).toEqual([
      'assets/logo.svg',
      'assets/logo-light.svg',
      'assets/favicon.svg',
      'assets/sponsor-slfc.svg',
    ]);
  });
});
