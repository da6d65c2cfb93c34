import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { RuntimeBuildError } from './errors.ts';
import { REPO_ROOT } from './schemas.ts';

/** What the runtime is built from; a parameter so tests can build a tiny fixture runtime. */
export interface RuntimeSource {
  /** Vite config file (sets root, plugins, manifest). */
  configFile: string;
  /** Files and folders whose content decides whether the cached build is still good. */
  hashInputs: string[];
}

export const DEFAULT_RUNTIME: RuntimeSource = {
  configFile: join(REPO_ROOT, 'runtime', 'vite.config.ts'),
  hashInputs: ['runtime', 'contract', 'package-lock.json'].map((p) => join(REPO_ROOT, p)),
};

export interface RuntimeBuild {
  dir: string;
  hash: string;
  cached: boolean;
  ms: number;
}

const HASH_FILE = '.hash';
// Tests, stories and build output do not reach the bundle; counting them would rebuild needlessly.
const IGNORED = /(^|[\\/])(node_modules|dist|\.[^\\/]*)$|\.test\.tsx?$|\.stories\.tsx?$/;

async function walk(path: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (e: unknown) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') out.push(path);
    return; // A missing input simply does not contribute.
  }
  for (const e of entries) {
    const child = join(path, e.name);
    if (IGNORED.test(child)) continue;
    if (e.isDirectory()) await walk(child, out);
    else if (e.isFile()) out.push(child);
  }
}

/** A content hash over the sources: names and bytes, in a stable order. */
export async function runtimeHash(source: RuntimeSource): Promise<string> {
  const files: string[] = [];
  for (const input of [...source.hashInputs, source.configFile]) await walk(resolve(input), files);
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(REPO_ROOT, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the runtime into `<out>/.runtime` unless the build there came from the same sources.
 * One build serves every brand: that is what makes N brands cost one Vite run.
 */
export async function ensureRuntime(outDir: string, source: RuntimeSource): Promise<RuntimeBuild> {
  const dir = join(outDir, '.runtime');
  const started = performance.now();
  const hash = await runtimeHash(source);
  const previous = await readFile(join(dir, HASH_FILE), 'utf8').catch(() => '');
  if (previous.trim() === hash) {
    return { dir, hash, cached: true, ms: performance.now() - started };
  }
  const { build } = await import('vite');
  try {
    await build({
      configFile: source.configFile,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: dir, emptyOutDir: true, manifest: true },
    });
  } catch (e: unknown) {
    throw new RuntimeBuildError(`The runtime build failed: ${buildFailure(e)}`, { cause: e });
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, HASH_FILE), `${hash}\n`);
  return { dir, hash, cached: false, ms: performance.now() - started };
}

/**
 * One line out of a Vite/Rolldown failure: the first error's message and location. The full
 * report is a multi-line code frame in colour; the location is what gets the developer there.
 */
export function buildFailure(e: unknown): string {
  const text = stripVTControlCharacters(e instanceof Error ? e.message : String(e));
  const lines = text.split('\n').map((l) => l.trim());
  const count = Number(/Build failed with (\d+) error/.exec(text)?.[1] ?? 1);
  const first = lines.find((l) => l !== '' && !/^Build failed with/.test(l)) ?? lines[0] ?? '';
  const message = first.replace(/^\[[^\]]+\]\s*/, '').replace(/[.:]$/, '');
  const where = /([\w./@-]+:\d+:\d+)/.exec(text)?.[1];
  const more = count > 1 ? ` (and ${count - 1} more error${count > 2 ? 's' : ''})` : '';
  return `${message}${where && !message.includes(where) ? ` at ${where}` : ''}${more}.`;
}
