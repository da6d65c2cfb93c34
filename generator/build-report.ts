import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface FileSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BuildReport {
  brand: string;
  runtimeHash: string;
  generatedAt: string;
  /** Sent by the server as a header too, so it holds even where the meta tag is not honoured. */
  csp: string;
  files: Record<string, FileSize>;
  total: FileSize;
  /** What /index downloads before it can render: index.html, entry JS, its static imports, CSS. */
  initial: FileSize & { files: string[] };
  budgets: Budget[];
  /** What the operator should know but that did not stop the build (legal page fallbacks…). */
  notes: string[];
}

export interface Budget {
  name: string;
  /** gzip bytes. */
  limit: number;
  actual: number;
  ok: boolean;
}

/**
 * Size budgets, in gzip bytes. The first load is what a phone on a slow link waits for before
 * anything shows, so it gets a hard number; lazy feature chunks get a per-file ceiling so one
 * feature cannot quietly swallow a heavy dependency. The first load counts everything
 * index.html fetches: the entry and its imports, the home page's chunks and the core part of
 * the first language's dictionary (150 kB when it counted the entry alone, which then measured 127 kB).
 */
export const BUDGETS = { initialGzip: 160_000, fileGzip: 100_000 };

const sizeByContent = new Map<string, Promise<FileSize>>();

/**
 * Raw, gzip (level 9) and brotli (quality 11, as for precompressed static files) bytes.
 * Identical content is measured once per process: brotli 11 costs ~7 ms even on a small file.
 */
function sizeOf(bytes: Buffer): Promise<FileSize> {
  const key = createHash('sha1').update(bytes).digest('hex');
  let size = sizeByContent.get(key);
  if (!size) {
    // A window sized to the input gives the same output for small files, with less setup.
    const lgwin = Math.max(10, Math.min(24, Math.ceil(Math.log2(bytes.length + 1)) + 1));
    size = Promise.all([
      gzipAsync(bytes, { level: 9 }),
      brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_LGWIN]: lgwin,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ]).then(([gz, br]) => ({ raw: bytes.length, gzip: gz.length, brotli: br.length }));
    sizeByContent.set(key, size);
  }
  return size;
}

const budget = (name: string, limit: number, actual: number): Budget => ({
  name,
  limit,
  actual,
  ok: actual <= limit,
});

const sum = (sizes: FileSize[]): FileSize =>
  sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

/**
 * Sizes of the shared runtime files. Brotli at quality 11 is slow on a large bundle, and these
 * bytes are the same for every brand, so they are measured once per runtime build and kept
 * beside it in .sizes.json: a cached 20-brand build then compresses only the small brand files.
 */
export async function runtimeFileSizes(
  runtimeDir: string,
  runtimeHash: string,
  files: ReadonlySet<string>,
): Promise<Map<string, FileSize>> {
  const cachePath = join(runtimeDir, '.sizes.json');
  const cached = await readFile(cachePath, 'utf8')
    .then((t) => JSON.parse(t) as { hash: string; files: Record<string, FileSize> })
    .catch(() => undefined);
  if (cached?.hash === runtimeHash && [...files].every((f) => f in cached.files)) {
    return new Map(Object.entries(cached.files));
  }
  const sizes = new Map<string, FileSize>();
  await Promise.all(
    [...files].map(async (f) => sizes.set(f, await sizeOf(await readFile(join(runtimeDir, f))))),
  );
  await writeFile(
    cachePath,
    JSON.stringify({ hash: runtimeHash, files: Object.fromEntries(sizes) }),
  );
  return sizes;
}

export async function writeBuildReport(options: {
  siteDir: string;
  brand: string;
  runtimeHash: string;
  runtimeSizes: ReadonlyMap<string, FileSize>;
  /** What index.html loads before the page can show (renderIndexHtml's `firstLoad`). */
  firstLoad: readonly string[];
  csp: string;
  notes?: readonly string[];
}): Promise<BuildReport> {
  const { siteDir, runtimeSizes } = options;
  const names = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(siteDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((n) => n !== 'build-report.json')
    .sort();
  const sizes = await Promise.all(
    names.map(
      async (name) => runtimeSizes.get(name) ?? (await sizeOf(await readFile(join(siteDir, name)))),
    ),
  );
  const files = Object.fromEntries(names.map((n, i) => [n, sizes[i] as FileSize]));
  const initialFiles = ['index.html', ...options.firstLoad];
  const initial = sum(initialFiles.map((f) => files[f] ?? { raw: 0, gzip: 0, brotli: 0 }));
  const report: BuildReport = {
    brand: options.brand,
    runtimeHash: options.runtimeHash,
    generatedAt: new Date().toISOString(),
    csp: options.csp,
    files,
    total: sum(Object.values(files)),
    initial: { ...initial, files: initialFiles },
    budgets: [
      budget('initial load of /index', BUDGETS.initialGzip, initial.gzip),
      ...Object.entries(files)
        .filter(([name, size]) => !initialFiles.includes(name) && size.gzip > BUDGETS.fileGzip)
        .map(([name, size]) => budget(`file ${name}`, BUDGETS.fileGzip, size.gzip)),
    ],
    notes: [...(options.notes ?? [])],
  };
  await writeFile(join(siteDir, 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
