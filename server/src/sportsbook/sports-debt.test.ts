import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { post } from '../ledger/ledger.ts';
import { insertMember } from '../member/member-store.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { fundFromHouse } from '../../testing/house-credit.ts';
import { MATCHES, scriptedFeed } from '../../testing/sports-feed.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import type { MatchResult } from './feed.ts';
import { placeSlip } from './slip-place.ts';
import { runSportsJobs } from './sports-jobs.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('a correction against the member on %s', (kind) => {
  let t: TestApp;
  let merchant: Merchant;
  let run = 0;
  beforeAll(async () => {
    t = await openTestApp(kind);
    const found = await findMerchantByBrand(t.test.db, 'aurora');
    if (!found) throw new Error('no aurora');
    merchant = found;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('takes back what the wallet holds when a correction goes against the member, and collects the rest later', async () => {
    run += 1;
    const db = t.test.db;
    const prefix = `D${kind.slice(0, 2)}${run}`;
    const start = Date.UTC(2026, 5, 1) + run * 10 * HOUR;
    const results = new Map<string, MatchResult>();
    const odds = Array.from({ length: MATCHES }, () => Array.from({ length: 18 }, () => 3000));
    const feed = scriptedFeed(prefix, start, odds, results);
    const mine = feed.forMerchant(merchant);
    const account = `debt${kind.slice(0, 2)}${run}`;
    const m = await insertMember(db, {
      merchantId: merchant.id,
      account,
      nickname: account,
      passwordHash: null,
      role: 0,
    });
    await fundFromHouse(db, merchant.id, m.id, 2_000);
    const single = (match: number, n: number) =>
      placeSlip(
        db,
        mine,
        merchant,
        { id: m.id, role: 0 },
        {
          key: `debt-${prefix}-${String(n).padStart(6, '0')}`,
          stake: 1_000,
          oddsPolicy: 'NONE',
          legs: [
            {
              matchId: `${prefix}-${match}`,
              marketId: 'RESULT',
              selection: 'HOME',
              odds: 3000,
            },
          ],
        },
        start - HOUR,
      );
    await single(0, 1);
    await single(1, 2);
    const main = async () =>
      Number(
        (
          await db.query<{ balance: number }>(
            `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
            [m.id],
          )
        )[0]?.balance,
      );
    const owed = async () =>
      Number(
        (
          await db.query<{ owed: number }>(
            'select coalesce(sum(remaining), 0)::bigint as owed from sports_debts where member_id = $1',
            [m.id],
          )
        )[0]?.owed,
      );
    const jobs = (at: number) =>
      runSportsJobs({ db, feed, clock: { now: () => at }, log: () => {} });
    const result = (home: number, away: number, version: number): MatchResult => ({
      version,
      void: false,
      score: { home, away },
      units: { home, away },
      maps: [],
    });

    results.set(`${prefix}-0`, result(2, 0, 1));
    await jobs(start + 2 * HOUR);
    expect(await main()).toBe(3_000);
    // The member spends 2,500 of it; then match 0's result is corrected to a home loss.
    await db.transaction((tx) =>
      post(tx, {
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        memberId: null,
        legs: [
          { account: { member: m.id, wallet: 'MAIN' }, amount: -2_500 },
          { account: { system: 'HOUSE' }, amount: 2_500 },
        ],
      }),
    );
    results.set(`${prefix}-0`, result(0, 1, 2));
    await jobs(start + 2 * HOUR + 60_000);
    expect({ main: await main(), owed: await owed() }).toEqual({ main: 0, owed: 2_500 });
    expect(await checkLedger(db)).toEqual([]);

    // Match 1's slip wins 3,000: the 2,500 still owed is taken from it first.
    results.set(`${prefix}-1`, result(1, 0, 1));
    await jobs(start + 2 * HOUR + 120_000);
    expect({ main: await main(), owed: await owed() }).toEqual({ main: 500, owed: 0 });
    const [bet] = await db.query<{ payout: number }>(
      `select b.payout from bets b join sports_slips s on s.bet_id = b.id where s.member_id = $1 order by s.id limit 1`,
      [m.id],
    );
    expect(Number(bet?.payout)).toBe(0);
    // Running the settler again moves nothing more.
    await jobs(start + 2 * HOUR + 180_000);
    expect(await main()).toBe(500);
    expect(await checkLedger(db)).toEqual([]);
  });
});
