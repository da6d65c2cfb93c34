import { stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError } from '../generator/errors.ts';
import { formatProblem, formatProblems } from '../generator/problem.ts';
import { REPO_ROOT } from '../generator/schemas.ts';
import type { RuntimeSource } from '../generator/runtime-build.ts';
import type { BrandCheck } from '../generator/validate.ts';
import { listBrandIds, requireBrand } from '../generator/validate.ts';
import { assertPortFree } from './port-check.ts';

// Heavy modules (Vite, Handlebars, the server) are imported inside the actions that need them,
// so `whitelabel validate` and `list` start in a fraction of the time.

export const DEFAULT_RUNTIME_CONFIG = 'runtime/vite.config.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

interface Selection {
  brand?: string;
  all?: boolean;
  brandsDir: string;
}

async function selectBrands(opts: Selection, allByDefault: boolean): Promise<string[]> {
  if (opts.brand && opts.all) throw new UsageError('Pass either --brand <id> or --all, not both.');
  if (opts.brand) {
    await requireBrand(opts.brandsDir, opts.brand);
    return [opts.brand];
  }
  if (!opts.all && !allByDefault) throw new UsageError('Pass --brand <id> or --all.');
  const ids = await listBrandIds(opts.brandsDir);
  if (ids.length === 0) {
    throw new UsageError(
      `No brands found in ${opts.brandsDir}; create one with "whitelabel new <id>".`,
    );
  }
  return ids;
}

/** Prints every problem, then one closing sentence; returns whether all brands passed. */
function reportChecks(checks: readonly BrandCheck[], verb: string): boolean {
  const failed = checks.filter((c) => c.problems.length > 0);
  for (const c of checks) {
    if (c.problems.length === 0) out(`✓ ${c.id}`);
    else err(`✗ ${c.id}\n${formatProblems(c.problems)}\n`);
    // Warnings never fail the command: the brand is valid, the operator may still want to act.
    for (const w of c.warnings) err(`warning: ${formatProblem(w)}`);
  }
  if (failed.length === 0) return true;
  const count = failed.reduce((n, c) => n + c.problems.length, 0);
  err(
    `${verb}: ${count} problem${count === 1 ? '' : 's'} in ${failed.map((c) => c.id).join(', ')}.`,
  );
  process.exitCode = 1;
  return false;
}

/** Relative to the working directory when inside it, else absolute: whichever reads better. */
function shownPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel === '' ? '.' : rel.startsWith('..') ? resolve(path) : rel;
}

function runtimeSource(configFile: string): RuntimeSource | undefined {
  // The default is the package's own runtime, found from the repository root whatever the
  // working directory, with its full hash inputs (runtime/, contract/, package-lock.json).
  if (configFile === DEFAULT_RUNTIME_CONFIG) return undefined;
  const absolute = resolve(configFile);
  if (absolute === resolve(REPO_ROOT, DEFAULT_RUNTIME_CONFIG)) return undefined;
  return { configFile: absolute, hashInputs: [dirname(absolute)] };
}

export async function runValidate(opts: Selection): Promise<void> {
  const { checkBrands } = await import('../generator/validate.ts');
  const ids = await selectBrands(opts, true);
  reportChecks(await checkBrands(opts.brandsDir, ids), 'Validation failed');
}

export async function runTypes(opts: { check: boolean }): Promise<void> {
  const { staleTypes, writeTypes } = await import('../generator/types.ts');
  if (!opts.check) {
    out(`types: wrote ${(await writeTypes()).join(', ')}`);
    return;
  }
  const stale = await staleTypes();
  if (stale.length === 0) {
    out('types: up to date');
    return;
  }
  err(
    `${stale.join(' and ')} ${stale.length === 1 ? 'is' : 'are'} stale against schema/; run "whitelabel types" and commit the result.`,
  );
  process.exitCode = 1;
}

interface BuildOpts extends Selection {
  out: string;
  runtimeConfig: string;
}

async function build(opts: BuildOpts, ids: string[]): Promise<boolean> {
  const { buildBrands, formatKb } = await import('../generator/build.ts');
  const started = performance.now();
  const runtime = runtimeSource(opts.runtimeConfig);
  const result = await buildBrands({
    brandsDir: opts.brandsDir,
    outDir: opts.out,
    ids,
    log: out,
    ...(runtime ? { runtime } : {}),
  });
  if (!result.ok) return reportChecks(result.checks, 'Build stopped');
  const initial = result.sites[0]?.report.initial;
  out(
    `built ${result.sites.length} brand${result.sites.length === 1 ? '' : 's'} into ${shownPath(opts.out)}/ ` +
      `in ${Math.round(performance.now() - started)} ms` +
      (initial ? ` (first load of /index: ${formatKb(initial.gzip)} gzip)` : ''),
  );
  return true;
}

