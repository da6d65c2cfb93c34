import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntryFiles } from './vite-manifest.ts';

async function withManifest(manifest: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wl-manifest-'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('readEntryFiles', () => {
  it('collects static imports and their CSS but never dynamic imports', async () => {
    const dir = await withManifest({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/lazy.ts'],
        css: ['assets/index-1.css'],
      },
      '_vendor.js': {
        file: 'assets/vendor-2.js',
        imports: ['_util.js'],
        css: ['assets/vendor-2.css'],
      },
      '_util.js': { file: 'assets/util-3.js', imports: ['_vendor.js'] },
      'src/lazy.ts': { file: 'assets/lazy-4.js', isDynamicEntry: true, css: ['assets/lazy-4.css'] },
    });
    try {
      expect(await readEntryFiles(dir)).toEqual({
        script: 'assets/index-1.js',
        preloads: ['assets/vendor-2.js', 'assets/util-3.js'],
        css: ['assets/index-1.css', 'assets/vendor-2.css'],
        landing: { scripts: [], css: [], pageCss: [] },
        dictionaries: {},
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the home page’s chunks the entry lacks, and every dictionary’s core part by name', async () => {
    const dir = await withManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-3.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared.js', '_hero.js'],
        css: ['assets/home-page-3.css', 'assets/shared-2.css'],
      },
      '_hero.js': { file: 'assets/hero-4.js' },
      'src/features/games/home-games.tsx': {
        file: 'assets/home-games-5.js',
        isDynamicEntry: true,
        imports: ['_hero.js'],
        css: ['assets/home-games-5.css'],
      },
      'src/features/deposit/deposit-page.tsx': { file: 'assets/deposit-6.js' },
      '../dictionary-language/en.js': { file: 'assets/en-7.js', isDynamicEntry: true },
      '../dictionary-part/en.sports.js': { file: 'assets/en.sports-9.js', isDynamicEntry: true },
      '../dictionary-language/vi.js': { file: 'assets/vi-8.js', isDynamicEntry: true },
    });
    try {
      const files = await readEntryFiles(dir);
      expect(files.landing).toEqual({
        scripts: ['assets/home-page-3.js', 'assets/hero-4.js', 'assets/home-games-5.js'],
        css: ['assets/home-page-3.css', 'assets/home-games-5.css'],
        // The home page's own, which the prerendered hero paints with; not the entry's shared.
        pageCss: ['assets/home-page-3.css'],
      });
      expect(files.dictionaries).toEqual({ en: 'assets/en-7.js', vi: 'assets/vi-8.js' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('explains a build without a manifest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wl-manifest-'));
    await expect(readEntryFiles(dir)).rejects.toMatchObject({ code: 'RUNTIME_BUILD' });
    await rm(dir, { recursive: true, force: true });
  });
});
