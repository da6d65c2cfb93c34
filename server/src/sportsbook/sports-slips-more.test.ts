import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsMatch, sportsPlace, sportsSlips } from '../../../contract/sports.ts';
import { walletBalance } from '../../../contract/wallet.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { insertMember } from '../member/member-store.ts';
import { createSession } from '../session/session-store.ts';
import { fundFromHouse } from '../../testing/house-credit.ts';
import { openIdentityApp, type IdentityApp } from '../../testing/identity.ts';
import type { MatchView } from './feed.ts';
import { sandboxSportsFeed } from './sandbox-feed.ts';
import { runSportsJobs } from './sports-jobs.ts';

const MINUTE = 60_000;
let seq = 0;

describe.each(testDatabaseKinds())('more slips on %s', (kind) => {
  let t: IdentityApp;
  let now = Date.UTC(2026, 10, 24, 12, 0, 30);
  const clock = { now: () => now };
  const feed = sandboxSportsFeed.forMerchant({ code: 'AURORA01' });
  let merchantId = 0;

  const member = async (money = 100_000) => {
    seq += 1;
    const account = `more${kind.slice(0, 2)}${seq}`;
    const m = await insertMember(t.test.db, {
      merchantId,
      account,
      nickname: account,
      passwordHash: null,
      role: 0,
    });
    await fundFromHouse(t.test.db, merchantId, m.id, money);
    return { id: m.id, token: await createSession(t.test.db, m, undefined) };
  };
  const key = () => `more-key-${kind}-${String(++seq).padStart(8, '0')}`;
  const legOf = (view: MatchView | null | undefined, market = 0, selection = 0) => ({
    matchId: view?.fixture.id ?? '',
    marketId: view?.markets[market]?.id ?? '',
    selection: view?.markets[market]?.selections[selection]?.id ?? '',
    odds: view?.markets[market]?.selections[selection]?.odds ?? 0,
  });
  const upcoming = (sport: string, from = now + 10 * MINUTE) =>
    feed
      .fixtures(from, from + 6 * 60 * MINUTE, now)
      .filter((f) => f.sport === sport)
      .map((f) => feed.match(f.id, now));

  beforeAll(async () => {
    t = await openIdentityApp(kind, { clock });
    merchantId = (await t.merchant('aurora')).id;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('places one slip when the same key arrives twice at once', async () => {
    const m = await member();
    const input = { key: key(), stake: 700, legs: [legOf(upcoming('FOOTBALL')[0])] };
    const [a, b] = await Promise.all([
      t.call(sportsPlace, input, { token: m.token }),
      t.call(sportsPlace, input, { token: m.token }),
    ]);
    const ids = [a, b].map((r) =>
      r.body.success ? (r.body.value as { id: number }).id : r.body.code,
    );
    expect(ids[0]).toBe(ids[1]);
    expect((await t.value(walletBalance, {}, { token: m.token })).main).toBe(100_000 - 700);
    expect((await t.value(sportsSlips, {}, { token: m.token })).total).toBe(1);
  });

  it('refuses a suspended market, a parlay across books and a fight whose window has closed', async () => {
    const m = await member();
    // A football match in play just after a goal: its markets are suspended for a minute.
    let suspended: MatchView | null = null;
    for (let at = now; at < now + 3 * 60 * MINUTE && !suspended; at += 30_000) {
      for (const f of feed.fixtures(at - 90 * MINUTE, at, at)) {
        const view = feed.match(f.id, at);
        if (
          f.sport === 'FOOTBALL' &&
          view?.state.phase === 'LIVE' &&
          view.markets[0]?.suspended &&
          at - f.startsAt < 80 * MINUTE
        ) {
          suspended = view;
          now = at;
          break;
        }
      }
    }
    expect(suspended).not.toBeNull();
    const code = async (legs: ReturnType<typeof legOf>[]) =>
      (await t.fail(sportsPlace, { key: key(), stake: 500, legs }, { token: m.token })).code;
    expect(await code([legOf(suspended)])).toBe('MARKET_SUSPENDED');
    expect(await code([legOf(upcoming('FOOTBALL')[0]), legOf(upcoming('ESPORTS')[0])])).toBe(
      'SLIP_INVALID',
    );
    const fight = upcoming('COCKFIGHT')[0];
    const start = fight?.fixture.startsAt ?? 0;
    const leg = legOf(fight);
    now = start - 10_000;
    expect(await code([leg])).toBe('BETTING_CLOSED');
  });

  it('books a fight with the cockfight vendor and settles it by the house rule', async () => {
    const m = await member();
    const fight = upcoming('COCKFIGHT')[0];
    const start = fight?.fixture.startsAt ?? 0;
    const page = await t.value(sportsMatch, { id: fight?.fixture.id ?? '' });
    expect(page.book).toBe('COCKFIGHT');
    const draw = page.markets[0]?.selections.find((s) => s.id === 'DRAW');
    expect(draw?.odds).toBe(8_000);
    const meron = page.markets[0]?.selections.find((s) => s.id === 'MERON');
    const slip = await t.value(
      sportsPlace,
      {
        key: key(),
        stake: 1_000,
        legs: [{ matchId: page.id, marketId: 'FIGHT', selection: 'MERON', odds: meron?.odds ?? 0 }],
      },
      { token: m.token },
    );
    now = start + 5 * MINUTE;
    await runSportsJobs({ db: t.test.db, feed: sandboxSportsFeed, clock, log: () => {} });
    const [done] = (
      await t.value(sportsSlips, { state: 'settled', book: 'COCKFIGHT' }, { token: m.token })
    ).items;
    const result = feed.result(page.id, now);
    const expected =
      result?.void || (result?.score.home === 0 && result.score.away === 0)
        ? 1_000
        : result?.score.home === 1
          ? Math.floor((1_000 * (meron?.odds ?? 0)) / 1000)
          : 0;
    expect(done).toMatchObject({ id: slip.id, status: 'SETTLED', payout: expected });
    const [bet] = await t.test.db.query<{ vendor: string; category: string }>(
      'select vendor, category from bets where bet_ref = $1',
      [`S${slip.id}`],
    );
    expect(bet).toEqual({ vendor: 'FEATHER', category: 'COCKFIGHT' });
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('refuses an in-play slip whose market was suspended during its delay, and refunds it', async () => {
    const m = await member();
    // A football goal: the minute its score first changes, then the second.
    let goalAt = 0;
    let id = '';
    for (const f of feed.fixtures(now + 60 * MINUTE, now + 10 * 60 * MINUTE, now)) {
      if (f.sport !== 'FOOTBALL') continue;
      const goals = (at: number) => {
        const s = feed.match(f.id, at)?.state.score;
        return (s?.home ?? 0) + (s?.away ?? 0);
      };
      for (let minute = 2; minute < 80 && !goalAt; minute += 1) {
        const at = f.startsAt + minute * MINUTE;
        if (goals(at) > goals(at - MINUTE) && goals(at - MINUTE) === goals(at - 3 * MINUTE)) {
          for (let second = at - MINUTE; second <= at; second += 1_000) {
            if (goals(second) > goals(at - MINUTE)) {
              goalAt = second;
              break;
            }
          }
        }
      }
      if (goalAt) {
        id = f.id;
        break;
      }
    }
    now = goalAt - 3_000;
    const view = feed.match(id, now);
    expect(view?.markets[0]?.suspended).toBe(false);
    const slip = await t.value(
      sportsPlace,
      { key: key(), stake: 2_000, oddsPolicy: 'ANY', legs: [legOf(view)] },
      { token: m.token },
    );
    expect(slip.status).toBe('PENDING');
    expect((await t.value(walletBalance, {}, { token: m.token })).main).toBe(98_000);
    now += 6_000;
    await runSportsJobs({ db: t.test.db, feed: sandboxSportsFeed, clock, log: () => {} });
    const [done] = (await t.value(sportsSlips, { state: 'settled' }, { token: m.token })).items;
    expect(done).toMatchObject({ id: slip.id, status: 'REFUSED', refusal: 'MARKET_SUSPENDED' });
    expect((await t.value(walletBalance, {}, { token: m.token })).main).toBe(100_000);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });
});
