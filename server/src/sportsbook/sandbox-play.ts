import type { Fixture, MatchResult, Score } from './feed.ts';
import { poisson, rand, randInt } from './rng.ts';
import { strengthOf } from './sandbox-schedule.ts';

const MINUTE = 60_000;

/** A point scored: `points` to `side` in period `period`, `atMs` after the start. */
export interface ScoreEvent {
  atMs: number;
  side: 'HOME' | 'AWAY';
  points: number;
  period: number;
}

/**
 * A match played out in full from its seed: what happens, when, and how it ends. Everything
 * the feed says about the match at any time is read off this.
 */
export interface Play {
  fate: 'PLAYED' | 'CANCELLED' | 'ABANDONED';
  /** Strength difference home − away, in [−2, 2]. */
  edge: number;
  /** Start of each period after the kick-off (ms); the last entry is the end of the match. */
  bounds: number[];
  events: ScoreEvent[];
  /** When an abandoned match stopped (ms after the start). */
  abandonAtMs: number | null;
  /** A corrected result some minutes after the end: these points added (negative removes). */
  correction: ScoreEvent[] | null;
}

export const CORRECTION_DELAY_MS = 10 * MINUTE;

function football(seed: string, f: Fixture, edge: number): Omit<Play, 'fate' | 'abandonAtMs'> {
  const lambda = (e: number) => Math.max(0.3, 1.35 + 0.55 * e);
  const events: ScoreEvent[] = [];
  for (const side of ['HOME', 'AWAY'] as const) {
    const goals = poisson(lambda(side === 'HOME' ? edge + 0.15 : -edge), rand(seed, f.id, side));
    for (let g = 0; g < goals; g += 1) {
      const minute = randInt(1, 90, seed, f.id, side, g);
      events.push({
        atMs: minute * MINUTE - 30_000,
        side,
        points: 1,
        period: minute <= 45 ? 0 : 1,
      });
    }
  }
  events.sort((a, b) => a.atMs - b.atMs);
  const last = events.at(-1);
  const correction: ScoreEvent[] = last
    ? [{ ...last, points: -1 }]
    : [{ atMs: 90 * MINUTE, side: 'HOME', points: 1, period: 1 }];
  return { edge, bounds: [0, 45 * MINUTE, 90 * MINUTE], events, correction };
}

function basketball(seed: string, f: Fixture, edge: number): Omit<Play, 'fate' | 'abandonAtMs'> {
  const events: ScoreEvent[] = [];
  const totals = { HOME: 0, AWAY: 0 };
  const bounds = [0, 12, 24, 36, 48].map((m) => m * MINUTE);
  for (let q = 0; q < 4; q += 1) {
    for (const side of ['HOME', 'AWAY'] as const) {
      const e = side === 'HOME' ? edge : -edge;
      const points = 20 + randInt(0, 10, seed, f.id, side, q) + Math.round(3 * e);
      // Two-point baskets through the quarter (one free throw when odd): the score grows in play.
      const baskets = Math.ceil(points / 2);
      for (let b = 0; b < baskets; b += 1) {
        const atMs = (q * 12 + ((b + rand(seed, f.id, side, q, b)) / baskets) * 12) * MINUTE;
        const value = b === baskets - 1 && points % 2 === 1 ? 1 : 2;
        events.push({ atMs: Math.floor(atMs), side, points: value, period: q });
      }
      totals[side] += points;
    }
  }
  if (totals.HOME === totals.AWAY) {
    // Overtime: five minutes, decided by a coin weighted toward the stronger side.
    const winner = rand(seed, f.id, 'ot') < 0.5 + edge / 4 ? 'HOME' : 'AWAY';
    const loser = winner === 'HOME' ? 'AWAY' : 'HOME';
    events.push({ atMs: 50 * MINUTE, side: loser, points: 4, period: 4 });
    events.push({ atMs: 52 * MINUTE, side: winner, points: 7, period: 4 });
    bounds.push(53 * MINUTE);
  }
  events.sort((a, b) => a.atMs - b.atMs);
  const side = rand(seed, f.id, 'fix-side') < 0.5 ? 'HOME' : 'AWAY';
  const diff = totals.HOME - totals.AWAY + (side === 'HOME' ? 2 : -2);
  const correction: ScoreEvent[] = [
    { atMs: bounds.at(-1) ?? 0, side, points: diff === 0 ? 3 : 2, period: bounds.length - 2 },
  ];
  return { edge, bounds, events, correction };
}

function tennis(seed: string, f: Fixture, edge: number): Omit<Play, 'fate' | 'abandonAtMs'> {
  const p = 0.5 + 0.08 * edge;
  const events: ScoreEvent[] = [];
  const bounds = [0];
  const sets = { HOME: 0, AWAY: 0 };
  let game = 0;
  for (let set = 0; sets.HOME < 2 && sets.AWAY < 2; set += 1) {
    const games = { HOME: 0, AWAY: 0 };
    const done = () =>
      (Math.max(games.HOME, games.AWAY) >= 6 && Math.abs(games.HOME - games.AWAY) >= 2) ||
      games.HOME === 7 ||
      games.AWAY === 7;
    while (!done()) {
      const side = rand(seed, f.id, 'game', game) < p ? 'HOME' : 'AWAY';
      games[side] += 1;
      game += 1;
      events.push({ atMs: game * 4 * MINUTE, side, points: 1, period: set });
    }
    sets[games.HOME > games.AWAY ? 'HOME' : 'AWAY'] += 1;
    bounds.push(game * 4 * MINUTE + 1);
  }
  // A tennis result is never corrected in the sandbox: a changed game would redraw the sets.
  return { edge, bounds, events, correction: null };
}

