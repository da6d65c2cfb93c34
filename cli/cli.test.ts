import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MINI = 'generator/test-fixtures/mini-runtime/vite.config.ts';
const BROKEN = 'generator/test-fixtures/brands-broken';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['cli/bin.js', ...args], (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A failure is one sentence on one line: no stack trace, no dump. */
function expectOneSentence(run: Run, sentence: RegExp) {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(sentence);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'wl-cli-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** `serve` of the brand the tests built, its database beside the build in the test folder. */
const serveArgs = (port: number) =>
  [
    ['serve', '--brand', 'aurora', '--port', String(port)],
    ['--out', join(tmp, 'dist'), '--runtime-config', MINI, '--data-dir', join(tmp, 'data')],
  ].flat();

describe('whitelabel CLI', () => {
  it('validates the demo brands by default', async () => {
    const run = await cli('validate');
    expect(run).toMatchObject({ code: 0, stdout: '✓ aurora\n✓ lotus\n' });
  });

  it('exits 1 on a broken brand, naming file, line and pointer', async () => {
    const file = `${BROKEN}/typo-key/brand.json`;
    const line =
      (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes('Homepage')) + 1;
    const run = await cli('validate', '--brands-dir', BROKEN, '--brand', 'typo-key');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:${line}:3  /loginedToHomepage  unknown key`);
    expect(run.stderr).toContain('hint: did you mean "loginedToHomePage"?');
    expect(run.stderr.trim().split('\n').at(-1)).toBe('Validation failed: 1 problem in typo-key.');
  });

  it('exits 1 on broken JSON with its line and column', async () => {
    const dir = 'generator/test-fixtures/broken-json/brands';
    const run = await cli('validate', '--brands-dir', dir, '--brand', 'broken-json');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/broken-json\/brand\.json:6:3 {2}\(root\) {2}invalid JSON/);
  });

  it('names the known brands when the brand is unknown', async () => {
    expectOneSentence(
      await cli('build', '--brand', 'aurra'),
      /^whitelabel: Unknown brand "aurra"; known brands: aurora, lotus\.$/,
    );
  });

  it('answers an unknown command or a missing choice with one sentence', async () => {
    expectOneSentence(await cli('deploy'), /unknown command 'deploy'/);
    expectOneSentence(await cli('build'), /^whitelabel: Pass --brand <id> or --all\.$/);
    expectOneSentence(await cli('serve', '--port', 'abc'), /A port is a whole number/);
  });

  it('states defaults in --help', async () => {
    const run = await cli('serve', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('(default: 8080)');
    expect(run.stdout).toContain('(default: "127.0.0.1")');
    expect(run.stdout).toContain('(default: "dist")');
  });

  it('finds the committed generated types current', async () => {
    expect(await cli('types', '--check')).toMatchObject({ code: 0, stdout: 'types: up to date\n' });
  });

  it('builds, then reuses the runtime, and lists the brand as built', async () => {
    const out = join(tmp, 'dist');
    const first = await cli('build', '--brand', 'aurora', '--out', out, '--runtime-config', MINI);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^runtime: built in \d+ ms/);
    expect(first.stdout).toMatch(/✓ aurora +\d+ files {2}[\d.]+ kB gzip {2}in \d+ ms/);
    const second = await cli('build', '--all', '--out', out, '--runtime-config', MINI);
    expect(second.stdout).toMatch(/^runtime: cached \(hash [0-9a-f]{16}\)/);
    const list = await cli('list', '--out', out);
    expect(list.stdout).toMatch(/aurora +Aurora Casino +AURORA01 +EN +EN,CN,TH,VI,UR +yes/);
  });

  it('creates a new brand that validates', async () => {
    const brands = join(tmp, 'brands');
    await import('node:fs/promises').then((fs) => fs.cp('brands', brands, { recursive: true }));
    const created = await cli('new', 'ruby-bay', '--from', 'lotus', '--brands-dir', brands);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created');
    const check = await cli('validate', '--brand', 'ruby-bay', '--brands-dir', brands);
    expect(check).toMatchObject({ code: 0, stdout: '✓ ruby-bay\n' });
  });

  it('says so in one sentence when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const { port } = blocker.address() as AddressInfo;
    try {
      const run = await cli(...serveArgs(port));
      expectOneSentence(run, new RegExp(`Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('serves a built brand and stops cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, ['cli/bin.js', ...serveArgs(0)]);
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /serving aurora at (\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`serve exited early: ${output}`)));
    });
    const page = await fetch(`${url}/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Aurora Casino');
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
