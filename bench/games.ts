// bench:games — seamless wallet rounds per second over real HTTP, on PGlite (in memory) and on
// PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh schema;
// skipped with a note when it does not answer). A load generator in a second process
// (games-load.ts) plays rounds as a seamless vendor would: a signed bet, then a signed win of
// that round (a third of them paying), for BENCH_PLAYERS members with a game session each.
// A bare Hono handler taking the same two signed requests over the same HTTP stack is
// measured in the same run, so the figures can be read against what this machine does at
// all. The books are checked after the load; any violation is printed and the exit code is 1.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/database.ts';
import { loadMigrations, migrate } from '../server/src/db/migrate.ts';
import { openPglite } from '../server/src/db/pglite-database.ts';
import { openPostgres } from '../server/src/db/postgres-database.ts';
import { playerIdOf } from '../server/src/games/seamless/player-id.ts';
import { vendorDirectory } from '../server/src/games/vendor-directory.ts';
import { listenHttp } from '../server/src/http/http-server.ts';
import { checkLedger } from '../server/src/ledger/invariants.ts';
import { insertMember } from '../server/src/member/member-store.ts';
import { findMerchantByBrand } from '../server/src/merchant/merchant-store.ts';
import { readBrandSeed, seedMerchants } from '../server/src/merchant/seed-merchants.ts';
import { fundFromHouse } from '../server/testing/house-credit.ts';
import {
  openGameSession,
  seedTestGame,
  TEST_GAME,
  testVendorConnection,
} from '../server/testing/seamless.ts';
import type { GameLoadJob, GameLoadResult } from './games-load.ts';
import { inChild as runInChild } from './targets.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4_000);
const PGLITE_ROUNDS = Number(process.env.BENCH_PGLITE_ROUNDS ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const VENDOR = 'BENCHSW';
const SECRET = randomBytes(16).toString('hex');
const FUNDS = 1_000_000_000;

interface Row extends GameLoadResult {
  database: string;
  rounds: number;
}

/** Runs one load in the forked load generator and answers what it measured. */
const inChild = (job: GameLoadJob) =>
  runInChild<GameLoadJob, GameLoadResult>(new URL('./games-load.ts', import.meta.url), job);

const job = (base: string, target: GameLoadJob['target'], rest: Partial<GameLoadJob>) => ({
  base,
  target,
  vendor: VENDOR,
  secret: SECRET,
  gameCode: TEST_GAME,
  players: [],
  rounds: ROUNDS,
  concurrency: CONCURRENCY,
  tag: randomBytes(4).toString('hex'),
  ...rest,
});

/** The same two signed requests answered at once: this machine's ceiling. */
async function bareHono(players: GameLoadJob['players']): Promise<Row> {
  const app = new Hono();
  app.post('/bare/:event', async (c) => {
    await c.req.text();
    return c.json({ status: 'OK', balance: 0, currency: 'USD', platformTransactionId: null });
  });
  const http = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${http.port}`;
    const measured = await inChild(job(base, 'bare', { players }));
    return { database: 'bare Hono handler', rounds: ROUNDS, ...measured };
  } finally {
    await http.close();
  }
}

async function bench(name: string, db: Database, rounds: number) {
  await migrate(db, await loadMigrations());
  await seedMerchants(db, [await readBrandSeed('brands', 'aurora')]);
  const merchant = await findMerchantByBrand(db, 'aurora');
  if (!merchant) throw new Error('aurora was not seeded.');
  const app = createApp({
    db,
    brandIds: ['aurora'],
    log: () => {},
    providers: { social: {}, vendors: vendorDirectory([testVendorConnection(VENDOR, SECRET)]) },
  });
  const http = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
  try {
    const gameId = await seedTestGame(db, merchant.id, VENDOR);
    const players: GameLoadJob['players'] = [];
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < PLAYERS; i++) {
      const account = `bg${tag}${i}`;
      const member = await insertMember(db, {
        merchantId: merchant.id,
        account,
        nickname: account,
        passwordHash: null,
        role: 0,
      });
      await fundFromHouse(db, merchant.id, member.id, FUNDS);
      const sessionToken = await openGameSession(db, {
        merchantId: merchant.id,
        memberId: member.id,
        vendor: VENDOR,
        gameId,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      players.push({ player: playerIdOf(member), sessionToken, currency: merchant.currency.code });
    }
    const base = `http://127.0.0.1:${http.port}`;
    // A short warm-up (JIT, pools, first GAMES rows), then the measured run.
    await inChild(job(base, 'seamless', { players, rounds: Math.min(200, rounds) }));
    const measured = await inChild(job(base, 'seamless', { players, rounds }));
    for (const [code, n] of Object.entries(measured.codes)) console.log(`${name}: ${n} × ${code}`);
    const problems = await checkLedger(db);
    const [held] = await db.query<{ total: number; staked: number; paid: number }>(
      `select (select sum(balance) from ledger_accounts where member_id is not null) as total,
              (select sum(stake) from bets) as staked, (select sum(payout) from bets) as paid`,
    );
    const expected = PLAYERS * FUNDS - (held?.staked ?? 0) + (held?.paid ?? 0);
    if (held?.total !== expected) {
      problems.push(`The members hold ${held?.total ?? 'nothing'}, not ${expected}.`);
    }
    return { row: { database: name, rounds, ...measured }, problems, players };
  } finally {
    await http.close();
  }
}

