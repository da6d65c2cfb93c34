import type { Fixture, Market, MarketKind, MatchResult, Score } from './feed.ts';
import { normalCdf, rand } from './rng.ts';
import type { Play } from './sandbox-play.ts';
import { legOutcome } from './settle-rules.ts';

const MINUTE = 60_000;
/** The book's margin: a fair price divided by 1.06. */
const MARGIN = 1.06;
/** Cockfighting's house price for a draw (Meron and Wala bets are refunded on a draw). */
export const DRAW_ODDS = 8000;

/** A probability as decimal odds in thousandths, to two decimals, between 1.01 and 50.00. */
export function toOdds(p: number): number {
  const fair = 1 / Math.min(0.985, Math.max(0.02, p));
  return Math.min(50_000, Math.max(1010, Math.round((fair / MARGIN) * 100) * 10));
}

interface Priced {
  kind: MarketKind;
  line: number | null;
  selections: readonly string[];
}

const marketId = (kind: MarketKind, line: number | null) =>
  line === null ? kind : `${kind}:${line}`;

/** Prices markets from a distribution of final results, settling each cell by the slip rules. */
function fromCells(
  markets: readonly Priced[],
  cells: readonly { p: number; r: MatchResult }[],
): Market[] {
  return markets.map(({ kind, line, selections }) => ({
    id: marketId(kind, line),
    kind,
    line,
    suspended: false,
    selections: selections.map((selection) => {
      let win = 0;
      let lose = 0;
      for (const { p, r } of cells) {
        const outcome = legOutcome({ kind, line, selection }, r);
        if (outcome === 'WIN') win += p;
        else if (outcome === 'LOSE') lose += p;
      }
      // A push gives the stake back, so the fair price counts only decided outcomes.
      return {
        id: selection,
        odds:
          kind === 'FIGHT' && selection === 'DRAW' ? DRAW_ODDS : toOdds(win / (win + lose || 1)),
      };
    }),
  }));
}

const poissonPmf = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
};

const result = (score: Score, units: Score, maps: ('HOME' | 'AWAY')[] = []): MatchResult => ({
  version: 1,
  void: false,
  score,
  units,
  maps,
});

function footballMarkets(edge: number, base: number, score: Score, left: number): Market[] {
  const lh = Math.max(0.3, 1.35 + 0.55 * (edge + 0.15)) * left;
  const la = Math.max(0.3, 1.35 - 0.55 * edge) * left;
  const cells: { p: number; r: MatchResult }[] = [];
  for (let h = 0; h <= 8; h += 1) {
    for (let a = 0; a <= 8; a += 1) {
      const final = { home: score.home + h, away: score.away + a };
      cells.push({ p: poissonPmf(lh, h) * poissonPmf(la, a), r: result(final, final) });
    }
  }
  // Lines come from the teams alone, so a market keeps its id while its prices move.
  const margin = Math.round(1.35 * base + 0.2);
  return fromCells(
    [
      { kind: 'RESULT', line: null, selections: ['HOME', 'DRAW', 'AWAY'] },
      { kind: 'HANDICAP', line: -margin * 10 + 5, selections: ['HOME', 'AWAY'] },
      { kind: 'HANDICAP', line: -margin * 10, selections: ['HOME', 'AWAY'] },
      { kind: 'TOTAL', line: 25, selections: ['OVER', 'UNDER'] },
      { kind: 'TOTAL', line: 30, selections: ['OVER', 'UNDER'] },
    ],
    cells,
  );
}

