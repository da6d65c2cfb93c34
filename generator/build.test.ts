import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedBrand } from '../contract/brand.ts';
import { buildBrands, type BuildResult } from './build.ts';
import type { BuildReport } from './build-report.ts';

const MINI_RUNTIME = {
  configFile: 'generator/test-fixtures/mini-runtime/vite.config.ts',
  hashInputs: ['generator/test-fixtures/mini-runtime'],
};

let out: string;
let first: BuildResult;
let second: BuildResult;
const lines: string[] = [];

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'wl-build-'));
  const options = {
    brandsDir: 'brands',
    outDir: out,
    ids: ['aurora', 'lotus'],
    runtime: MINI_RUNTIME,
  };
  first = await buildBrands({ ...options, log: (l) => lines.push(l) });
  second = await buildBrands({ ...options, log: (l) => lines.push(l) });
});
afterAll(() => rm(out, { recursive: true, force: true }));

const read = (path: string) => readFile(join(out, path), 'utf8');
const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
const brandJson = (html: string) =>
  JSON.parse(
    /<script id="wl-brand" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '',
  ) as ResolvedBrand;

describe('build', () => {
  it('builds the runtime once and reports the second build as cached', () => {
    expect(first.ok && first.runtime.cached).toBe(false);
    expect(second.ok && second.runtime.cached).toBe(true);
    expect(lines[0]).toMatch(/^runtime: built in \d+ ms/);
    expect(lines).toContain(`runtime: cached (hash ${second.ok ? second.runtime.hash : ''})`);
    expect(lines.filter((l) => l.startsWith('✓ aurora'))).toHaveLength(2);
  });

  it('gives every brand the same hashed runtime files', async () => {
    const aurora = await readdir(join(out, 'aurora', 'assets'));
    const lotus = await readdir(join(out, 'lotus', 'assets'));
    expect(aurora.length).toBeGreaterThan(0);
    expect(aurora).toEqual(lotus);
    expect(aurora.every((f) => /-[\w-]{8}\.(js|css)$/.test(f))).toBe(true);
  });

  it('inlines the resolved brand with hashed asset URLs', async () => {
    const brand = brandJson(await read('lotus/index.html'));
    expect(brand.merchantCode).toBe('LOTUSVN');
    expect(brand.device).toBe('PC');
    expect(brand.theme.logo).toMatch(/^\/brand\/logo\.[0-9a-f]{8}\.svg$/);
    const logo = await readFile(join(out, 'lotus', brand.theme.logo));
    const hash = createHash('sha256').update(logo).digest('hex').slice(0, 8);
    expect(brand.theme.logo).toBe(`/brand/logo.${hash}.svg`);
  });

  it('renders title, language, theme colour and theme variables from the brand', async () => {
    const html = await read('lotus/index.html');
    expect(html).toContain('<html lang="vi-VN" dir="ltr">');
    expect(html).toContain('<title>Lotus Club — xổ số, thể thao và sòng bài</title>');
    expect(html).toContain('<meta name="theme-color" content="#ffffff" />');
    expect(html).toMatch(/<style id="wl-theme">:root\{--wl-primary:#cf1b6b;/);
    expect(html).toMatch(/<link rel="icon" href="\/brand\/favicon\.[0-9a-f]{8}\.svg"/);
  });

  it('starts the status call before the bundle, allowed by a matching CSP hash', async () => {
    const html = await read('aurora/index.html');
    const script = inlineScript(html);
    expect(script).toContain('window["__wlStatus"]=p');
    expect(script).not.toContain('__name');
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<script type="module"'));
    const hash = createHash('sha256').update(script).digest('base64');
    const report = JSON.parse(await read('aurora/build-report.json')) as BuildReport;
    expect(report.csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(html).toContain(`content="${report.csp}"`);
  });

  it('links the entry script and its CSS from the Vite manifest', async () => {
    const html = await read('aurora/index.html');
    const script = /<script type="module" src="\/(assets\/[^"]+)"/.exec(html)?.[1] ?? '';
    const css = /<link rel="stylesheet" href="\/(assets\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(await read(`aurora/${script}`)).toContain('hello from');
    expect(await read(`aurora/${css}`)).toContain('margin');
  });

  it('writes the web manifest and robots.txt', async () => {
    const manifest = JSON.parse(await read('aurora/manifest.webmanifest')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: 'Aurora Casino',
      start_url: '/index',
      display: 'standalone',
      theme_color: '#0c061c',
      background_color: '#120b26',
    });
    expect(await read('aurora/robots.txt')).toContain('User-agent: *');
  });

  it('reports raw, gzip and brotli bytes for every file and the initial load', async () => {
    const report = JSON.parse(await read('aurora/build-report.json')) as BuildReport;
    const files = Object.keys(report.files);
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'robots.txt']),
    );
    expect(files.some((f) => f.startsWith('brand/logo.'))).toBe(true);
    expect(files).not.toContain('.vite/manifest.json');
    const index = report.files['index.html'];
    expect(index?.raw).toBe((await readFile(join(out, 'aurora/index.html'))).length);
    expect(index && index.gzip < index.raw && index.brotli < index.raw).toBe(true);
    expect(report.initial.files[0]).toBe('index.html');
    expect(report.initial.raw).toBeLessThan(report.total.raw);
    expect(report.budgets[0]).toMatchObject({
      name: 'initial load of /index',
      actual: report.initial.gzip,
      ok: true,
    });
  });
});
