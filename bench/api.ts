// bench:api — requests per second of the platform API over real HTTP, on PGlite (in memory)
// and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh
// schema; skipped with a note when it does not answer): the status call every visit starts
// with, an authenticated balance read, and a wallet transfer (each with its own idempotency
// key); then the balance read again while a third process (fund-transfer-load.ts) has
// BENCH_FUND_MEMBERS members (10) send money to their upline with their fund password. The
// load comes from a second process (http-load.ts over bench/targets.ts), never from the
// server's own event loop. A bare Hono handler over the same HTTP stack is measured in the
// same run and every figure is printed as a ratio to it (goals: status ≥ 0.5×, balance
// ≥ 0.2×), so the figures can be read against what this machine does at all. The books are checked after the load; any violation is printed and the
// exit code is 1.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/database.ts';
import { loadMigrations, migrate } from '../server/src/db/migrate.ts';
import { openPglite } from '../server/src/db/pglite-database.ts';
import { openPostgres } from '../server/src/db/postgres-database.ts';
import { listenHttp } from '../server/src/http/http-server.ts';
import { checkLedger } from '../server/src/ledger/invariants.ts';
import { post } from '../server/src/ledger/ledger.ts';
import { serverKeys } from '../server/src/crypto/server-keys.ts';
import { insertMember } from '../server/src/member/member-store.ts';
import { findMerchantByBrand } from '../server/src/merchant/merchant-store.ts';
import { readBrandSeed, seedMerchants } from '../server/src/merchant/seed-merchants.ts';
import { startSession } from '../server/src/session/start-session.ts';
import type { HttpLoadJob } from './http-load.ts';
import { inChild, type LoadRequest, type LoadResult } from './targets.ts';
import {
  besideFundTransfers,
  FUND_MEMBERS,
  FUND_PIN,
  fundFromHouse,
  fundMembers,
} from './fund-transfers.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WARM_UP = Math.min(1_000, REQUESTS);
/** Transfers write: fewer of them keep the run short on PGlite. */
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FUNDS = 1_000_000_000;

interface Result extends LoadResult {
  database: string;
  call: string;
}

/** Warms the server up (JIT, pools), then measures `requests` from the load process. */
async function load(
  base: string,
  requests: LoadRequest[],
  options: { freshKeys?: boolean; count?: number } = {},
): Promise<LoadResult> {
  const { count = REQUESTS, ...rest } = options;
  const job = (count: number): HttpLoadJob => ({
    base,
    requests,
    count,
    concurrency: CONCURRENCY,
    ...rest,
  });
  const script = new URL('./http-load.ts', import.meta.url);
  await inChild<HttpLoadJob, LoadResult>(script, job(WARM_UP));
  const began = performance.now();
  const measured = await inChild<HttpLoadJob, LoadResult>(script, job(count));
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`  ${requests[0]?.path ?? ''}: ${count} calls in ${seconds} s`);
  return measured;
}

/** A handler that does nothing, over the same HTTP listener: this machine's ceiling. */
async function bareHono(): Promise<Result> {
  const app = new Hono();
  app.get('/bare', (c) => c.json({ success: true, value: 0 }));
  const http = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
  try {
    const measured = await load(`http://127.0.0.1:${http.port}`, [
      { method: 'GET', path: '/bare' },
    ]);
    return { database: '—', call: 'bare Hono handler (GET)', ...measured };
  } finally {
    await http.close();
  }
}

