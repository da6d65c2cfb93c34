import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../registry.ts';
import { DICTIONARY_PARTS, PART_NAMES, partOfKey, splitDictionary } from './dictionary-parts.ts';
import en from './dictionaries/en.json';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const KEYS = Object.keys(en);

/** Static and dynamic relative imports of a source file (type-only imports bring no code). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(file, 'utf8');
  const at = (path: string) => resolve(dirname(file), path);
  const code = (path: string) => /\.tsx?$/.test(path);
  return {
    static: [
      ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms),
      ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
    ]
      .map((m) => m[1] as string)
      .filter(code)
      .map(at),
    dynamic: [...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)]
      .map((m) => m[1] as string)
      .filter(code)
      .map(at),
  };
}

/** The text of `name: [ … ]` in a descriptor, brackets matched. */
function arrayText(text: string, name: string): string {
  const start = text.indexOf(`${name}: [`);
  if (start < 0) return '';
  let depth = 0;
  for (let i = text.indexOf('[', start); i < text.length; i++) {
    if (text[i] === '[') depth++;
    if (text[i] === ']' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * The files that may render before any part but core is loaded: everything the entry reaches,
 * following dynamic imports too (lazy header pieces, the member centre frame) except the lazy
 * loaders of a descriptor with parts, which fetch those parts themselves. Home sections and
 * header actions are on the first screen, so their loaders are followed.
 */
function coreOnlyFiles(): Set<string> {
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { static: fixed, dynamic } = importsOf(file);
    queue.push(...fixed);
    if (!file.endsWith('feature.ts')) queue.push(...dynamic);
    else {
      const text = readFileSync(file, 'utf8');
      const firstScreen = arrayText(text, 'homeSections') + arrayText(text, 'headerActions');
      const hasParts = /dictionaryParts:/.test(text);
      queue.push(
        ...(hasParts
          ? importsOf(file).dynamic.filter((d) => firstScreen.includes(`'./${d.split('/').pop()}'`))
          : dynamic),
      );
    }
  }
  return seen;
}

const TABLE = fileURLToPath(new URL('./dictionary-parts.ts', import.meta.url));

/** Keys a source file names: whole literals, and every key under a `prefix.${…}` template. */
function keysIn(file: string): string[] {
  // The table names keys to place them, not to show them.
  if (file === TABLE) return [];
  const text = readFileSync(file, 'utf8');
  const literal = [...text.matchAll(/(['"`])([A-Za-z][\w.]*)\1/g)]
    .map((m) => m[2] as string)
    .filter((k) => Object.hasOwn(en, k));
  const templated = [...text.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].flatMap((m) =>
    KEYS.filter((k) => k.startsWith(m[1] as string)),
  );
  return [...new Set([...literal, ...templated])];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the dictionary parts', () => {
  it('put every key in exactly one part', () => {
    const parts = splitDictionary(en);
    const placed = PART_NAMES.flatMap((p) => Object.keys(parts[p]));
    expect(placed.sort()).toEqual([...KEYS].sort());
  });

  it('have no prefix that matches no key, so the table holds no dead rows', () => {
    for (const part of PART_NAMES) {
      for (const prefix of DICTIONARY_PARTS[part]) {
        expect(
          KEYS.some((k) => k.startsWith(prefix)),
          `${part}: ${prefix}`,
        ).toBe(true);
      }
    }
  });

  it('name only parts that exist in the descriptors', () => {
    for (const feature of FEATURES) {
      for (const part of feature.dictionaryParts ?? []) expect(PART_NAMES).toContain(part);
    }
  });

  it('give the shell, the home page, the header and every first-screen piece core keys only', () => {
    const coreOnly = coreOnlyFiles();
    const problems = [...coreOnly].flatMap((file) =>
      keysIn(file)
        .filter((k) => partOfKey(k) !== 'core')
        .map((k) => `${relative(SRC, file)}: ${k} (${partOfKey(k)})`),
    );
    expect(problems).toEqual([]);
  });

  it('give each feature only core keys and the parts its descriptor fetches', () => {
    const partsOf = new Map(FEATURES.map((f) => [f.id, ['core', ...(f.dictionaryParts ?? [])]]));
    const problems = sourceFiles(SRC).flatMap((file) => {
      // A feature's folder is named by its descriptor id.
      const id = /features\/([^/]+)\//.exec(relative(SRC, file))?.[1];
      const allowed = (id && partsOf.get(id)) ?? ['core'];
      return keysIn(file)
        .filter((k) => !allowed.includes(partOfKey(k)))
        .map((k) => `${relative(SRC, file)}: ${k} (${partOfKey(k)})`);
    });
    expect(problems).toEqual([]);
  });
});
