// bench:api — requests per second of the platform API over real HTTP, on PGlite (in memory)
// and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a fresh
// schema; skipped with a note when it does not answer): an authenticated balance read, and a
// wallet transfer (each with its own idempotency key); then the balance read again while a
// second process (fund-transfer-load.ts) has BENCH_FUND_MEMBERS members (10) send money to
// their upline with their fund password, as the issue measured. A bare Hono handler over the
// same HTTP stack is measured in the same run, so the figures can be read against what this
// machine does at all. The books are checked after the load; any violation is printed and the
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
import {
  besideFundTransfers,
  FUND_MEMBERS,
  FUND_PIN,
  fundFromHouse,
  fundMembers,
} from './fund-transfers.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FUNDS = 1_000_000_000;

interface Result {
  database: string;
  call: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Runs `count` calls, `concurrency` at a time; answers their throughput and latencies. */
async function load(count: number, concurrency: number, one: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const began = performance.now();
        if (!(await one(i))) failed += 1;
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: count / seconds, p50: at(0.5), p99: at(0.99), failed };
}

/** A handler that does nothing, over the same HTTP listener: this machine's ceiling. */
async function bareHono(): Promise<Result> {
  const app = new Hono();
  app.get('/bare', (c) => c.json({ success: true, value: 0 }));
  const http = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${http.port}/bare`;
    const measured = await load(REQUESTS, CONCURRENCY, async () => (await fetch(url)).ok);
    return { database: '—', call: 'bare Hono handler (GET)', ...measured };
  } finally {
    await http.close();
  }
}

async function bench(
  name: string,
  db: Database,
): Promise<{ results: Result[]; problems: string[] }> {
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
          { account: { member: member.id, wallet: 'MAIN' }, amount: -REQUESTS },
          { account: { member: member.id, wallet: 'KITE' }, amount: REQUESTS },
        ],
      }),
    );
    const headers = {
      Authorization: `Bearer ${token}`,
      Merchant: merchant.code,
      'Content-Type': 'application/json',
    };
    const failures = new Map<string, number>();
    const ok = async (response: Response) => {
      const answer = (await response.json()) as { success: boolean; code?: string };
      if (answer.success) return true;
      const code = answer.code ?? String(response.status);
      failures.set(code, (failures.get(code) ?? 0) + 1);
      return false;
    };

    const balance = await load(REQUESTS, CONCURRENCY, async () =>
      ok(await fetch(`${base}/wps/v2/wallets/balance`, { headers })),
    );
    // Alternating directions keep both wallets funded, so every transfer can succeed.
    const transfer = await load(REQUESTS, CONCURRENCY, async (i) =>
      ok(
        await fetch(`${base}/wps/v2/wallets/transfer`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            from: i % 2 === 0 ? 'MAIN' : 'KITE',
            to: i % 2 === 0 ? 'KITE' : 'MAIN',
            amount: i % 2 === 0 ? 2 : 1,
            idempotencyKey: randomBytes(16).toString('base64url'),
          }),
        }),
      ),
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
      () =>
        load(REQUESTS, CONCURRENCY, async () =>
          ok(await fetch(`${base}/wps/v2/wallets/balance`, { headers })),
        ),
    );
    for (const [code, n] of Object.entries(beside.transfers.codes))
      failures.set(`transfer ${code}`, n);

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
console.log(`\nAPI over HTTP, ${REQUESTS} requests per call at concurrency ${CONCURRENCY}:`);
console.log(
  `${'database'.padEnd(18)} ${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'failed'.padStart(7)}`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(18)} ${r.call.padEnd(40)} ${r.perSecond.toFixed(0).padStart(8)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${String(r.failed).padStart(7)}`,
  );
}
if (!sound || results.some((r) => r.failed > 0)) process.exitCode = 1;
