import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { statusUrl } from '../contract/boot.ts';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { renderIndexHtml, scriptJson, statusScript } from './render.ts';
import { resolveBrand } from './resolve-brand.ts';

const aurora = resolveBrand(
  JSON.parse(await readFile('brands/aurora/brand.json', 'utf8')) as BrandConfig,
);
const entry = {
  script: 'assets/index-abc.js',
  preloads: ['assets/vendor-def.js'],
  css: ['assets/index-x.css'],
  landing: { scripts: ['assets/home-page-1.js'], css: ['assets/home-page-1.css'] },
  dictionaries: { en: 'assets/en-2.js', ur: 'assets/ur-3.js' },
};

/** Runs the inline script against fakes of the few browser globals it touches. */
function runStatusScript(script: string, stored: string | null) {
  const fetch = vi.fn(() => Promise.resolve({ json: () => Promise.resolve({ ok: 1 }) }));
  const window: Record<string, unknown> = {};
  const localStorage = { getItem: () => stored };
  new Function('window', 'fetch', 'localStorage', 'location', script)(window, fetch, localStorage, {
    host: 'aurora.localhost:8080',
  });
  return { fetch, window };
}

describe('render', () => {
  it('escapes "<" so inlined JSON cannot close its script element', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('calls the status URL with the merchant and the stored language', async () => {
    const { fetch, window } = runStatusScript(statusScript(aurora), 'TH');
    expect(fetch).toHaveBeenCalledWith(statusUrl('', 'aurora.localhost:8080'), {
      headers: { Merchant: 'AURORA01', Language: 'TH' },
      credentials: 'include',
    });
    await expect(window.__wlStatus).resolves.toEqual({ ok: 1 });
  });

  it('hands a failed call to the runtime without an unhandled rejection', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const window: Record<string, unknown> = {};
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    new Function('window', 'fetch', 'localStorage', 'location', statusScript(aurora))(
      window,
      fetch,
      { getItem: () => null },
      { host: 'x' },
    );
    // The bundle attaches its handler late: nothing may be reported in between.
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(window.__wlStatus).rejects.toThrow('Failed to fetch');
  });

  it('falls back to the default language when the stored one is not offered', () => {
    const { fetch } = runStatusScript(statusScript(aurora), 'KO');
    expect(fetch.mock.calls[0]).toMatchObject([
      expect.any(String),
      { headers: { Language: 'EN' } },
    ]);
  });

  it('renders right to left when the default language is Urdu', () => {
    const { html } = renderIndexHtml({ ...aurora, defaultLanguage: 'UR' }, entry);
    expect(html).toContain('<html lang="ur-PK" dir="rtl">');
  });

  it('preloads static imports and preconnects to an API on another origin', () => {
    const { html, csp } = renderIndexHtml(
      { ...aurora, apiBase: 'https://api.example.com/v1' },
      entry,
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/vendor-def.js" />');
    expect(html).toContain('<link rel="preconnect" href="https://api.example.com" crossorigin />');
    expect(csp).toContain("connect-src 'self' https://api.example.com aurora.localhost;");
    expect(csp).toContain("object-src 'none'");
  });

  it('fetches the home page and the first language’s dictionary beside the entry', () => {
    const { html, firstLoad } = renderIndexHtml({ ...aurora, defaultLanguage: 'UR' }, entry);
    expect(html).toContain('<link rel="modulepreload" href="/assets/ur-3.js" />');
    expect(html).not.toContain('/assets/en-2.js');
    expect(html).toContain('<link rel="modulepreload" href="/assets/home-page-1.js" />');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/home-page-1.css" />');
    expect(firstLoad).toEqual([
      'assets/index-abc.js',
      'assets/vendor-def.js',
      'assets/ur-3.js',
      'assets/home-page-1.js',
      'assets/index-x.css',
      'assets/home-page-1.css',
    ]);
  });

  it('shows the brand’s splash before any script has run', () => {
    const { html } = renderIndexHtml(aurora, entry);
    expect(html).toContain(
      `<div id="root"><div class="wl-splash" aria-busy="true"><img src="${aurora.theme.logo}" alt="${aurora.name}" height="48" />`,
    );
  });

  it('adds no preconnect for a same-origin API', () => {
    expect(renderIndexHtml(aurora, entry).html).not.toContain('preconnect');
  });
});