const targets: {
  name: string;
  rounds: number;
  open: () => Promise<{ db: Database; drop: () => Promise<void> }>;
}[] = [
  {
    name: 'PGlite (memory)',
    rounds: PGLITE_ROUNDS,
    open: async () => {
      const db = await openPglite({ dataDir: ':memory:' });
      return { db, drop: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    rounds: ROUNDS,
    open: async () => {
      const schema = `wl_bench_${randomBytes(6).toString('hex')}`;
      const db = await openPostgres({ url: POSTGRES_URL, schema, max: 20 });
      return {
        db,
        drop: async () => {
          await db.query(`drop schema if exists ${schema} cascade`);
          await db.close();
        },
      };
    },
  },
];

const rows: Row[] = [];
let sound = true;
let players: GameLoadJob['players'] = [];
for (const target of targets) {
  let opened: Awaited<ReturnType<(typeof target)['open']>>;
  try {
    opened = await target.open();
  } catch (error: unknown) {
    console.log(
      `${target.name}: skipped (${error instanceof Error ? error.message : String(error)})`,
    );
    continue;
  }
  try {
    const result = await bench(target.name, opened.db, target.rounds);
    rows.push(result.row);
    players = result.players;
    if (result.problems.length === 0) console.log(`${target.name}: invariants: ok`);
    else {
      sound = false;
      console.log(`${target.name}: invariants violated:`);
      for (const problem of result.problems) console.log(`  ${problem}`);
    }
  } finally {
    await opened.drop();
  }
}
const bare = await bareHono(players);

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nSeamless rounds (signed bet + signed win) over HTTP from a second process, ${CONCURRENCY} at a time, ${PLAYERS} players:`,
);
console.log(
  `${'target'.padEnd(20)} ${'rounds'.padStart(7)} ${'rounds/s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'failed'.padStart(7)} ${'of bare'.padStart(8)}`,
);
for (const r of [bare, ...rows]) {
  const ratio = `${((100 * r.perSecond) / bare.perSecond).toFixed(0)}%`;
  console.log(
    `${r.database.padEnd(20)} ${String(r.rounds).padStart(7)} ${r.perSecond.toFixed(0).padStart(9)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${String(r.failed).padStart(7)} ${ratio.padStart(8)}`,
  );
}
console.log('(a round is one bet and one win: bets per second = rounds per second)');
if (!sound || rows.some((r) => r.failed > 0)) process.exitCode = 1;
