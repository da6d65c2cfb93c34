import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './registry.ts';

const FEATURES_DIR = new URL('./features/', import.meta.url);
const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('the feature registry', () => {
  it('lists every feature folder exactly once', () => {
    expect(FEATURES.map((f) => f.id).sort()).toEqual([...folders].sort());
  });

  it.each(folders)(
    'keeps the %s pages out of the entry chunk: its descriptor statically imports only its shell slots',
    (folder) => {
      const source = readFileSync(new URL(`${folder}/feature.ts`, FEATURES_DIR), 'utf8');
      const staticImports = [...source.matchAll(/^import\s[^;]*from\s+'([^']+)'/gm)].map(
        (m) => m[1],
      );
      // shell-slots.tsx holds the small components the header and side bars show on every page.
      expect(
        staticImports.filter((path) => path?.startsWith('./') && path !== './shell-slots.tsx'),
      ).toEqual([]);
    },
  );

  it('claims each path once across all features', () => {
    const paths = FEATURES.flatMap((f) => f.routes.map((r) => r.path.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
