import { appendFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../contract/crypto.ts';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { ERROR_CODES } from '../../../contract/errors.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { insertMember, type Member } from '../member/member-store.ts';
import { hashPassword, setPasswordCostForTests } from '../member/password.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { startSession } from '../session/start-session.ts';
import { openTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../testing/test-app.ts';
import { contractEndpoints } from './contract-endpoints.ts';
import { casesFor, FORM_TYPE, JSON_TYPE, type FuzzCase } from './fuzz-cases.ts';
import { FuzzTally } from './fuzz-tally.ts';
import {
  ATTEMPT_TABLES,
  businessTables,
  changedTables,
  snapshotQuery,
  takeSnapshot,
} from './state-snapshot.ts';

// Hashing is not what this file tests; the production cost would spend the minute on scrypt.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

/** Requests of each kind per endpoint and identity; FUZZ_SIZE raises it for a longer run. */
const SIZE = Number(process.env['FUZZ_SIZE'] ?? 8);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261123);
const endpoints = await contractEndpoints();
const CATALOGUE: readonly string[] = ERROR_CODES;

const seedOf = (id: string) =>
  [...id].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, SEED);
const hasBody = (e: AnyEndpoint) => e.method !== 'GET' && e.method !== 'DELETE';
const mediaType = (type: string | undefined) => type?.split(';')[0]?.trim().toLowerCase();

/**
 * Calls whose credential travels in the request itself (a gateway's signature, a pay link's
 * ticket in a path the fuzz cannot know): every fuzzed request lacks it and is refused first.
 */
const ownCredential = (e: AnyEndpoint) => e.audience === 'gateway' || e.path.includes('/:');

/** What the answer must be, when the request alone decides it; undefined: anything below 500. */
function expected(endpoint: AnyEndpoint, fuzz: FuzzCase, loggedIn: boolean) {
  if (ownCredential(endpoint)) return { status: 401, code: 'NOT_LOGGED_IN' };
  // "Logged in" is a member session for T calls and an operator key for back-office ones.
  const needsCredential = endpoint.token || endpoint.audience === 'operator';
  if (needsCredential && !loggedIn) return { status: 401, code: 'NOT_LOGGED_IN' };
  const wanted = endpoint.formEncoded ? FORM_TYPE : JSON_TYPE;
  if (hasBody(endpoint) && mediaType(fuzz.contentType) !== wanted) {
    return { status: 415, code: 'BAD_REQUEST' };
  }
  if (fuzz.payload === undefined) return undefined;
  if (endpoint.encrypted && !fuzz.seal) return { status: 400, code: 'BAD_REQUEST' };
  if (!v.safeParse(endpoint.input, fuzz.payload).success)
    return { status: 400, code: 'BAD_REQUEST' };
  return undefined;
}

