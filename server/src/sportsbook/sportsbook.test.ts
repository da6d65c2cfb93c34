import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnerBoard } from '../../../contract/game-live.ts';
import { betRecords, profitLoss } from '../../../contract/history.ts';
import {
  sportsLobby,
  sportsMatch,
  sportsPlace,
  sportsSlips,
  cockfightFights,
} from '../../../contract/sports.ts';
import { walletBalance } from '../../../contract/wallet.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { insertMember } from '../member/member-store.ts';
import { createSession } from '../session/session-store.ts';
import { fundFromHouse } from '../../testing/house-credit.ts';
import { openIdentityApp, type IdentityApp } from '../../testing/identity.ts';
import { unchecked } from '../../testing/test-client.ts';
import type { MatchResult } from './feed.ts';
import { sandboxSportsFeed } from './sandbox-feed.ts';
import { runSportsJobs } from './sports-jobs.ts';

const MINUTE = 60_000;
let seq = 0;

describe.each(testDatabaseKinds())('the sportsbook calls on %s', (kind) => {
  let t: IdentityApp;
  // The merchant clock: tests move it instead of waiting (near the real time, for the winner board).
  let now = Math.floor(Date.now() / (20 * MINUTE)) * 20 * MINUTE + 30_000;
  const clock = { now: () => now };
  const feed = sandboxSportsFeed.forMerchant({ code: 'AURORA01' });
  let merchantId = 0;
  const jobs = () =>
    runSportsJobs({ db: t.test.db, feed: sandboxSportsFeed, clock, log: () => {} });

  const member = async (money = 100_000) => {
    seq += 1;
    const account = `sport${kind.slice(0, 2)}${seq}`;
    const m = await insertMember(t.test.db, {
      merchantId,
      account,
      nickname: account,
      passwordHash: null,
      role: 0,
    });
    if (money > 0) await fundFromHouse(t.test.db, merchantId, m.id, money);
    return { id: m.id, token: await createSession(t.test.db, m, undefined) };
  };
  const main = async (token: string) => (await t.value(walletBalance, {}, { token })).main;
  const key = () => `slip-key-${kind}-${String(++seq).padStart(8, '0')}`;

  /** A football match starting in the next hours that is played to the end, and its final result. */
  const upcomingPlayed = () => {
    for (const f of feed.fixtures(now + 5 * MINUTE, now + 6 * 60 * MINUTE, now)) {
      const result = feed.result(f.id, f.startsAt + 24 * 60 * MINUTE) as MatchResult;
      if (f.sport === 'FOOTBALL' && !result.void && result.version === 1) return { f, result };
    }
    throw new Error('no played football match ahead');
  };

  beforeAll(async () => {
    t = await openIdentityApp(kind, { clock });
    merchantId = (await t.merchant('aurora')).id;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('lists live matches with odds and serves a match page with its markets and scoreboard', async () => {
    const live = await t.value(sportsLobby, { view: 'live', pageSize: 50 });
    expect(live.items.length).toBeGreaterThan(3);
    expect(live.items.every((m) => m.state.phase === 'LIVE' && m.book !== 'COCKFIGHT')).toBe(true);
    const first = live.items[0];
    const page = await t.value(sportsMatch, { id: first?.id ?? '' });
    expect(page.markets.length).toBeGreaterThan(0);
    expect(page.markets[0]?.selections[0]?.odds).toBeGreaterThanOrEqual(1010);
    expect(page.state.clock).not.toBe('');
    const fights = await t.value(cockfightFights, {});
    expect(fights.items.every((f) => f.sport === 'COCKFIGHT')).toBe(true);
    // Lotus has no cockfighting module.
    expect((await t.fail(cockfightFights, {}, { brand: 'lotus' })).code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
  });

  it('places a single once per key, settles it from the result and shows it in every history', async () => {
    const m = await member();
    const { f, result } = upcomingPlayed();
    const shown =
      result.score.home > result.score.away
        ? 'HOME'
        : result.score.home < result.score.away
          ? 'AWAY'
          : 'DRAW';
    const page = await t.value(sportsMatch, { id: f.id });
    const odds =
      page.markets.find((x) => x.id === 'RESULT')?.selections.find((s) => s.id === shown)?.odds ??
      0;
    const input = {
      key: key(),
      stake: 1_000,
      legs: [{ matchId: f.id, marketId: 'RESULT', selection: shown, odds }],
    };
    const slip = await t.value(sportsPlace, input, { token: m.token });
    const again = await t.value(sportsPlace, input, { token: m.token });
    expect(again.id).toBe(slip.id);
    expect(slip.status).toBe('OPEN');
    expect(await main(m.token)).toBe(99_000);

    const placedAt = now;
    now = f.startsAt + 95 * MINUTE;
    await jobs();
    await jobs();
    const expected = Number((1_000n * BigInt(odds)) / 1000n);
    const [settled] = (await t.value(sportsSlips, { state: 'settled' }, { token: m.token })).items;
    expect(settled).toMatchObject({ id: slip.id, status: 'SETTLED', payout: expected });
    expect(settled?.legs[0]?.outcome).toBe('WIN');
    expect(await main(m.token)).toBe(99_000 + expected);

    // History ranges are the brand's days: placed and settled may fall on two of them.
    const offset = (await t.merchant('aurora')).utcOffsetMinutes * MINUTE;
    const day = (at: number) => new Date(at + offset).toISOString().slice(0, 10);
    const range = { from: day(placedAt), to: day(now) };
    const records = await t.value(betRecords, { ...range, category: 'SPORTS' }, { token: m.token });
    expect(records.items[0]).toMatchObject({
      betId: `S${slip.id}`,
      vendor: 'KITE',
      stake: 1_000,
      payout: expected,
    });
    const pl = await t.value(profitLoss, range, { token: m.token });
    expect(pl.totals).toMatchObject({ bet: 1_000, payout: expected });
    const board = await t.value(winnerBoard, { count: 50 });
    expect(
      board.some((w) => w.vendor === 'KITE' && w.amount === expected && w.gameId === null),
    ).toBe(true);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('refuses a moved price under NONE with the current odds, and takes it under ANY', async () => {
    const m = await member();
    const { f } = upcomingPlayed();
    const page = await t.value(sportsMatch, { id: f.id });
    const odds = page.markets[0]?.selections[0]?.odds ?? 0;
    const leg = {
      matchId: f.id,
      marketId: page.markets[0]?.id ?? '',
      selection: page.markets[0]?.selections[0]?.id ?? '',
      odds: odds + 10,
    };
    const refused = await t.fail(
      sportsPlace,
      { key: key(), stake: 500, legs: [leg] },
      { token: m.token },
    );
    expect(refused.code).toBe('ODDS_CHANGED');
    expect(refused.value).toEqual({
      legs: [{ matchId: f.id, marketId: leg.marketId, selection: leg.selection, odds }],
    });
    expect(
      (
        await t.fail(
          sportsPlace,
          { key: key(), stake: 500, oddsPolicy: 'HIGHER', legs: [leg] },
          { token: m.token },
        )
      ).code,
    ).toBe('ODDS_CHANGED');
    const taken = await t.value(
      sportsPlace,
      { key: key(), stake: 500, oddsPolicy: 'ANY', legs: [leg] },
      { token: m.token },
    );
    expect(taken.legs[0]?.odds).toBe(odds);
  });

  it('refuses two legs of one match, bad stakes and a stake the wallet cannot pay, moving nothing', async () => {
    const m = await member(2_000);
    const { f } = upcomingPlayed();
    const page = await t.value(sportsMatch, { id: f.id });
    const legOf = (i: number) => ({
      matchId: f.id,
      marketId: page.markets[i]?.id ?? '',
      selection: page.markets[i]?.selections[0]?.id ?? '',
      odds: page.markets[i]?.selections[0]?.odds ?? 0,
    });
    const fail = async (input: Record<string, unknown>) =>
      (await t.fail(sportsPlace, unchecked({ key: key(), ...input }), { token: m.token })).code;
    expect(await fail({ stake: 100, legs: [legOf(0), legOf(1)] })).toBe('SLIP_INVALID');
    expect(await fail({ stake: 1, legs: [legOf(0)] })).toBe('AMOUNT_BELOW_MIN');
    expect(await fail({ stake: 0.5, legs: [legOf(0)] })).toBe('AMOUNT_INVALID');
    expect(await fail({ stake: 100_000_000, legs: [legOf(0)] })).toBe('AMOUNT_ABOVE_MAX');
    expect(await fail({ stake: 5_000, legs: [legOf(0)] })).toBe('INSUFFICIENT_FUNDS');
    expect(await fail({ stake: 500, legs: [{ ...legOf(0), matchId: 'FB-1-7' }] })).toBe(
      'NOT_FOUND',
    );
    expect(await fail({ stake: 500, legs: [] })).toBe('BAD_REQUEST');
    expect(await main(m.token)).toBe(2_000);
    expect((await t.value(sportsSlips, {}, { token: m.token })).total).toBe(0);
    expect((await t.fail(sportsSlips, {})).code).toBe('NOT_LOGGED_IN');
  });

  it('holds an in-play slip pending, then accepts or refunds it after the delay on the merchant clock', async () => {
    const m = await member();
    const live = (
      await t.value(sportsLobby, { view: 'live', sport: 'BASKETBALL', pageSize: 50 })
    ).items.find((x) => x.main && !x.main.suspended);
    if (!live?.main) throw new Error('no open live basketball');
    const sel = live.main.selections[0];
    const slip = await t.value(
      sportsPlace,
      {
        key: key(),
        stake: 1_000,
        oddsPolicy: 'ANY',
        legs: [
          {
            matchId: live.id,
            marketId: live.main.id,
            selection: sel?.id ?? '',
            odds: sel?.odds ?? 0,
          },
        ],
      },
      { token: m.token },
    );
    expect(slip.status).toBe('PENDING');
    await jobs();
    expect((await t.value(sportsSlips, {}, { token: m.token })).items[0]?.status).toBe('PENDING');
    now += 6_000;
    await jobs();
    const [after] = (await t.value(sportsSlips, { state: 'open' }, { token: m.token })).items;
    // Any price is taken, so the slip stands unless its market closed in those six seconds.
    const open = feed.match(live.id, now)?.markets.find((x) => x.id === live.main?.id);
    expect(after?.status ?? 'REFUSED').toBe(open && !open.suspended ? 'OPEN' : 'REFUSED');
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('shows a member only its own slips', async () => {
    const [a, b] = [await member(), await member()];
    const { f } = upcomingPlayed();
    const page = await t.value(sportsMatch, { id: f.id });
    const sel = page.markets[0]?.selections[0];
    await t.value(
      sportsPlace,
      {
        key: key(),
        stake: 300,
        legs: [
          {
            matchId: f.id,
            marketId: page.markets[0]?.id ?? '',
            selection: sel?.id ?? '',
            odds: sel?.odds ?? 0,
          },
        ],
      },
      { token: a.token },
    );
    expect((await t.value(sportsSlips, {}, { token: a.token })).total).toBe(1);
    expect((await t.value(sportsSlips, {}, { token: b.token })).total).toBe(0);
  });
});

describe.each(testDatabaseKinds())('a server without sandbox mode on %s', (kind) => {
  it('has no sandbox feed, so the books answer OPERATION_NOT_ALLOWED', async () => {
    const t = await openIdentityApp(kind, { sandbox: false } as never);
    try {
      expect((await t.fail(sportsLobby, {})).code).toBe('OPERATION_NOT_ALLOWED');
      expect((await t.fail(sportsMatch, { id: 'FB-1-0' })).code).toBe('OPERATION_NOT_ALLOWED');
    } finally {
      await t.dispose();
    }
  });
});
