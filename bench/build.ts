// bench:build — what "build once, brand as data" buys: time to build 1 and 20 brands with the
// runtime cached, beside the naive way of one Vite build per brand. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COUNT = Number(process.env.BENCH_BRANDS ?? 20);
const root = await mkdtemp(join(tmpdir(), 'wl-bench-build-'));
const brandsDir = join(root, 'brands');

// COUNT copies of aurora, each its own merchant, so every brand is a real, valid brand.
for (let i = 1; i <= COUNT; i++) {
  const id = `brand-${String(i).padStart(2, '0')}`;
  await cp('brands/aurora', join(brandsDir, id), { recursive: true });
  const file = join(brandsDir, id, 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8'));
  Object.assign(brand, {
    id,
    name: `Brand ${i}`,
    merchantCode: `BENCH${i}`,
    domains: [`${id}.localhost`],
  });
  await writeFile(file, JSON.stringify(brand, null, 2));
}
const ids = Array.from({ length: COUNT }, (_, i) => `brand-${String(i + 1).padStart(2, '0')}`);
const [firstId = 'brand-01'] = ids;

function timed(args: string[]): number {
  const start = performance.now();
  execFileSync(process.execPath, ['cli/bin.js', ...args], { stdio: 'ignore' });
  return performance.now() - start;
}

const out = join(root, 'dist');
const coldRuntime = timed(['build', '--brand', firstId, '--brands-dir', brandsDir, '--out', out]);
const startup = timed(['list', '--brands-dir', brandsDir]);
const one = timed(['build', '--brand', firstId, '--brands-dir', brandsDir, '--out', out]);
const all = timed(['build', '--all', '--brands-dir', brandsDir, '--out', out]);

// The naive way: every brand gets its own out dir, so every brand pays a full Vite build.
let naiveOne = 0;
let naiveAll = 0;
for (const [i, id] of ids.entries()) {
  const ms = timed([
    'build',
    '--brand',
    id,
    '--brands-dir',
    brandsDir,
    '--out',
    join(root, `naive-${id}`),
  ]);
  if (i === 0) naiveOne = ms;
  naiveAll += ms;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nBuild time, ${COUNT} brands (each figure includes CLI start-up of ${s(startup)}):`);
console.log(`  first build, runtime cold:                 ${s(coldRuntime)}`);
console.log(`  1 brand, runtime cached:                   ${s(one)}`);
console.log(`  ${COUNT} brands, runtime cached:                 ${s(all)}`);
console.log(`  1 brand, one Vite build per brand:         ${s(naiveOne)}`);
console.log(`  ${COUNT} brands, one Vite build per brand:       ${s(naiveAll)}`);
console.log(`  speed-up for ${COUNT} brands:                    ${(naiveAll / all).toFixed(1)}×`);
await rm(root, { recursive: true, force: true });
