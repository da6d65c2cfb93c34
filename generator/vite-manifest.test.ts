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
      });
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
