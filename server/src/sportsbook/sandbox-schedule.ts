import type { Fixture, Sport } from './feed.ts';
import { rand, randInt } from './rng.ts';
import { SANDBOX_LEAGUES } from './sandbox-names.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When each sport plays: a slot every `slotMs` on the epoch grid (so the schedule is the same
 * on every server and at every time it is asked), `perSlot` matches a slot, published `aheadMs`
 * before the start. Football every 20 minutes, two at a time, playing 90 minutes, keeps about
 * nine matches live at any moment, so the demo always has in-play betting.
 */
export const PLANS: Readonly<
  Record<Sport, { code: string; slotMs: number; perSlot: number; aheadMs: number }>
> = {
  FOOTBALL: { code: 'FB', slotMs: 20 * MINUTE, perSlot: 2, aheadMs: 3 * DAY },
  BASKETBALL: { code: 'BB', slotMs: 30 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  TENNIS: { code: 'TN', slotMs: 30 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  ESPORTS: { code: 'ES', slotMs: 20 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  COCKFIGHT: { code: 'CF', slotMs: 5 * MINUTE, perSlot: 1, aheadMs: 2 * 60 * MINUTE },
};

const SPORT_BY_CODE = new Map(
  (Object.keys(PLANS) as Sport[]).map((sport) => [PLANS[sport].code, sport]),
);

/** The fixture of a slot: the league rotates with the slot, the sides are drawn from it. */
export function fixtureOf(seed: string, sport: Sport, slot: number, n: number): Fixture {
  const plan = PLANS[sport];
  const leagues = SANDBOX_LEAGUES[sport];
  const league = leagues[(slot * plan.perSlot + n) % leagues.length] ?? leagues[0];
  if (!league) throw new Error(`No sandbox league for ${sport}.`);
  const id = `${plan.code}-${slot}-${n}`;
  const count = league.teams.length;
  const first = randInt(0, count - 1, seed, id, 'home');
  const second = (first + randInt(1, count - 1, seed, id, 'away')) % count;
  const team = (index: number) => ({
    id: `${league.id}-${index}`,
    name: league.teams[index] ?? '?',
  });
  return {
    id,
    sport,
    league: { id: league.id, sport, names: league.names },
    home: team(first),
    away: team(second),
    startsAt: slot * plan.slotMs,
  };
}

/** The fixture an id names, or null for anything the schedule never issued. */
export function parseFixtureId(seed: string, id: string): Fixture | null {
  const match = /^([A-Z]{2})-([0-9]{1,9})-([0-9])$/.exec(id);
  const sport = match ? SPORT_BY_CODE.get(match[1] ?? '') : undefined;
  if (!match || !sport) return null;
  const slot = Number(match[2]);
  const n = Number(match[3]);
  if (n >= PLANS[sport].perSlot) return null;
  return fixtureOf(seed, sport, slot, n);
}

/** Every fixture starting in [from, to) and published by time t, in start order. */
export function fixturesBetween(seed: string, from: number, to: number, t: number): Fixture[] {
  const all: Fixture[] = [];
  for (const sport of Object.keys(PLANS) as Sport[]) {
    const plan = PLANS[sport];
    const last = Math.min(to, t + plan.aheadMs + 1);
    for (let slot = Math.ceil(from / plan.slotMs); slot * plan.slotMs < last; slot += 1) {
      for (let n = 0; n < plan.perSlot; n += 1) all.push(fixtureOf(seed, sport, slot, n));
    }
  }
  return all.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** A team's strength in [−1, 1], the same in every match it plays for this merchant. */
export const strengthOf = (seed: string, teamId: string): number =>
  rand(seed, 'strength', teamId) * 2 - 1;
