import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BUNDLE, FAKE_CSP, makeFakeDist } from '../../testing/fake-dist.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { isHashedName } from './content-types.ts';
import { acceptedEncodings } from './file-cache.ts';
import { DEFAULT_SITE_CSP } from './static-site.ts';

describe('the static site', () => {
  let t: TestApp;
  let dist: string;
  const get = (
    path: string,
    host = 'aurora.localhost:8080',
    headers: Record<string, string> = {},
  ) => t.request(path, { headers: { Host: host, ...headers } });

  beforeAll(async () => {
    dist = await makeFakeDist();
    t = await openTestApp('pglite', {
      site: {
        distDir: dist,
        brands: [
          { id: 'aurora', domains: ['aurora.localhost', 'play.aurora.example'] },
          { id: 'lotus', domains: ['lotus.localhost'] },
        ],
      },
    });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / uncached, with the CSP of the build report', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(`${FAKE_CSP}; frame-ancestors 'none'`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The social sign-in popup must keep its opener through the provider's pages.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await res.text()).toContain('<title>aurora</title>');
    expect(JSON.parse(t.logs.at(-1) ?? '{}')).toMatchObject({
      method: 'GET',
      path: '/',
      status: 200,
      brand: 'aurora',
    });
  });

  it('serves the home page its own HTML and every other route the shell of app.html', async () => {
    // index.html carries the prerendered hero: only the home page may paint it.
    await writeFile(join(dist, 'aurora', 'app.html'), '<!doctype html><title>app</title>');
    for (const path of ['/', '/index', '/Index', '/index/', '/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>aurora</title>');
    }
    for (const path of ['/live', '/register/step', '/assets/', '/register.html', '/indexes']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toContain(FAKE_CSP);
      expect(await res.text(), path).toBe('<!doctype html><title>app</title>');
    }
  });

  it('falls back to index.html for every route of a site built before app.html', async () => {
    for (const path of ['/index', '/live', '/register/step', '/register.html']) {
      const res = await get(path, 'lotus.localhost');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>lotus</title>');
    }
  });

  it('caches hashed files for a year and other files not at all', async () => {
    const js = await get('/assets/index-BxY12abc.js');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const svg = await get('/assets/logo.1a2b3c4d.svg');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('answers 404 for a missing asset, dot files, the build report and escapes from the root', async () => {
    for (const path of [
      '/assets/missing-Ab12cd34.js',
      '/.secret',
      '/build-report.json',
      '/..%2f..%2fetc/passwd.txt',
      '/assets/%2e%2e/%2e%2e/lotus/robots.txt',
    ]) {
      const res = await get(path);
      expect([400, 404], path).toContain(res.status);
      expect(await res.text()).not.toContain('User-agent');
    }
  });

  it('picks the brand by host and uses the strict default CSP without a build report', async () => {
    const res = await get('/', 'lotus.localhost');
    expect(await res.text()).toContain('<title>lotus</title>');
    expect(res.headers.get('content-security-policy')).toBe(DEFAULT_SITE_CSP);
    expect(await (await get('/', 'play.aurora.example')).text()).toContain('<title>aurora</title>');
    expect(await (await get('/', '127.0.0.1:8080')).text()).toContain('<title>aurora</title>');
    expect((await get('/', 'unknown.example')).status).toBe(404);
  });

  it('compresses with brotli or gzip as the client accepts, and revalidates by ETag', async () => {
    const br = await get('/assets/index-BxY12abc.js', undefined, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(FAKE_BUNDLE);
    const gz = await get('/assets/index-BxY12abc.js', undefined, {
      'Accept-Encoding': 'gzip, br;q=0',
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(FAKE_BUNDLE);
    const plain = await get('/assets/index-BxY12abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(FAKE_BUNDLE);

    const etag = plain.headers.get('etag') ?? '';
    const again = await get('/assets/index-BxY12abc.js', undefined, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.request('/', { method: 'HEAD', headers: { Host: 'aurora.localhost' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const res = await get('/wps/unknown');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('hashed file names', () => {
  it('recognises Vite and generator hashes but not plain words', () => {
    expect(isHashedName('assets/index-BxY12abc.js')).toBe(true);
    expect(isHashedName('logo.1a2b3c4d.svg')).toBe(true);
    expect(isHashedName('chunk-B-x1_abc.js')).toBe(true);
    expect(isHashedName('index.html')).toBe(false);
    expect(isHashedName('service-worker.js')).toBe(false);
    expect(isHashedName('manifest.webmanifest')).toBe(false);
    expect(isHashedName('my-whitelabel.js')).toBe(false);
  });
});

describe('accepted encodings', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
