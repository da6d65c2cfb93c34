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
}

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
  return { script: entry.file, preloads, css: [...css] };
}
