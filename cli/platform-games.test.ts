import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/src/db/open-database.ts';
import { loadMigrations, migrate } from '../server/src/db/migrate.ts';
import { readBrandSeed, seedMerchants } from '../server/src/merchant/seed-merchants.ts';
import { BRANDS_DIR } from '../server/testing/test-app.ts';
import { expectOneSentence, platform } from './cli-testing.ts';

let tmp: string;
let dataDir: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'wl-sync-games-'));
  dataDir = join(tmp, 'data');
  // The database `serve` would have left: migrated and seeded, no games yet.
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrate(db, await loadMigrations());
    await seedMerchants(db, [await readBrandSeed(BRANDS_DIR, 'aurora')]);
  } finally {
    await db.close();
  }
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const countGames = async () => {
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const [row] = await db.query<{ n: number; retired: number }>(
      'select count(*) as n, count(*) filter (where retired) as retired from games',
    );
    return row;
  } finally {
    await db.close();
  }
};

// Each run opens the embedded database (PGlite and the migrations), hence the long timeouts.
describe('whitelabel platform sync-games', () => {
  it('syncs the sandbox vendors into the database, the same again on a second run', async () => {
    const args = ['sync-games', '--sandbox', '--data-dir', dataDir, '--brands-dir', BRANDS_DIR];
    const first = await platform(args);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^aurora NOVA: \d+ games, 0 retired$/m);
    expect(first.stdout).toMatch(/^aurora HARBOR: \d+ games, 0 retired$/m);
    const after = await countGames();
    expect(after?.n).toBeGreaterThan(5);
    const second = await platform([...args, '--brand', 'aurora']);
    expect(second.code, second.stderr).toBe(0);
    expect(await countGames()).toEqual(after);
  }, 300_000);

  it('refuses without a vendor to ask, and an unknown brand, in one sentence', async () => {
    expectOneSentence(
      await platform(['sync-games', '--data-dir', dataDir]),
      /No game vendor is configured for this command; pass --sandbox/,
    );
    const unknown = await platform([
      'sync-games',
      '--sandbox',
      '--brand',
      'nope',
      '--data-dir',
      dataDir,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/nope/);
  }, 300_000);
});
