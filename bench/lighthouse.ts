// bench:lighthouse — Lighthouse on /index of each demo brand, mobile and desktop, median of
// three runs: the four category scores, LCP, TBT and CLS, and the audits that cost points.
// Usage: npm run bench:lighthouse [-- --runs 3 --brand aurora --brand lotus]; set
// BENCH_LIGHTHOUSE_REPORTS=<dir> to keep every full report.
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '../server/src/serve.ts';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', multiple: true, default: ['aurora', 'lotus'] },
    runs: { type: 'string', default: '3' },
  },
});
const brands = values.brand;
const runs = Math.max(1, Number(values.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: { id: string; title: string; display: string; category: string }[];
}

const root = await mkdtemp(join(tmpdir(), 'wl-bench-lighthouse-'));
const out = join(root, 'dist');
execFileSync(process.execPath, ['cli/bin.js', 'build', '--all', '--out', out], {
  stdio: 'inherit',
});
const server = await startServer({
  brandIds: brands,
  brandsDir: 'brands',
  distDir: out,
  port: 0,
  host: '127.0.0.1',
  dataDir: join(root, 'data'),
  log: () => {},
});
// Debian's Chromium; Lighthouse's own throttling (simulated slow 4G and a 4× slower CPU on
// mobile) stands in for a phone, so results compare across machines about as well as any.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

async function runOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<RunResult> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to read what held LCP back.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    await mkdir(reports, { recursive: true });
    const name = `${new URL(url).hostname.split('.')[0]}-${formFactor}-${Date.now()}.json`;
    await writeFile(join(reports, name), JSON.stringify(lhr));
  }
  // A run Lighthouse could not finish scores nothing, not 0: it is left out of the medians.
  const score = (id: string) =>
    lhr.runtimeError ? Number.NaN : Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: RunResult['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failing.push({
        id: ref.id,
        title: audit.title,
        display: audit.displayValue ?? '',
        category,
      });
    }
  }
  if (lhr.runtimeError) incomplete.push(`${url} ${formFactor}: ${lhr.runtimeError.code}`);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

/** The median of the runs that measured it: a run Lighthouse could not finish (its metric is
 *  NaN, and NaN made the sort and so the median arbitrary) is left out and reported below. */
const median = (xs: readonly number[]) => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const rows: string[] = [];
const incomplete: string[] = [];
const failures = new Map<string, Set<string>>();
/**
 * One status call per brand before measuring: a server's first call makes its key pair and
 * warms its database, which a visitor to a running site never waits for.
 */
function warmUp(brand: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const path = `/wps/system/status?url=${brand}.localhost`;
    get(
      { host: '127.0.0.1', port: server.port, path, headers: { host: `${brand}.localhost` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    ).on('error', reject);
  });
}

try {
  for (const brand of brands) await warmUp(brand);
  for (const brand of brands) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const url = `http://${brand}.localhost:${server.port}/index`;
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(url, formFactor));
      const m = (pick: (r: RunResult) => number) => median(results.map(pick));
      rows.push(
        `${`${brand} ${formFactor}`.padEnd(16)}` +
          CATEGORIES.map((c) => String(m((r) => r.scores[c])).padStart(6)).join('') +
          `${`${(m((r) => r.lcp) / 1000).toFixed(2)} s`.padStart(9)}` +
          `${`${Math.round(m((r) => r.tbt))} ms`.padStart(9)}` +
          `${m((r) => r.cls)
            .toFixed(3)
            .padStart(7)}`,
      );
      // Audits that failed in most runs, so one noisy run does not list a passing audit.
      const counts = new Map<string, { n: number; line: string }>();
      for (const f of results.flatMap((r) => r.failing)) {
        const line = `[${f.category}] ${f.title}${f.display ? ` (${f.display})` : ''}`;
        counts.set(f.id, { n: (counts.get(f.id)?.n ?? 0) + 1, line });
      }
      for (const { n, line } of counts.values()) {
        if (n * 2 > runs) {
          const where = failures.get(line) ?? new Set<string>();
          failures.set(line, where.add(`${brand} ${formFactor}`));
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await rm(root, { recursive: true, force: true });
}

console.log(`\nLighthouse on /index, median of ${runs}:`);
console.log(
  `${''.padEnd(16)}${['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(6)).join('')}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
);
for (const row of rows) console.log(row);
if (incomplete.length > 0) {
  console.log('\nRuns left out of the medians (Lighthouse could not finish them):');
  for (const line of incomplete) console.log(`  ${line}`);
}
console.log('\nAudits below 90 in most runs:');
if (failures.size === 0) console.log('  none');
for (const [line, where] of failures) console.log(`  ${line} — ${[...where].join(', ')}`);
