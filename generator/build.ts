import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { copyBrandAssets } from './brand-assets.ts';
import { emitBrandFonts } from './brand-fonts.ts';
import {
  runtimeFileSizes,
  writeBuildReport,
  type BuildReport,
  type FileSize,
} from './build-report.ts';
import { UsageError } from './errors.ts';
import { writeLegalPages, type LegalBuild } from './legal-pages.ts';
import { prerenderHomeRoot } from './prerender-home.ts';
import { renderIndexHtml, renderRobots, renderWebManifest } from './render.ts';
import { brandAssetPaths, resolveBrand } from './resolve-brand.ts';
import {
  DEFAULT_RUNTIME,
  ensureRuntime,
  type RuntimeBuild,
  type RuntimeSource,
} from './runtime-build.ts';
import { checkBrands, type BrandCheck } from './validate.ts';
import { readEntryFiles, type EntryFiles } from './vite-manifest.ts';

export interface BuildOptions {
  brandsDir: string;
  outDir: string;
  ids: readonly string[];
  runtime?: RuntimeSource;
  log?: (line: string) => void;
}

export interface SiteResult {
  id: string;
  dir: string;
  ms: number;
  report: BuildReport;
  legal: LegalBuild;
}

export type BuildResult =
  { ok: false; checks: BrandCheck[] } | { ok: true; runtime: RuntimeBuild; sites: SiteResult[] };

/** The HTML of every route but the home page's (index.html). */
export const APP_HTML = 'app.html';

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Validate every brand, build the runtime once (or reuse it), then render each brand's site. */
export async function buildBrands(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => undefined);
  const outDir = resolve(options.outDir);
  if (outDir === resolve(options.brandsDir)) {
    throw new UsageError('The output folder must not be the brands folder; pick another --out.');
  }
  const checks = await checkBrands(options.brandsDir, options.ids);
  if (checks.some((c) => c.problems.length > 0)) return { ok: false, checks };

  const runtime = await ensureRuntime(outDir, options.runtime ?? DEFAULT_RUNTIME);
  log(
    runtime.cached
      ? `runtime: cached (hash ${runtime.hash})`
      : `runtime: built in ${Math.round(runtime.ms)} ms (hash ${runtime.hash})`,
  );
  const entry = await readEntryFiles(runtime.dir);
  const runtimeFiles = await listRuntimeFiles(runtime.dir);
  const runtimeSizes = await runtimeFileSizes(runtime.dir, runtime.hash, runtimeFiles);

  const sites = await Promise.all(
    checks.map(async (check) => {
      const site = await buildSite(check, outDir, runtime, entry, runtimeFiles, runtimeSizes);
      log(
        `✓ ${check.id.padEnd(12)} ${String(Object.keys(site.report.files).length).padStart(3)} files  ` +
          `${formatKb(site.report.total.gzip)} gzip  in ${Math.round(site.ms)} ms`,
      );
      for (const note of site.legal.notes) log(`  ℹ ${note}`);
      for (const b of site.report.budgets.filter((x) => !x.ok)) {
        log(
          `  ⚠ over budget: ${b.name} is ${formatKb(b.actual)} gzip, budget ${formatKb(b.limit)}`,
        );
      }
      return site;
    }),
  );
  return { ok: true, runtime, sites };
}

/** The runtime's output minus what the generator replaces (index.html) or keeps private. */
async function listRuntimeFiles(runtimeDir: string): Promise<Set<string>> {
  const entries = await readdir(runtimeDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => relative(runtimeDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => f !== 'index.html' && !f.startsWith('.'));
  return new Set(files);
}

async function buildSite(
  check: BrandCheck,
  outDir: string,
  runtime: RuntimeBuild,
  entry: EntryFiles,
  runtimeFiles: ReadonlySet<string>,
  runtimeSizes: ReadonlyMap<string, FileSize>,
): Promise<SiteResult> {
  const started = performance.now();
  const brand = check.brand;
  if (!brand) throw new Error(`brand ${check.id} was built without passing validation`);
  const siteDir = join(outDir, check.id);
  // A clean folder, so assets of an older build (other hashes) never linger in a deploy.
  await rm(siteDir, { recursive: true, force: true });
  const dirs = new Set([...runtimeFiles].map((f) => dirname(join(siteDir, f))));
  await Promise.all([...dirs, siteDir].map((d) => mkdir(d, { recursive: true })));
  await Promise.all([...runtimeFiles].map((f) => copyFile(join(runtime.dir, f), join(siteDir, f))));

  const urls = await copyBrandAssets(check.dir, brandAssetPaths(brand), siteDir);
  const resolved = resolveBrand(brand, (p) => urls.get(p) ?? p);
  const legal = await writeLegalPages({
    brandDir: check.dir,
    siteDir,
    languages: brand.languages.map((l) => l.type),
    defaultLanguage: brand.defaultLanguage,
  });
  const fonts = await emitBrandFonts(brand, siteDir);
  // index.html is the home page (`/`, `/index`) with its hero already in the HTML; app.html
  // the splash every other route starts from (server/src/site/static-site.ts picks).
  const { html, csp, firstLoad } = renderIndexHtml(resolved, entry, '/', fonts.head, {
    html: prerenderHomeRoot(resolved, check.platform),
    home: true,
  });
  const app = renderIndexHtml(resolved, entry, '/', fonts.head);
  await Promise.all([
    writeFile(join(siteDir, 'index.html'), html),
    writeFile(join(siteDir, APP_HTML), app.html),
    writeFile(join(siteDir, 'manifest.webmanifest'), renderWebManifest(resolved)),
    writeFile(join(siteDir, 'robots.txt'), renderRobots(resolved)),
  ]);
  const report = await writeBuildReport({
    siteDir,
    brand: check.id,
    runtimeHash: runtime.hash,
    runtimeSizes,
    firstLoad,
    csp,
    notes: legal.notes,
  });
  return { id: check.id, dir: siteDir, ms: performance.now() - started, report, legal };
}
