import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RuntimeBuildError } from './errors.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What index.html must load up front: the entry, its static imports and all their CSS. */
export interface EntryFiles {
  script: string;
  preloads: string[];
  css: string[];
  /**
   * The home page's lazy chunks and their CSS, beyond the entry's. The home page is where most
   * visits land: index.html fetches these beside the entry instead of after it has run, one
   * round trip less before the hero paints on a slow phone network.
   */
  landing: {
    scripts: string[];
    css: string[];
    /**
     * The home page chunk's own CSS (in `css` too): what the prerendered hero paints with, linked
     * as a stylesheet by the home page's HTML; the rest of `css` is only preloaded.
     */
    pageCss?: string[];
  };
  /**
   * Each dictionary's language chunk by dictionary name ("en" → assets/en-….js): its core part,
   * what the first screen needs (runtime/build/dictionary-parts-plugin.ts); other parts are lazy.
   */
  dictionaries: Record<string, string>;
}

/** The modules the home page loads as it renders (its route and the games strip it shows). */
export const LANDING_SOURCES = [
  'src/features/home/home-page.tsx',
  'src/features/games/home-games.tsx',
] as const;
const DICTIONARY_SOURCE = /(?:^|\/)dictionary-language\/([\w-]+)\.js$/;

export async function readEntryFiles(runtimeDir: string): Promise<EntryFiles> {
  const path = join(runtimeDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new RuntimeBuildError(
      `The runtime build has no readable ${path}; its Vite config must set build.manifest.`,
    );
  }
  const entry = manifest['index.html'] ?? Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new RuntimeBuildError(`The runtime manifest ${path} names no entry chunk.`);

  const preloads: string[] = [];
  const css = new Set<string>(entry.css ?? []);
  const seen = new Set<string>();
  // Static imports only: dynamic ones are lazy features and must not cost first-load bytes.
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preloads.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const i of entry.imports ?? []) visit(i);

  // The same walk from the home page's modules, keeping only what the entry does not load.
  const landingScripts: string[] = [];
  const landingCss = new Set<string>();
  const visitLanding = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    landingScripts.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.has(c)) landingCss.add(c);
    for (const i of chunk.imports ?? []) visitLanding(i);
  };
  for (const source of LANDING_SOURCES) visitLanding(source);
  const pageCss = (manifest[LANDING_SOURCES[0]]?.css ?? []).filter((c) => landingCss.has(c));

  const dictionaries: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = DICTIONARY_SOURCE.exec(key)?.[1];
    if (name) dictionaries[name] = chunk.file;
  }
  return {
    script: entry.file,
    preloads,
    css: [...css],
    landing: { scripts: landingScripts, css: [...landingCss], pageCss },
    dictionaries,
  };
}
