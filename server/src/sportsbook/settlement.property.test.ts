import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { post } from '../ledger/ledger.ts';
import { insertMember } from '../member/member-store.ts';
import { findMerchantByBrand, type Merchant } from '../merchant/merchant-store.ts';
import { fundFromHouse } from '../../testing/house-credit.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import type { MatchResult } from './feed.ts';
import { MARKETS, MATCHES, scriptedFeed } from '../../testing/sports-feed.ts';
import { placeSlip } from './slip-place.ts';
import { runSportsJobs } from './sports-jobs.ts';

const HOUR = 3_600_000;

type Score = { home: number; away: number; void: boolean };

/**
 * The expected factor of one leg, written apart from settle-rules.ts: 'W' pays the odds,
 * 'R' gives the stake back (push, void), 'L' loses.
 */
function expectedLeg(
  market: (typeof MARKETS)[number],
  selection: string,
  s: Score,
): 'W' | 'R' | 'L' {
  if (s.void) return 'R';
  if (market.kind === 'RESULT') {
    const winner = Math.sign(s.home - s.away);
    return { HOME: 1, DRAW: 0, AWAY: -1 }[selection as 'HOME'] === winner ? 'W' : 'L';
  }
  const value =
    market.kind === 'HANDICAP'
      ? (s.home - s.away) * 10 + (market.line ?? 0)
      : (s.home + s.away) * 10 - (market.line ?? 0);
  const mine = selection === 'HOME' || selection === 'OVER' ? value : -value;
  return mine > 0 ? 'W' : mine < 0 ? 'L' : 'R';
}

function expectedPayout(stake: number, legs: { odds: number; got: 'W' | 'R' | 'L' }[]): number {
  if (legs.some((leg) => leg.got === 'L')) return 0;
  const factor = legs.reduce((p, leg) => p * BigInt(leg.got === 'W' ? leg.odds : 1000), 1n);
  return Number((BigInt(stake) * factor) / 1000n ** BigInt(legs.length));
}

const scoreArb = fc.record({
  home: fc.nat(4),
  away: fc.nat(4),
  // One match in eight is cancelled or abandoned: every leg on it is void.
  void: fc.nat(7).map((n) => n === 0),
});
const legArb = fc.record({
  match: fc.nat(MATCHES - 1),
  market: fc.nat(MARKETS.length - 1),
  pick: fc.nat(2),
});
const slipArb = fc.record({
  stake: fc.integer({ min: 100, max: 5_000 }),
  legs: fc.uniqueArray(legArb, { minLength: 1, maxLength: 4, selector: (leg) => leg.match }),
});

