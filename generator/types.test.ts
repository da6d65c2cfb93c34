import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, staleTypes } from './types.ts';

describe('types', () => {
  it('finds the committed generated types up to date', async () => {
    expect(await staleTypes()).toEqual([]);
  });

  it('detects a generated file that no longer matches the schema', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wl-types-'));
    try {
      await cp(GENERATED_DIR, dir, { recursive: true });
      const file = join(dir, 'platform.ts');
      await writeFile(file, (await readFile(file, 'utf8')).replace('siteMode', 'siteModus'));
      const stale = await staleTypes(dir);
      expect(stale).toHaveLength(1);
      expect(stale[0]).toMatch(/platform\.ts$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('starts every generated file with the DO-NOT-EDIT banner', async () => {
    const text = await readFile(join(GENERATED_DIR, 'brand.ts'), 'utf8');
    expect(text.startsWith('/* DO NOT EDIT: generated from schema/brand.schema.json')).toBe(true);
  });
});
