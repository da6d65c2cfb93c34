import { describe, expect, it } from 'vitest';
import { PLANS } from './sandbox-schedule.ts';
import { sandboxSportsFeed } from './sandbox-feed.ts';
import { CORRECTION_DELAY_MS } from './sandbox-play.ts';

const HOUR = 3_600_000;
const feed = sandboxSportsFeed.forMerchant({ code: 'AURORA01' });
const now = Date.UTC(2026, 10, 24, 12, 7);

describe('the sandbox sports feed', () => {
  it('is a pure function of the merchant and the time', () => {
    const [f] = feed.fixtures(now, now + HOUR, now);
    const id = f?.id ?? '';
    expect(JSON.stringify(feed.match(id, now + 30 * 60_000))).toBe(
      JSON.stringify(
        sandboxSportsFeed.forMerchant({ code: 'AURORA01' }).match(id, now + 30 * 60_000),
      ),
    );
    // Another merchant's seed draws other pairings on the same schedule.
    const other = sandboxSportsFeed.forMerchant({ code: 'LOTUS01' });
    const pairs = (fixtures: { home: { name: string } }[]) =>
      fixtures.map((x) => x.home.name).join();
    expect(pairs(other.fixtures(now, now + HOUR, now))).not.toBe(
      pairs(feed.fixtures(now, now + HOUR, now)),
    );
  });

  it('publishes three days ahead and always has several matches in play', () => {
    const ahead = feed.fixtures(now, now + 80 * HOUR, now);
    expect(ahead.at(-1)?.startsAt).toBeGreaterThan(now + 71 * HOUR);
    expect(
      feed.match(`FB-${Math.floor((now + 100 * HOUR) / PLANS.FOOTBALL.slotMs)}-0`, now),
    ).toBeNull();
    for (let t = now; t < now + 6 * HOUR; t += 37 * 60_000) {
      const live = feed
        .fixtures(t - feed.maxDurationMs, t + 1, t)
        .filter((f) => feed.match(f.id, t)?.state.phase === 'LIVE');
      expect(live.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('moves prices before the start and in play, and suspends a football match after a goal', () => {
    const fb = feed
      .fixtures(now + 2 * HOUR, now + 3 * HOUR, now)
      .find((f) => f.sport === 'FOOTBALL');
    const id = fb?.id ?? '';
    const odds = (t: number) => JSON.stringify(feed.match(id, t)?.markets.map((m) => m.selections));
    const start = fb?.startsAt ?? 0;
    const before = new Set(
      [0, 1, 2, 3, 4, 5].map((k) => odds(start - 65 * 60_000 + k * 10 * 60_000)),
    );
    expect(before.size).toBeGreaterThan(1);
    const inPlay = new Set([5, 30, 60].map((m) => odds(start + m * 60_000)));
    expect(inPlay.size).toBeGreaterThan(1);
    let suspendedSeen = false;
    for (let t = start; t < start + 84 * 60_000 && !suspendedSeen; t += 20_000) {
      const view = feed.match(id, t);
      suspendedSeen = view?.markets.some((m) => m.suspended) ?? false;
    }
    const goals = feed.result(id, start + 4 * HOUR);
    if (goals && !goals.void && goals.units.home + goals.units.away > 0)
      expect(suspendedSeen).toBe(true);
    expect(feed.match(id, start + 86 * 60_000)?.markets.every((m) => m.suspended)).toBe(true);
  });

  it('voids a small share of matches and corrects a small share some minutes after the end', () => {
    const past = feed.fixtures(now - 48 * HOUR, now - 6 * HOUR, now);
    const results = past.map((f) => feed.result(f.id, now));
    expect(results.every((r) => r !== null)).toBe(true);
    const voids = results.filter((r) => r?.void).length / past.length;
    const corrected = past.filter((f) => feed.result(f.id, now)?.version === 2);
    expect(voids).toBeGreaterThan(0.01);
    expect(voids).toBeLessThan(0.1);
    expect(corrected.length).toBeGreaterThan(0);
    const f = corrected[0];
    if (!f) return;
    // Before the correction the first result stands, and the corrected one differs from it.
    let end = f.startsAt;
    while (feed.result(f.id, end) === null) end += 60_000;
    const first = feed.result(f.id, end);
    const second = feed.result(f.id, end + CORRECTION_DELAY_MS + 60_000);
    expect(first?.version).toBe(1);
    expect(second?.version).toBe(2);
    expect(second?.units).not.toEqual(first?.units);
  });

  it('closes a fight to bets thirty seconds before it starts', () => {
    const fight = feed
      .fixtures(now + HOUR, now + 2 * HOUR, now)
      .find((f) => f.sport === 'COCKFIGHT');
    const start = fight?.startsAt ?? 0;
    const id = fight?.id ?? '';
    expect(feed.match(id, start - 31_000)?.state.bettingOpen).toBe(true);
    expect(feed.match(id, start - 29_000)?.state.bettingOpen).toBe(false);
    expect(feed.match(id, start - 31_000)?.markets[0]?.selections.map((s) => s.id)).toEqual([
      'MERON',
      'WALA',
      'DRAW',
    ]);
  });
});
