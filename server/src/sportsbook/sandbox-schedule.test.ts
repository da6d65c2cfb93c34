import { describe, expect, it } from 'vitest';
import type { Sport } from './feed.ts';
import { playOf } from './sandbox-play.ts';
import { fixturesBetween, PLANS } from './sandbox-schedule.ts';
import { SANDBOX_LEAGUES } from './sandbox-names.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 24);

describe('the sandbox fixture list', () => {
  it.each(['merchant-a', 'merchant-b'])(
    'never has a team in two matches at once, over three days for %s',
    (seed) => {
      const fixtures = fixturesBetween(seed, START, START + 72 * HOUR, START + 72 * HOUR);
      const busyUntil = new Map<string, { until: number; id: string }>();
      const clashes: string[] = [];
      for (const f of fixtures) {
        const end = f.startsAt + (playOf(seed, f).bounds.at(-1) ?? 0);
        for (const team of [f.home, f.away]) {
          const busy = busyUntil.get(team.id);
          if (busy && busy.until > f.startsAt) clashes.push(`${team.name}: ${busy.id} and ${f.id}`);
          busyUntil.set(team.id, { until: end, id: f.id });
        }
      }
      expect(clashes.slice(0, 5)).toEqual([]);
    },
  );

  it('brings every pairing of a league within a few days, home and away', () => {
    const seed = 'merchant-a';
    const fixtures = fixturesBetween(seed, START, START + 72 * HOUR, START + 72 * HOUR);
    for (const sport of Object.keys(PLANS) as Sport[]) {
      for (const league of SANDBOX_LEAGUES[sport]) {
        const mine = fixtures.filter((f) => f.league.id === league.id);
        const pairs = new Set(mine.map((f) => `${f.home.id}|${f.away.id}`));
        const n = league.teams.length;
        expect({ league: league.id, pairs: pairs.size }).toEqual({
          league: league.id,
          pairs: n * (n - 1),
        });
        expect(mine.every((f) => f.home.id !== f.away.id)).toBe(true);
      }
    }
  });
});
