import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../server/src/db/test-databases.ts';
import { startServer, type ServeOptions } from '../server/src/serve.ts';
import { BRANDS_DIR } from '../server/testing/test-app.ts';
import { expectOneSentence, platform, type Run } from './cli-testing.ts';

const KEY = /^(wlop_([0-9a-z]{12})_[A-Za-z0-9_-]{43})\n$/;

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'wl-keys-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** The key printed by `keys create` (alone on stdout) and its id. */
function created(run: Run): { key: string; id: string } {
  expect(run.code, run.stderr).toBe(0);
  const match = KEY.exec(run.stdout);
  expect(match, run.stdout).not.toBeNull();
  expect(run.stderr).toMatch(/^Operator key [0-9a-z]{12} for .+ created; this is the only time/);
  return { key: match?.[1] ?? '', id: match?.[2] ?? '' };
}

// Every CLI run that opens the embedded database pays for PGlite and the migrations (seconds
// each, a minute on a loaded machine), hence the long timeouts.

/** A platform on the database the CLI manages, as `serve` would run it. */
const serve = (database: Pick<ServeOptions, 'dataDir' | 'databaseUrl'>) =>
  startServer({
    brandIds: ['aurora', 'lotus'],
    brandsDir: BRANDS_DIR,
    distDir: join(tmp, 'no-dist'),
    port: 0,
    host: '127.0.0.1',
    apiOnly: true,
    log: () => undefined,
    ...database,
  });

const withdrawals = (api: string, brand: string, key: string) =>
  platform(['withdrawals', '--brand', brand, '--api', api, '--key', key]);

describe('whitelabel platform keys on the embedded database', () => {
  it('creates, lists and revokes keys that a served platform honours, brand by brand', async () => {
    const dataDir = join(tmp, 'data');
    const db = ['--data-dir', dataDir];
    expectOneSentence(
      await platform(['keys', 'list', ...db]),
      /^whitelabel: No platform database in .+; pass the --data-dir of "whitelabel serve" or set DATABASE_URL\.$/,
    );
    const aurora = created(
      await platform(['keys', 'create', '--brand', 'aurora', '--label', 'ops desk', ...db]),
    );
    const both = created(
      await platform(['keys', 'create', '--brand', 'lotus', '--brand', 'aurora', ...db]),
    );
    const list = await platform(['keys', 'list', ...db]);
    expect(list.code, list.stderr).toBe(0);
    const [head, ...rows] = list.stdout.trim().split('\n');
    expect(head).toMatch(/^ID\s+LABEL\s+BRANDS\s+CREATED \(UTC\)\s+LAST USED \(UTC\)\s+STATUS$/);
    expect(rows).toEqual([
      expect.stringMatching(
        new RegExp(`^${aurora.id}\\s+ops desk\\s+aurora\\s+\\d{4}-.+\\s+-\\s+active$`),
      ),
      expect.stringMatching(new RegExp(`^${both.id}\\s+-\\s+aurora,lotus\\s+.+active$`)),
    ]);
    for (const { key } of [aurora, both]) expect(list.stdout).not.toContain(key.slice(18));

    let server = await serve({ dataDir });
    try {
      expect(await withdrawals(server.url, 'aurora', aurora.key)).toMatchObject({
        code: 0,
        stdout: 'No withdrawals for aurora.\n',
      });
      expect((await withdrawals(server.url, 'lotus', both.key)).code).toBe(0);
      expectOneSentence(
        await withdrawals(server.url, 'lotus', aurora.key),
        /^whitelabel: This operator key does not cover lotus\.$/,
      );
      // PGlite admits one process: while serve holds the folder, the CLI says why it waits.
      expectOneSentence(
        await platform(['keys', 'revoke', aurora.id, ...db]),
        new RegExp(
          `^whitelabel: The embedded database .+ is open in "whitelabel serve" \\(process ${process.pid}\\) and admits one process at a time, so stop that server, manage keys, and start it again`,
        ),
      );
    } finally {
      await server.close();
    }

    expect(await platform(['keys', 'revoke', aurora.id, ...db])).toMatchObject({
      code: 0,
      stdout: `Operator key ${aurora.id} revoked; every server on this database refuses it from now on.\n`,
    });
    expect((await platform(['keys', 'revoke', aurora.key, ...db])).stdout).toBe(
      `Operator key ${aurora.id} was already revoked.\n`,
    );
    server = await serve({ dataDir });
    try {
      expectOneSentence(
        await withdrawals(server.url, 'aurora', aurora.key),
        /^whitelabel: This operator key was revoked\.$/,
      );
      expect((await withdrawals(server.url, 'aurora', both.key)).code).toBe(0);
    } finally {
      await server.close();
    }
    const after = await platform(['keys', 'list', ...db]);
    expect(after.stdout).toMatch(new RegExp(`${aurora.id}.+revoked \\d{4}-`));
    expect(after.stdout).toMatch(new RegExp(`${both.id}.+\\d\\d:\\d\\d\\s+active`));
    expectOneSentence(
      await platform(['keys', 'revoke', 'zzzzzzzzzzzz', ...db]),
      /^whitelabel: No operator key zzzzzzzzzzzz; "whitelabel platform keys list" shows/,
    );
    expectOneSentence(
      await platform(['keys', 'create', '--brand', 'aurora', '--brand', 'nosuch', ...db]),
      /^whitelabel: Unknown brand "nosuch"; known brands: aurora, lotus\.$/,
    );
  }, 600_000);

  it('refuses bad input in one sentence before it opens any database', async () => {
    const db = ['--data-dir', join(tmp, 'bad')];
    expectOneSentence(
      await platform(['keys', 'create', ...db]),
      /^whitelabel: Pass --brand <id> for each brand the key may act on\.$/,
    );
    expectOneSentence(
      await platform(['keys', 'create', '--brand', 'aurora', '--label', 'a\nb', ...db]),
      /^whitelabel: --label must be one line of at most 100 characters\.$/,
    );
    expectOneSentence(
      await platform(['keys', 'revoke', 'not a key', ...db]),
      /^whitelabel: That is not an operator key id \(12 letters and digits\)/,
    );
    await expect(stat(join(tmp, 'bad'))).rejects.toThrow(/ENOENT/);
  });
});

describe.skipIf(!process.env['DATABASE_URL'])('whitelabel platform keys on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(() => test.dispose());

  it('manages keys while the platform runs, and a revocation applies at once', async () => {
    const env = { DATABASE_URL: test.databaseUrl ?? '' };
    const server = await serve({ dataDir: join(tmp, 'unused'), databaseUrl: test.databaseUrl });
    try {
      const { key, id } = created(
        await platform(['keys', 'create', '--brand', 'aurora', '--label', 'pg'], env),
      );
      expect((await withdrawals(server.url, 'aurora', key)).code).toBe(0);
      const list = await platform(['keys', 'list'], env);
      expect(list.stdout).toMatch(
        new RegExp(`^${id}\\s+pg\\s+aurora\\s+.+\\d\\d:\\d\\d\\s+active$`, 'm'),
      );
      expect((await platform(['keys', 'revoke', id], env)).code).toBe(0);
      expectOneSentence(
        await withdrawals(server.url, 'aurora', key),
        /^whitelabel: This operator key was revoked\.$/,
      );
    } finally {
      await server.close();
    }
  }, 600_000);
});