function esports(seed: string, f: Fixture, edge: number): Omit<Play, 'fate' | 'abandonAtMs'> {
  const q = 0.5 + 0.2 * edge;
  const events: ScoreEvent[] = [];
  const bounds = [0];
  const won = { HOME: 0, AWAY: 0 };
  for (let map = 0; won.HOME < 2 && won.AWAY < 2; map += 1) {
    const end = (bounds.at(-1) ?? 0) + randInt(22, 38, seed, f.id, 'map', map) * MINUTE;
    const side = rand(seed, f.id, 'map-winner', map) < q ? 'HOME' : 'AWAY';
    won[side] += 1;
    events.push({ atMs: end - 1, side, points: 1, period: map });
    bounds.push(end);
  }
  const last = events.at(-1);
  // Only a 2–1 can be corrected (the last map's winner changes): a flipped 2–0 would need a map.
  const correction: ScoreEvent[] | null =
    last && events.length === 3
      ? [
          { ...last, points: -1 },
          { ...last, side: last.side === 'HOME' ? 'AWAY' : 'HOME', points: 1 },
        ]
      : null;
  return { edge, bounds, events, correction };
}

function cockfight(seed: string, f: Fixture, edge: number): Omit<Play, 'fate' | 'abandonAtMs'> {
  const end = randInt(90, 240, seed, f.id, 'length') * 1000;
  const u = rand(seed, f.id, 'outcome');
  const events: ScoreEvent[] = [];
  if (u >= 0.06) {
    const side = (u - 0.06) / 0.94 < 0.5 + 0.15 * edge ? 'HOME' : 'AWAY';
    events.push({ atMs: end - 1, side, points: 1, period: 0 });
  }
  const first = events[0];
  const correction: ScoreEvent[] | null = first
    ? [
        { ...first, points: -1 },
        { ...first, side: first.side === 'HOME' ? 'AWAY' : 'HOME', points: 1 },
      ]
    : null;
  return { edge, bounds: [0, end], events, correction };
}

const PLAYERS = {
  FOOTBALL: football,
  BASKETBALL: basketball,
  TENNIS: tennis,
  ESPORTS: esports,
  COCKFIGHT: cockfight,
};

const cache = new Map<string, Play>();

/**
 * The match played out: 3% never start (cancelled), 2% stop part-way (abandoned), and 6% of
 * those with a correction possible get one CORRECTION_DELAY_MS after the end.
 */
export function playOf(seed: string, f: Fixture): Play {
  const key = `${seed}|${f.id}`;
  const known = cache.get(key);
  if (known) return known;
  const edge = strengthOf(seed, f.home.id) - strengthOf(seed, f.away.id);
  const base = PLAYERS[f.sport](seed, f, edge);
  const u = rand(seed, f.id, 'fate');
  const end = base.bounds.at(-1) ?? 0;
  const play: Play = {
    ...base,
    fate: u < 0.03 ? 'CANCELLED' : u < 0.05 ? 'ABANDONED' : 'PLAYED',
    abandonAtMs:
      u >= 0.03 && u < 0.05 ? Math.floor(end * (0.3 + 0.5 * rand(seed, f.id, 'stop'))) : null,
    correction: rand(seed, f.id, 'correct') < 0.06 ? base.correction : null,
  };
  if (cache.size > 20_000) cache.clear();
  cache.set(key, play);
  return play;
}

/** Points per period from the events up to `elapsed` (ms after the start). */
export function periodsAt(play: Play, events: readonly ScoreEvent[], elapsed: number): Score[] {
  const periods = play.bounds.slice(1).map(() => ({ home: 0, away: 0 }));
  for (const event of events) {
    if (event.atMs > elapsed) continue;
    const period = periods[event.period];
    if (!period) continue;
    if (event.side === 'HOME') period.home += event.points;
    else period.away += event.points;
  }
  return periods;
}

/** The main score: tennis counts sets won (complete ones), every other sport adds the periods. */
export function mainScore(
  f: Fixture,
  play: Play,
  periods: readonly Score[],
  elapsed: number,
): Score {
  if (f.sport !== 'TENNIS') {
    return periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
      home: 0,
      away: 0,
    });
  }
  const sets = { home: 0, away: 0 };
  periods.forEach((p, i) => {
    if (elapsed < (play.bounds[i + 1] ?? Infinity)) return;
    if (p.home > p.away) sets.home += 1;
    else if (p.away > p.home) sets.away += 1;
  });
  return sets;
}

/** The result known at `elapsed` after the start, or null while the match is not over. */
export function resultOf(f: Fixture, play: Play, elapsed: number): MatchResult | null {
  const end = play.bounds.at(-1) ?? 0;
  const empty = { home: 0, away: 0 };
  if (play.fate === 'CANCELLED')
    return elapsed >= 0 ? { version: 1, void: true, score: empty, units: empty, maps: [] } : null;
  if (play.fate === 'ABANDONED') {
    return elapsed >= (play.abandonAtMs ?? 0)
      ? { version: 1, void: true, score: empty, units: empty, maps: [] }
      : null;
  }
  if (elapsed < end) return null;
  const corrected = play.correction !== null && elapsed >= end + CORRECTION_DELAY_MS;
  const events = corrected ? [...play.events, ...(play.correction ?? [])] : play.events;
  const periods = periodsAt(play, events, Infinity);
  const units = periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
    home: 0,
    away: 0,
  });
  return {
    version: corrected ? 2 : 1,
    void: false,
    score: mainScore(f, play, periods, Infinity),
    units,
    maps: f.sport === 'ESPORTS' ? periods.map((p) => (p.home > p.away ? 'HOME' : 'AWAY')) : [],
  };
}