async function bench(
  name: string,
  db: Database,
): Promise<{ results: Result[]; problems: string[] }> {
  console.log(`${name}:`);
  await migrate(db, await loadMigrations());
  await seedMerchants(db, [await readBrandSeed('brands', 'aurora')]);
  const merchant = await findMerchantByBrand(db, 'aurora');
  if (!merchant) throw new Error('aurora was not seeded.');
  const app = createApp({ db, brandIds: ['aurora'], log: () => {} });
  const http = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${http.port}`;
  try {
    const account = `bench${randomBytes(3).toString('hex')}`;
    const member = await insertMember(db, {
      merchantId: merchant.id,
      account,
      nickname: account,
      passwordHash: null,
      role: 0,
    });
    const { token } = await db.transaction((tx) =>
      startSession(tx, member, merchant, '127.0.0.1', 'password'),
    );
    await fundFromHouse(db, merchant.id, member.id, FUNDS);
    // Some of the vendor wallet up front: a transfer back to main may start before the first
    // one out has committed.
    await db.transaction((tx) =>
      post(tx, {
        merchantId: merchant.id,
        kind: 'WALLET_TRANSFER',
        memberId: member.id,
        legs: [
          { account: { member: member.id, wallet: 'MAIN' }, amount: -(TRANSFERS + WARM_UP) },
          { account: { member: member.id, wallet: 'KITE' }, amount: TRANSFERS + WARM_UP },
        ],
      }),
    );
    const headers = {
      Authorization: `Bearer ${token}`,
      Merchant: merchant.code,
      'Content-Type': 'application/json',
    };
    const status = await load(base, [
      {
        method: 'GET',
        path: '/wps/system/status?url=aurora.localhost',
        headers: { Merchant: merchant.code },
      },
    ]);
    const balanceRead: LoadRequest = { method: 'GET', path: '/wps/v2/wallets/balance', headers };
    const balance = await load(base, [balanceRead]);
    // Alternating directions keep both wallets funded, so every transfer can succeed.
    const transfer = await load(
      base,
      [
        { from: 'MAIN', to: 'KITE', amount: 2 },
        { from: 'KITE', to: 'MAIN', amount: 1 },
      ].map((move) => ({
        method: 'POST',
        path: '/wps/v2/wallets/transfer',
        headers,
        body: JSON.stringify(move),
      })),
      { freshKeys: true, count: TRANSFERS },
    );

    const tokens = await fundMembers(db, merchant);
    const beside = await besideFundTransfers(
      {
        base,
        merchantCode: merchant.code,
        publicKey: (await serverKeys(db)).publicKey,
        tokens,
        fundPassword: FUND_PIN,
      },
      () => load(base, [balanceRead]),
    );
    const failures = new Map<string, number>();
    const count = (prefix: string, codes: Record<string, number>) => {
      for (const [code, n] of Object.entries(codes)) {
        failures.set(`${prefix} ${code}`, (failures.get(`${prefix} ${code}`) ?? 0) + n);
      }
    };
    count('status', status.codes);
    count('balance', balance.codes);
    count('transfer', transfer.codes);
    count('balance beside', beside.measured.codes);
    count('fund transfer', beside.transfers.codes);
    for (const [code, n] of failures) console.log(`${name}: ${n} × ${code}`);
    const problems = await checkLedger(db);
    const [row] = await db.query<{ total: string }>(
      'select sum(balance)::text as total from ledger_accounts where member_id = $1',
      [member.id],
    );
    if (Number(row?.total) !== FUNDS) {
      problems.push(`The member holds ${row?.total ?? 'nothing'}, not the ${FUNDS} it was given.`);
    }
    return {
      results: [
        { database: name, call: 'systemStatus (GET)', ...status },
        { database: name, call: 'walletBalance (GET, token)', ...balance },
        { database: name, call: 'walletTransfer (POST, new key)', ...transfer },
        {
          database: name,
          call: `walletBalance, ${FUND_MEMBERS} fund transfers beside`,
          ...beside.measured,
        },
        {
          database: name,
          call: `  the fund transfers (2nd process)`,
          perSecond: beside.transfers.perSecond,
          p50: Number.NaN,
          p99: Number.NaN,
          failed: beside.transfers.failed,
          codes: {},
        },
      ],
      problems,
    };
  } finally {
    await http.close();
  }
}

const results: Result[] = [await bareHono()];
let sound = true;
const targets: {
  name: string;
  open: () => Promise<{ db: Database; drop: () => Promise<void> }>;
}[] = [
  {
    name: 'PGlite (memory)',
    open: async () => {
      const db = await openPglite({ dataDir: ':memory:' });
      return { db, drop: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const schema = `wl_bench_${randomBytes(6).toString('hex')}`;
      const db = await openPostgres({ url: POSTGRES_URL, schema });
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
    const { results: rows, problems } = await bench(target.name, opened.db);
    results.push(...rows);
    if (problems.length === 0) {
      console.log(`${target.name}: invariants: ok`);
    } else {
      sound = false;
      console.log(`${target.name}: invariants violated:`);
      for (const problem of problems) console.log(`  ${problem}`);
    }
  } finally {
    await opened.drop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
const bare = results[0]?.perSecond ?? Number.NaN;
console.log(
  `\nAPI over HTTP from a second process, ${REQUESTS} requests per call (${TRANSFERS} transfers), ${CONCURRENCY} at a time:`,
);
console.log(
  `${'database'.padEnd(18)} ${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'failed'.padStart(7)} ${'of bare'.padStart(8)}`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(18)} ${r.call.padEnd(40)} ${r.perSecond.toFixed(0).padStart(8)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${String(r.failed).padStart(7)} ${`${(r.perSecond / bare).toFixed(2)}×`.padStart(8)}`,
  );
}
console.log('(goals: systemStatus ≥ 0.50× and walletBalance ≥ 0.20× of the bare handler)');
if (!sound || results.some((r) => r.failed > 0)) process.exitCode = 1;