describe.each(testDatabaseKinds())('the contract fuzz on %s', (kind) => {
  let t: TestApp;
  let merchant: Merchant;
  let member: Member;
  let publicKey: string;
  let snapshot: string;
  const tally = new FuzzTally();

  beforeAll(async () => {
    // The real hooks: E payloads are opened with the server's key, tokens checked for real.
    t = await openTestApp(kind, { brandIds: ['aurora'] });
    const found = await findMerchantByBrand(t.test.db, 'aurora');
    if (!found) throw new Error('no aurora merchant');
    merchant = found;
    member = await insertMember(t.test.db, {
      merchantId: merchant.id,
      account: 'fuzzmember1',
      nickname: 'fuzzmember1',
      mobile: '0912345678',
      email: 'fuzz@example.com',
      passwordHash: await hashPassword('Secret123'),
      role: 0,
    });
    const res = await t.request('/wps/system/status?url=aurora.localhost', {
      headers: { Merchant: merchant.code },
    });
    publicKey = ((await res.json()) as { value: PermissionInfo }).value.publicKey;
    snapshot = snapshotQuery(await businessTables(t.test.db));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function send(
    endpoint: AnyEndpoint,
    fuzz: FuzzCase,
    token: string | undefined,
    ip: string,
  ) {
    const headers: Record<string, string> = { Merchant: merchant.code, Accept: JSON_TYPE };
    if (token) {
      headers['Authorization'] =
        endpoint.audience === 'operator' ? `Operator ${TEST_OPERATOR_KEY}` : `Bearer ${token}`;
    }
    if (fuzz.contentType) headers['Content-Type'] = fuzz.contentType;
    let body = fuzz.body;
    if (fuzz.seal) {
      body = JSON.stringify(await encryptPayload(publicKey, fuzz.payload, { path: endpoint.path }));
    }
    const init: RequestInit = { method: endpoint.method, headers };
    if (body !== undefined && hasBody(endpoint)) init.body = body;
    return t.request(`${endpoint.path}${fuzz.query}`, init, ip);
  }

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s answers every hostile input below 500 with a catalogue code and changes nothing it refuses',
    async (_id, endpoint) => {
      const db = t.test.db;
      const cases = casesFor(endpoint, seedOf(endpoint.id), SIZE);
      const problems: string[] = [];
      for (const loggedIn of [false, true]) {
        // A fresh session per batch: the fuzz may log it out or change its password.
        const token = loggedIn
          ? (await startSession(db, member, merchant, '198.51.100.10', 'password')).token
          : undefined;
        let before = await takeSnapshot(db, snapshot);
        // Anonymous calls to a T endpoint all stop at the token: a third of them prove it.
        const refusedFirst = ownCredential(endpoint) || (!loggedIn && endpoint.token);
        const batch = refusedFirst ? cases.filter((_, i) => i % 3 === 0) : cases;
        for (const fuzz of batch) {
          const ip = tally.nextIp();
          const logsBefore = t.logs.length;
          const res = await send(endpoint, fuzz, token, ip);
          const text = await res.text();
          const after = await takeSnapshot(db, snapshot);
          const where = `${loggedIn ? 'member' : 'anonymous'} ${fuzz.label}`;
          let answer: { success?: unknown; code?: unknown } = {};
          try {
            answer = JSON.parse(text) as typeof answer;
          } catch {
            problems.push(
              `${where}: ${res.status} answered without a JSON envelope: ${text.slice(0, 80)}`,
            );
          }
          const failed = answer.success !== true;
          const want = expected(endpoint, fuzz, loggedIn);
          tally.count(
            endpoint.id,
            res.status,
            failed ? String(answer.code) : 'success',
            want === undefined && fuzz.payload !== undefined,
          );
          if (res.status >= 500) {
            problems.push(
              `${where}: ${res.status} ${t.logs.slice(logsBefore).join(' | ').slice(0, 300)}`,
            );
          } else if (failed && !CATALOGUE.includes(String(answer.code))) {
            problems.push(`${where}: code ${String(answer.code)} is not in the catalogue`);
          } else if (want && (res.status !== want.status || answer.code !== want.code)) {
            problems.push(
              `${where}: expected ${want.status} ${want.code}, got ${res.status} ${String(answer.code)}`,
            );
          }
          const changed = changedTables(before, after);
          if (!failed && changed.length > 0) tally.stateChanged();
          if (failed && changed.length > 0) {
            problems.push(
              `${where}: refused with ${String(answer.code)} but changed ${changed.join(', ')}`,
            );
          }
          before = after;
        }
      }
      const ledger = await checkLedger(db);
      // FUZZ_REPORT=<file>: every problem, not only the first dozen the assertion shows.
      const report = process.env['FUZZ_REPORT'];
      if (report)
        appendFileSync(report, problems.map((p) => `${kind} ${endpoint.id} ${p}\n`).join(''));
      tally.fiveXx(problems.filter((p) => / 5\d\d /.test(p)).length);
      expect({ problems: problems.slice(0, 12), total: problems.length, ledger }).toEqual({
        problems: [],
        total: 0,
        ledger: [],
      });
    },
  );

  it('reached the handler of nearly every endpoint, and prints the totals', () => {
    const summary = tally.summary(endpoints.length);
    console.log(`contract fuzz on ${kind}: ${summary.text}`);
    console.log(`excluded from the state check: ${Object.keys(ATTEMPT_TABLES).join(', ')}`);
    expect(summary.endpoints).toBe(endpoints.length);
    expect(summary.fiveXx).toBe(0);
    // The state check can see a change: some accepted requests did change business tables.
    expect(summary.changes).toBeGreaterThan(0);
    // Not vacuous: schema-valid input got past validation into nearly every handler. A
    // schema whose v.check the generator cannot satisfy may stay unreached; the log names it.
    expect(
      summary.unreached.length,
      `never reached: ${summary.unreached.join(', ')}`,
    ).toBeLessThanOrEqual(Math.floor(endpoints.length / 10));
  });
});