export async function runBuild(opts: BuildOpts): Promise<void> {
  await build(opts, await selectBrands(opts, false));
}

interface ServeOpts extends BuildOpts {
  port: number;
  host: string;
  dataDir: string;
  reseed: boolean;
  sandbox: boolean;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Where operator keys come from: they live in the database, made by the CLI, not by serve. */
function operatorKeysHint(dataDir: string): string {
  return process.env.DATABASE_URL
    ? 'Operator keys: "whitelabel platform keys create --brand <id>" with the same DATABASE_URL.'
    : `Operator keys: "whitelabel platform keys create --brand <id> --data-dir ${shownPath(dataDir)}" while this server is stopped.`;
}

export async function runServe(opts: ServeOpts): Promise<void> {
  const ids = await selectBrands(opts, false);
  await assertPortFree(opts.port, opts.host);
  const missing: string[] = [];
  for (const id of ids) if (!(await isFile(join(opts.out, id, 'index.html')))) missing.push(id);
  if (missing.length > 0) {
    out(`serve: building ${missing.join(', ')} first`);
    if (!(await build(opts, missing))) return;
  }
  const { startServer, closeOnSignals } = await import('../server/src/serve.ts');
  const server = await startServer({
    brandIds: ids,
    brandsDir: opts.brandsDir,
    distDir: opts.out,
    port: opts.port,
    host: opts.host,
    dataDir: opts.dataDir,
    reseed: opts.reseed,
    sandbox: opts.sandbox,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  const { port } = new URL(server.url);
  out(`serving ${ids.join(', ')} at ${server.url}`);
  if (ids.length > 1) for (const id of ids) out(`  ${id}: http://${id}.localhost:${port}/`);
  out(operatorKeysHint(opts.dataDir));
  out('Press Ctrl+C to stop.');
  closeOnSignals(server);
}

export async function runDev(opts: {
  brand: string;
  port: number;
  host: string;
  dataDir: string;
  brandsDir: string;
  runtimeConfig: string;
}): Promise<void> {
  await requireBrand(opts.brandsDir, opts.brand);
  await assertPortFree(opts.port, opts.host);
  await assertPortFree(opts.port + 1, opts.host);
  const [{ startDev }, { startServer, closeOnSignals }] = await Promise.all([
    import('../generator/dev-server.ts'),
    import('../server/src/serve.ts'),
  ]);
  const runtime = runtimeSource(opts.runtimeConfig);
  const result = await startDev({
    brandsDir: opts.brandsDir,
    id: opts.brand,
    port: opts.port,
    host: opts.host,
    log: out,
    ...(runtime ? { runtime } : {}),
    startPlatform: (apiPort) =>
      startServer({
        brandIds: [opts.brand],
        brandsDir: opts.brandsDir,
        distDir: 'dist',
        port: apiPort,
        host: opts.host,
        dataDir: opts.dataDir,
        apiOnly: true,
        // dev is a developer's machine: always the sandboxes (ribbon shown).
        sandbox: true,
        ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      }),
  });
  if (!result.ok) {
    err(formatProblems(result.problems));
    err(`Dev server not started: fix the problems in ${opts.brand} first.`);
    process.exitCode = 1;
    return;
  }
  out('Press Ctrl+C to stop.');
  closeOnSignals(result);
}

export async function runNew(id: string, opts: { from: string; brandsDir: string }): Promise<void> {
  const { createBrand } = await import('../generator/new-brand.ts');
  const check = await createBrand(opts.brandsDir, id, opts.from);
  const where = relative(process.cwd(), check.dir) || check.dir;
  if (!reportChecks([check], `The new brand in ${where} does not validate`)) return;
  out(
    `created ${where} from ${opts.from}; edit ${join(where, 'brand.json')}, then run "whitelabel build --brand ${id}".`,
  );
}

export async function runList(opts: { brandsDir: string; out: string }): Promise<void> {
  const { listBrands, formatBrandTable } = await import('../generator/list-brands.ts');
  const brands = await listBrands(opts.brandsDir, opts.out);
  if (brands.length === 0) {
    out(`No brands in ${opts.brandsDir}; create one with "whitelabel new <id>".`);
    return;
  }
  out(formatBrandTable(brands));
}
