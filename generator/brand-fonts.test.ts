import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { fontFamilies, fontWarnings, planBrandFonts, webFontOf } from './brand-fonts.ts';
import { buildBrands } from './build.ts';
import { parseJson } from './load-json.ts';

const brandOf = async (id: string) =>
  JSON.parse(await readFile(`brands/${id}/brand.json`, 'utf8')) as BrandConfig;

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'wl-fonts-'));
  const built = await buildBrands({
    brandsDir: 'brands',
    outDir: out,
    ids: ['aurora', 'lotus'],
    runtime: {
      configFile: 'generator/test-fixtures/mini-runtime/vite.config.ts',
      hashInputs: ['generator/test-fixtures/mini-runtime'],
    },
  });
  expect(built.ok).toBe(true);
});
afterAll(() => rm(out, { recursive: true, force: true }));

const read = (path: string) => readFile(join(out, path), 'utf8');

describe('brand fonts', () => {
  it('reads the first family of a stack and skips system fonts', () => {
    expect(fontFamilies(`"Be Vietnam Pro", 'Segoe UI', system-ui`)).toEqual([
      'Be Vietnam Pro',
      'Segoe UI',
      'system-ui',
    ]);
    expect(webFontOf('"Playfair Display", Georgia, serif')).toBe('Playfair Display');
    expect(webFontOf('"Segoe UI", system-ui, sans-serif')).toBeUndefined();
  });

  it('plans the Vietnamese subset only for a brand that offers Vietnamese', async () => {
    const lotus = await brandOf('lotus');
    const subsets = (b: BrandConfig) => [...new Set(planBrandFonts(b).faces.map((f) => f.subset))];
    expect(subsets(lotus)).toEqual(['latin', 'vietnamese']);
    const englishOnly = { ...lotus, languages: [{ type: 'EN', name: 'English' }] } as BrandConfig;
    expect(subsets(englishOnly)).toEqual(['latin']);
  });

  it('plans each role the weights the runtime uses, and no italics', async () => {
    const plan = planBrandFonts(await brandOf('lotus'));
    const weights = (family: string) => [
      ...new Set(plan.faces.filter((f) => f.family === family).map((f) => f.weight)),
    ];
    expect(weights('Be Vietnam Pro')).toEqual([400, 700]);
    expect(weights('Playfair Display')).toEqual([800]);
    expect(plan.faces.every((f) => f.source.endsWith('-normal.woff2'))).toBe(true);
    expect(plan.missing).toEqual([]);
  });

  it('emits hashed woff2 files and nothing else', async () => {
    const files = await readdir(join(out, 'lotus', 'fonts'));
    expect(files).toHaveLength(2 * (2 + 1));
    expect(
      files.every((f) => /^[a-z-]+-(latin|vietnamese)-\d00-normal\.[0-9a-f]{8}\.woff2$/.test(f)),
    ).toBe(true);
    const aurora = await readdir(join(out, 'aurora', 'fonts'));
    expect(aurora.some((f) => f.startsWith('inter-latin-400-normal.'))).toBe(true);
    expect(aurora.some((f) => f.startsWith('montserrat-latin-800-normal.'))).toBe(true);
  });

  it('declares every face with font-display: swap and its unicode-range', async () => {
    const html = await read('lotus/index.html');
    const css = /<style id="wl-fonts">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(6);
    expect(faces.every((f) => f.includes('font-display:swap'))).toBe(true);
    expect(faces.every((f) => /unicode-range:U\+/.test(f))).toBe(true);
    expect(css).toContain('font-family:"Playfair Display"');
  });

  it('preloads the body and hero title faces the first paint needs', async () => {
    const html = await read('aurora/index.html');
    const preloads = [
      ...html.matchAll(
        /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g,
      ),
    ].map((m) => m[1]);
    expect(preloads).toEqual([
      expect.stringMatching(/^\/fonts\/inter-latin-400-normal\.[0-9a-f]{8}\.woff2$/),
      expect.stringMatching(/^\/fonts\/montserrat-latin-800-normal\.[0-9a-f]{8}\.woff2$/),
    ]);
    for (const url of preloads) expect(html).toContain(`src:url(${url}) format("woff2")`);
  });

  it('preloads the Vietnamese faces too where the first paint is in Vietnamese', async () => {
    const html = await read('lotus/index.html');
    const preloads = [
      ...html.matchAll(/<link rel="preload" href="\/fonts\/([a-z0-9-]+)-normal/g),
    ].map((m) => m[1]);
    expect(preloads).toEqual([
      'be-vietnam-pro-latin-400',
      'be-vietnam-pro-vietnamese-400',
      'playfair-display-latin-800',
      'playfair-display-vietnamese-800',
    ]);
  });

  it('gives Thai and Chinese a system stack instead of the serif fallback', async () => {
    const html = await read('lotus/index.html');
    expect(html).toMatch(
      /:root:lang\(th-TH\)\{--wl-font-body:"Be Vietnam Pro", "Leelawadee UI"[^}]*--wl-font-heading:"Playfair Display", "Leelawadee UI"[^}]*sans-serif\}/,
    );
    expect(html).toMatch(/:root:lang\(zh-CN\)\{[^}]*"Microsoft YaHei"/);
    expect(html).not.toMatch(/:root:lang\(vi-VN\)/);
  });

  it('warns in one sentence when no fontsource package provides a font', () => {
    const parsed = parseJson(
      JSON.stringify({
        theme: { fonts: { body: '"Nowhere Sans", sans-serif', heading: 'Georgia, serif' } },
      }),
      'brand.json',
    );
    if (!parsed.ok) throw new Error('fixture did not parse');
    const warnings = fontWarnings(parsed.doc);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.pointer).toBe('/theme/fonts/body');
    expect(warnings[0]?.message).toBe(
      '"Nowhere Sans" is not available from fontsource (@fontsource/nowhere-sans is not installed), so players see the next font of the stack instead.',
    );
  });
});
