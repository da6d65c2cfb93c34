import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../contract/generated/brand.ts';
import type { PlatformSeed } from '../contract/generated/platform.ts';
import { GAME_CATEGORIES } from '../contract/modules.ts';
import { buildNavTabs, buildRouteTable } from '../runtime/src/app/routes.ts';
import { FEATURES } from '../runtime/src/registry.ts';
import { prerenderCategories, prerenderHomeRoot } from './prerender-home.ts';
import { renderIndexHtml } from './render.ts';
import { resolveBrand } from './resolve-brand.ts';

const load = async (id: string) => ({
  brand: resolveBrand(JSON.parse(await readFile(`brands/${id}/brand.json`, 'utf8')) as BrandConfig),
  platform: JSON.parse(await readFile(`brands/${id}/platform.json`, 'utf8')) as PlatformSeed,
});
const aurora = await load('aurora');
const lotus = await load('lotus');
const entry = {
  script: 'assets/index-abc.js',
  preloads: ['assets/shell-def.js'],
  css: ['assets/shell-x.css'],
  landing: {
    scripts: ['assets/home-page-1.js', 'assets/games-2.js'],
    css: ['assets/home-page-1.css', 'assets/games-2.css'],
    pageCss: ['assets/home-page-1.css'],
  },
  dictionaries: { en: 'assets/en-2.js', vi: 'assets/vi-3.js' },
};

describe('the prerendered home page', () => {
  it("writes the hero in the brand's default language, naming only the categories it has", () => {
    const english = prerenderHomeRoot(aurora.brand, aurora.platform);
    expect(english).toContain('<h1 class="wl-hero__title">Welcome to Aurora Casino</h1>');
    expect(english).toContain('Live Casino, Sports, Fishing');
    expect(english).toContain('>Register<');
    expect(english).not.toContain('data-testid');
    // Aurora has e-lottery but no lottery draws; lotus has no cockfighting (issue 10).
    expect(english).not.toContain('data-category="LOTT"');
    expect(english).toContain('E-Lottery');
    expect(english).not.toMatch(/[^-]Lottery/);

    const vietnamese = prerenderHomeRoot(lotus.brand, lotus.platform);
    expect(vietnamese).toContain('<h1 class="wl-hero__title">Chào mừng đến với Lotus Club</h1>');
    expect(vietnamese).toContain('>Đăng nhập</button>');
    expect(vietnamese).not.toContain('Cockfighting');
    expect(vietnamese).not.toContain('Đá gà');
  });

  it('leaves the tagline and the art to the runtime when the brand has no platform seed', () => {
    const html = prerenderHomeRoot(aurora.brand, undefined);
    expect(html).toContain('Welcome to Aurora Casino');
    expect(html).not.toContain('wl-hero__tagline');
    expect(html).not.toContain('wl-hero__orb');
  });

  it('names the categories in the nav bar order the runtime shows them in', () => {
    // prerenderCategories takes GAME_CATEGORIES as the nav bar's order: hold the runtime to it.
    const routes = buildRouteTable(FEATURES, new Set(['GAMES', ...GAME_CATEGORIES]));
    const vendors = GAME_CATEGORIES.map((category) => ({
      code: category,
      category,
      displayName: category,
      isHot: false,
    }));
    const tabs = buildNavTabs(FEATURES, routes, vendors).flatMap((t) => t.category ?? []);
    expect([...new Set(tabs)]).toEqual([...GAME_CATEGORIES]);
    const modulesWith = (off: string) => [
      {
        modId: 'GAMES',
        enabled: '1',
        childrenNodes: tabs.map((modId) => ({ modId, enabled: modId === off ? '0' : '1' })),
      },
    ];
    const seed = (off: string) => ({ vendors, modules: modulesWith(off) }) as PlatformSeed;
    expect(prerenderCategories(seed(''))).toEqual([...GAME_CATEGORIES]);
    // A category whose module is off has no tab, and no place in the hero.
    expect(prerenderCategories(seed('SPORTS'))).toEqual(
      GAME_CATEGORIES.filter((c) => c !== 'SPORTS'),
    );
  });

  it('puts the hero in index.html with its CSS linked and no script of its own', () => {
    const root = { html: prerenderHomeRoot(lotus.brand, lotus.platform), home: true };
    const { html } = renderIndexHtml(lotus.brand, entry, '/', '', root);
    expect(html).toContain(`<div id="root">${root.html}</div>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/home-page-1.css" />');
    // Only the hero's own CSS blocks the first paint; the games strip's is fetched beside it.
    expect(html).not.toContain('href="/assets/home-page-1.css" as');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/games-2.css" />');
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/games-2.css" />');
    // The only inline script is the status call the CSP names by hash; the rest are JSON or files.
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toContain('<script');
    expect(body).not.toMatch(/\son[a-z]+=/i);
  });

  it('keeps the splash in the HTML of every other route', () => {
    const { html } = renderIndexHtml(lotus.brand, entry);
    expect(html).toContain('<div id="root"><div class="wl-splash" aria-busy="true">');
    expect(html).not.toContain('wl-hero');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/home-page-1.css" />');
  });
});
