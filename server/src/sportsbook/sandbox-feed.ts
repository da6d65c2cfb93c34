import type { Market, MatchState, MatchView, MerchantFeed, Score, SportsFeed } from './feed.ts';
import { marketsAt } from './sandbox-odds.ts';
import { mainScore, periodsAt, playOf, resultOf, type Play } from './sandbox-play.ts';
import { fixturesBetween, parseFixtureId, PLANS } from './sandbox-schedule.ts';
import type { Fixture } from './feed.ts';

const MINUTE = 60_000;
/** Fights stop taking bets this long before the start. */
export const FIGHT_WINDOW_CLOSES_MS = 30_000;

const pad = (n: number) => String(n).padStart(2, '0');

function clockOf(f: Fixture, play: Play, elapsed: number, periods: readonly Score[]): string {
  const end = play.bounds.at(-1) ?? 0;
  if (elapsed >= end) return 'FT';
  const period = Math.max(0, play.bounds.findIndex((b) => b > elapsed) - 1);
  switch (f.sport) {
    case 'FOOTBALL':
      return `${Math.floor(elapsed / MINUTE) + 1}'`;
    case 'BASKETBALL': {
      const left = (play.bounds[period + 1] ?? 0) - elapsed;
      const name = period < 4 ? `Q${period + 1}` : 'OT';
      return `${name} ${pad(Math.floor(left / MINUTE))}:${pad(Math.floor((left % MINUTE) / 1000))}`;
    }
    case 'TENNIS':
      return `Set ${period + 1} ${periods[period]?.home ?? 0}-${periods[period]?.away ?? 0}`;
    case 'ESPORTS':
      return `Map ${period + 1}`;
    case 'COCKFIGHT':
      return `${pad(Math.floor(elapsed / MINUTE))}:${pad(Math.floor((elapsed % MINUTE) / 1000))}`;
  }
}

/**
 * Markets are suspended around events and near the end: a minute after a football goal or an
 * e-sports map, from the 85th minute, the last two minutes of basketball; fights take no bets
 * once the window has closed.
 */
function suspended(f: Fixture, play: Play, elapsed: number): boolean {
  const end = play.bounds.at(-1) ?? 0;
  if (f.sport === 'COCKFIGHT') return elapsed >= -FIGHT_WINDOW_CLOSES_MS;
  if (elapsed < 0) return false;
  const recent = play.events.some((e) => e.atMs <= elapsed && elapsed - e.atMs < MINUTE);
  if (f.sport === 'FOOTBALL') return recent || elapsed >= 85 * MINUTE;
  if (f.sport === 'ESPORTS') return recent;
  if (f.sport === 'BASKETBALL') return elapsed >= end - 2 * MINUTE;
  return false;
}

function viewOf(seed: string, f: Fixture, t: number): MatchView {
  const play = playOf(seed, f);
  const elapsed = t - f.startsAt;
  const end = play.bounds.at(-1) ?? 0;
  const stopped =
    (play.fate === 'CANCELLED' && elapsed >= 0) ||
    (play.fate === 'ABANDONED' && elapsed >= (play.abandonAtMs ?? 0));
  const shownAt = Math.min(elapsed, play.fate === 'ABANDONED' ? (play.abandonAtMs ?? 0) : end);
  const periods = periodsAt(play, play.events, shownAt);
  const score = mainScore(f, play, periods, shownAt);
  const units = periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
    home: 0,
    away: 0,
  });
  const phase: MatchState['phase'] = stopped
    ? play.fate === 'CANCELLED'
      ? 'CANCELLED'
      : 'ABANDONED'
    : elapsed < 0
      ? 'SCHEDULED'
      : elapsed < end
        ? 'LIVE'
        : 'FINISHED';
  const live = phase === 'SCHEDULED' || phase === 'LIVE';
  const pause = suspended(f, play, elapsed);
  const maps: ('HOME' | 'AWAY')[] =
    f.sport === 'ESPORTS'
      ? periods.filter((p) => p.home + p.away > 0).map((p) => (p.home > p.away ? 'HOME' : 'AWAY'))
      : [];
  const markets: Market[] = live
    ? marketsAt(seed, f, play, { t, elapsed, score, units, maps }).map((m) => ({
        ...m,
        suspended: pause,
      }))
    : [];
  const state: MatchState = {
    phase,
    clock:
      phase === 'SCHEDULED' ? '' : phase === 'LIVE' ? clockOf(f, play, elapsed, periods) : phase,
    score: phase === 'CANCELLED' ? { home: 0, away: 0 } : score,
    periods:
      phase === 'SCHEDULED' || phase === 'CANCELLED'
        ? []
        : periods.slice(0, Math.max(1, play.bounds.filter((b) => b <= shownAt).length)),
    bettingOpen: live && !(f.sport === 'COCKFIGHT' && elapsed >= -FIGHT_WINDOW_CLOSES_MS),
  };
  return { fixture: f, state, markets };
}

/** The sandbox feed: fictional leagues on the epoch grid, a pure function of (seed, time). */
export const sandboxSportsFeed: SportsFeed = {
  forMerchant({ code }): MerchantFeed {
    const seed = `sandbox:${code}`;
    const maxDurationMs = 3 * 60 * MINUTE;
    return {
      maxDurationMs,
      fixtures: (from, to, t) => fixturesBetween(seed, from, to, t),
      match: (id, t) => {
        const f = parseFixtureId(seed, id);
        if (!f || f.startsAt - PLANS[f.sport].aheadMs > t) return null;
        return viewOf(seed, f, t);
      },
      result: (id, t) => {
        const f = parseFixtureId(seed, id);
        return f ? resultOf(f, playOf(seed, f), t - f.startsAt) : null;
      },
    };
  },
};