describe.each(testDatabaseKinds())(
  'settling random slips against random outcomes on %s',
  (kind) => {
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

    it('pays what an independent calculation says, after voids and corrections, and the books hold', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.array(
              fc.integer({ min: 101, max: 900 }).map((n) => n * 10),
              { minLength: 18, maxLength: 18 },
            ),
            { minLength: MATCHES, maxLength: MATCHES },
          ),
          fc.array(slipArb, { minLength: 1, maxLength: 5 }),
          fc.array(scoreArb, { minLength: MATCHES, maxLength: MATCHES }),
          fc.array(fc.option(scoreArb, { nil: undefined }), {
            minLength: MATCHES,
            maxLength: MATCHES,
          }),
          fc.integer({ min: 0, max: 100 }),
          async (odds, slips, firstScores, corrections, spentPercent) => {
            run += 1;
            const db = t.test.db;
            const prefix = `T${kind.slice(0, 2)}${run}`;
            const start = Date.UTC(2026, 5, 1) + run * 10 * HOUR;
            const results = new Map<string, MatchResult>();
            const feed = scriptedFeed(prefix, start, odds, results);
            const account = `prop${kind.slice(0, 2)}${run}`;
            const m = await insertMember(db, {
              merchantId: merchant.id,
              account,
              nickname: account,
              passwordHash: null,
              role: 0,
            });
            const funded = slips.reduce((sum, s) => sum + s.stake, 0);
            await fundFromHouse(db, merchant.id, m.id, funded);

            const placed = [];
            for (const [n, slip] of slips.entries()) {
              const legs = slip.legs.map((leg) => {
                const market = MARKETS[leg.market] ?? MARKETS[0];
                const selection = market.selections[leg.pick % market.selections.length] ?? 'HOME';
                const price =
                  feed
                    .forMerchant(merchant)
                    .match(`${prefix}-${leg.match}`, start - HOUR)
                    ?.markets.find((x) => x.id === market.id)
                    ?.selections.find((s) => s.id === selection)?.odds ?? 0;
                return {
                  matchId: `${prefix}-${leg.match}`,
                  marketId: market.id,
                  selection,
                  odds: price,
                  market,
                  match: leg.match,
                };
              });
              const input = {
                key: `prop-${prefix}-${String(n).padStart(6, '0')}`,
                stake: slip.stake,
                oddsPolicy: 'NONE' as const,
                legs: legs.map(({ matchId, marketId, selection, odds: o }) => ({
                  matchId,
                  marketId,
                  selection,
                  odds: o,
                })),
              };
              const answer = await placeSlip(
                db,
                feed.forMerchant(merchant),
                merchant,
                { id: m.id, role: 0 },
                input,
                start - HOUR,
              );
              // A retry of the same key never bets twice.
              const again = await placeSlip(
                db,
                feed.forMerchant(merchant),
                merchant,
                { id: m.id, role: 0 },
                input,
                start - HOUR,
              );
              expect(again.id).toBe(answer.id);
              placed.push({ id: answer.id, stake: slip.stake, legs });
            }
            const asResult = (s: Score, version: number): MatchResult => ({
              version,
              void: s.void,
              score: { home: s.home, away: s.away },
              units: { home: s.home, away: s.away },
              maps: [],
            });
            firstScores.forEach((s, i) => results.set(`${prefix}-${i}`, asResult(s, 1)));
            const clock = { now: () => start + 2 * HOUR };
            const jobs = () => runSportsJobs({ db, feed, clock, log: () => {} });
            // Two settlers at once: one payout, ever.
            await Promise.all([jobs(), jobs()]);

            // The member spends part of the wallet, so a correction may take back more than it holds.
            const [wallet] = await db.query<{ balance: number }>(
              `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
              [m.id],
            );
            const spent = Math.floor(((wallet?.balance ?? 0) * spentPercent) / 100);
            if (spent > 0) {
              await db.transaction((tx) =>
                post(tx, {
                  merchantId: merchant.id,
                  kind: 'ADJUSTMENT',
                  memberId: null,
                  legs: [
                    { account: { member: m.id, wallet: 'MAIN' }, amount: -spent },
                    { account: { system: 'HOUSE' }, amount: spent },
                  ],
                }),
              );
            }
            const finalScores = firstScores.map((s, i) => corrections[i] ?? s);
            corrections.forEach((s, i) => {
              if (s) results.set(`${prefix}-${i}`, asResult(s, 2));
            });
            await Promise.all([jobs(), jobs()]);
            await jobs();

            let due = 0;
            for (const slip of placed) {
              const expected = expectedPayout(
                slip.stake,
                slip.legs.map((leg) => ({
                  odds: leg.odds,
                  got: expectedLeg(leg.market, leg.selection, finalScores[leg.match] as Score),
                })),
              );
              const [row] = await db.query<{ payout_due: number; status: string }>(
                'select payout_due, status from sports_slips where id = $1',
                [slip.id],
              );
              expect({ slip: slip.id, due: Number(row?.payout_due) }).toEqual({
                slip: slip.id,
                due: expected,
              });
              due += expected;
            }
            const [after] = await db.query<{ balance: number }>(
              `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
              [m.id],
            );
            const [debt] = await db.query<{ owed: number }>(
              'select coalesce(sum(remaining), 0)::bigint as owed from sports_debts where member_id = $1',
              [m.id],
            );
            const balance = Number(after?.balance);
            const owed = Number(debt?.owed);
            // Money in − stakes + what the slips pay − what was spent, less what is still owed.
            expect(balance).toBe(funded - funded + due - spent + owed);
            expect(balance >= 0 && owed >= 0).toBe(true);
            if (owed > 0) expect(balance).toBe(0);
            expect(await checkLedger(db)).toEqual([]);
          },
        ),
        { numRuns: 25 },
      );
    });
  },
);