/** Basketball and tennis: the rest of the match as a normal margin and total. */
function normalMarkets(
  sport: 'BASKETBALL' | 'TENNIS',
  edge: number,
  base: number,
  units: Score,
  left: number,
): Market[] {
  const basket = sport === 'BASKETBALL';
  const fullMargin = basket ? 12 * edge + 2 : 3.5 * edge;
  const baseMargin = basket ? 12 * base + 2 : 3.5 * base;
  const fullTotal = basket ? 200 : 22;
  const [sdMargin, sdTotal] = basket ? [9, 9] : [4.5, 3.5];
  const mean = units.home - units.away + fullMargin * left;
  const sd = Math.max(0.5, sdMargin * Math.sqrt(left));
  const total = units.home + units.away + fullTotal * left;
  const sdT = Math.max(0.5, sdTotal * Math.sqrt(left));
  const over = (x: number, m: number, s: number) => 1 - normalCdf((x - m) / s);
  const hLine = basket ? -(Math.round(baseMargin) * 10 + 5) : baseMargin >= 0 ? -25 : 25;
  const tLine = basket ? fullTotal * 10 + 5 : 215;
  const two = (
    id: string,
    kind: MarketKind,
    line: number | null,
    p: number,
    a: string,
    b: string,
  ): Market => ({
    id,
    kind,
    line,
    suspended: false,
    selections: [
      { id: a, odds: toOdds(p) },
      { id: b, odds: toOdds(1 - p) },
    ],
  });
  return [
    two('WINNER', 'WINNER', null, over(0, mean, sd), 'HOME', 'AWAY'),
    two(
      marketId('HANDICAP', hLine),
      'HANDICAP',
      hLine,
      over(-hLine / 10, mean, sd),
      'HOME',
      'AWAY',
    ),
    two(marketId('TOTAL', tLine), 'TOTAL', tLine, over(tLine / 10, total, sdT), 'OVER', 'UNDER'),
  ];
}

function esportsMarkets(edge: number, maps: ('HOME' | 'AWAY')[]): Market[] {
  const q = 0.5 + 0.2 * edge;
  const cells: { p: number; r: MatchResult }[] = [];
  const walk = (played: ('HOME' | 'AWAY')[], p: number) => {
    const home = played.filter((m) => m === 'HOME').length;
    const away = played.length - home;
    if (home === 2 || away === 2) {
      cells.push({ p, r: result({ home, away }, { home, away }, played) });
      return;
    }
    walk([...played, 'HOME'], p * q);
    walk([...played, 'AWAY'], p * (1 - q));
  };
  walk(maps, 1);
  const open: Priced[] = [1, 2, 3]
    .filter((n) => n > maps.length)
    .map((n) => ({ kind: 'MAP_WINNER', line: n, selections: ['HOME', 'AWAY'] }));
  return fromCells(
    [
      { kind: 'WINNER', line: null, selections: ['HOME', 'AWAY'] },
      { kind: 'HANDICAP', line: -15, selections: ['HOME', 'AWAY'] },
      { kind: 'TOTAL', line: 25, selections: ['OVER', 'UNDER'] },
      ...open,
    ],
    cells,
  );
}

function fightMarkets(edge: number): Market[] {
  const m = 0.94 * (0.5 + 0.15 * edge);
  const cells = [
    { p: m, r: result({ home: 1, away: 0 }, { home: 1, away: 0 }) },
    { p: 0.94 - m, r: result({ home: 0, away: 1 }, { home: 0, away: 1 }) },
    { p: 0.06, r: result({ home: 0, away: 0 }, { home: 0, away: 0 }) },
  ];
  return fromCells([{ kind: 'FIGHT', line: null, selections: ['MERON', 'WALA', 'DRAW'] }], cells);
}

/**
 * The markets of a match at `elapsed` after its start (negative before it): prices drift every
 * ten minutes before the start and follow the score in play. `units`, `score` and `maps` are
 * the state at that time.
 */
export function marketsAt(
  seed: string,
  f: Fixture,
  play: Play,
  at: { t: number; elapsed: number; score: Score; units: Score; maps: ('HOME' | 'AWAY')[] },
): Market[] {
  const end = play.bounds.at(-1) ?? 1;
  const left = Math.max(0, Math.min(1, 1 - at.elapsed / end));
  const drift =
    at.elapsed < 0 ? 0.12 * (rand(seed, f.id, 'drift', Math.floor(at.t / (10 * MINUTE))) - 0.5) : 0;
  const edge = play.edge + drift;
  switch (f.sport) {
    case 'FOOTBALL':
      return footballMarkets(edge, play.edge, at.score, left);
    case 'BASKETBALL':
    case 'TENNIS':
      return normalMarkets(f.sport, edge, play.edge, at.units, left);
    case 'ESPORTS':
      return esportsMarkets(edge, at.maps);
    case 'COCKFIGHT':
      return fightMarkets(edge);
  }
}
