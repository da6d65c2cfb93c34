// bench:size — the JavaScript a phone downloads to show /index, measured in a real browser:
// every script Chromium fetches until the page is idle, sized raw, gzip and brotli.
// Beside it, a bare React + react-router + jotai app built in the same run, and the ratio.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { launchChromium } from '../e2e/browser.ts';
import { startServer } from '../server/src/serve.ts';
import { fileSize, kb, sum, type Size } from './sizes.ts';

const root = await mkdtemp(join(tmpdir(), 'wl-bench-size-'));
const out = join(root, 'dist');
const brand = process.argv[2] ?? 'aurora';

execFileSync(process.execPath, ['cli/bin.js', 'build', '--brand', brand, '--out', out], {
  stdio: 'inherit',
});
const server = await startServer({
  brandIds: [brand],
  brandsDir: 'brands',
  distDir: out,
  port: 0,
  host: '127.0.0.1',
  dataDir: join(root, 'data'),
  log: () => {},
});

const browser = await launchChromium();
const page = await browser.newPage();
const scripts = new Set<string>();
page.on('response', (response) => {
  if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
});
await page.goto(`http://127.0.0.1:${server.port}/index`, { waitUntil: 'networkidle' });
await browser.close();
await server.close();

const runtimeSizes = await Promise.all([...scripts].map((p) => fileSize(join(out, brand, p))));
const runtime = sum(runtimeSizes);

const baselineOut = join(root, 'baseline');
await build({
  root: 'bench/baseline',
  logLevel: 'error',
  plugins: [react()],
  build: { outDir: baselineOut, emptyOutDir: true },
});
const baselineFiles = (await readdir(join(baselineOut, 'assets'))).filter((f) => f.endsWith('.js'));
const baseline = sum(
  await Promise.all(baselineFiles.map((f) => fileSize(join(baselineOut, 'assets', f)))),
);

const row = (name: string, s: Size, files: number) =>
  `${name.padEnd(34)} ${String(files).padStart(5)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}`;
console.log(`\nFirst-load JavaScript of /index (${brand}), as fetched by Chromium:`);
console.log(
  `${''.padEnd(34)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`,
);
console.log(row('whitelabel runtime', runtime, scripts.size));
console.log(row('bare React + router + jotai', baseline, baselineFiles.length));
console.log(
  `ratio (runtime / bare): gzip ${(runtime.gzip / baseline.gzip).toFixed(2)}×, brotli ${(runtime.brotli / baseline.brotli).toFixed(2)}×`,
);
for (const [i, p] of [...scripts].entries()) {
  console.log(`  ${p}  ${kb(runtimeSizes[i]?.gzip ?? 0)} gzip`);
}
await rm(root, { recursive: true, force: true });
