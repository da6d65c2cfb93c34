import type { Fixture, Sport } from './feed.ts';
import { rand, randInt } from './rng.ts';
import { SANDBOX_LEAGUES } from './sandbox-names.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * When each sport plays: a slot every `slotMs` on the epoch grid (so the schedule is the same
 * on every server and at every time it is asked), `perSlot` matches a slot, published `aheadMs`
 * before the start. Leagues take the slots in turn, so each league kicks off evenly: football
 * every 10 minutes over three leagues, playing 90, keeps about nine matches live at any moment
 * and each league at most three deep, which its eight teams' round robin can staff.
 */
export const PLANS: Readonly<
  Record<Sport, { code: string; slotMs: number; perSlot: number; aheadMs: number }>
> = {
  FOOTBALL: { code: 'FB', slotMs: 10 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  BASKETBALL: { code: 'BB', slotMs: 30 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  // Hourly: a tennis match can run two and a half hours, and the tour has eight players.
  TENNIS: { code: 'TN', slotMs: 60 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  ESPORTS: { code: 'ES', slotMs: 20 * MINUTE, perSlot: 1, aheadMs: 3 * DAY },
  COCKFIGHT: { code: 'CF', slotMs: 5 * MINUTE, perSlot: 1, aheadMs: 2 * 60 * MINUTE },
};

const SPORT_BY_CODE = new Map(
  (Object.keys(PLANS) as Sport[]).map((sport) => [PLANS[sport].code, sport]),
);

/**
 * The pairing of a league's `round`-th match: a double round robin by the circle method, its
 * rounds played in order. Consecutive matches of a round share no team, and the circle's
 * rotation keeps the last matches of one round apart from the first of the next, so with eight
 * teams no team is in two of any three consecutive matches of its league (PLANS keep a league
 * at most three matches deep at once; sandbox-schedule.test.ts checks it).
 */
function pairing(teams: number, index: number): [number, number] {
  const half = teams / 2;
  const round = Math.floor(index / half) % (teams - 1);
  const i = index % half;
  const at = (j: number) => (j === 0 ? 0 : 1 + ((j - 1 + round) % (teams - 1)));
  const home = at(i);
  const away = at(teams - 1 - i);
  // Every other lap of the circle swaps sides, so each pair meets home and away.
  const lap = Math.floor(index / (half * (teams - 1)));
  return lap % 2 === 0 ? [home, away] : [away, home];
}

/** The league's teams in a merchant's own order, so two merchants' fixture lists differ. */
function teamOrder(seed: string, leagueId: string, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = randInt(0, i, seed, leagueId, 'order', i);
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  return order;
}

/** The fixture of a slot: the league rotates with the slot, the sides come from its round robin. */
export function fixtureOf(seed: string, sport: Sport, slot: number, n: number): Fixture {
  const plan = PLANS[sport];
  const leagues = SANDBOX_LEAGUES[sport];
  const played = slot * plan.perSlot + n;
  const league = leagues[played % leagues.length] ?? leagues[0];
  if (!league) throw new Error(`No sandbox league for ${sport}.`);
  const id = `${plan.code}-${slot}-${n}`;
  const count = league.teams.length;
  const order = teamOrder(seed, league.id, count);
  const [first, second] = pairing(count, Math.floor(played / leagues.length));
  const team = (index: number) => ({
    id: `${league.id}-${index}`,
    name: league.teams[index] ?? '?',
  });
  return {
    id,
    sport,
    league: { id: league.id, sport, names: league.names },
    home: team(order[first] ?? 0),
    away: team(order[second] ?? 1),
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
