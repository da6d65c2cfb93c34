import { pick, type Rng } from '../../kit/provably-fair.ts';
import { pocketColour } from './roulette-wheel.ts';

/**
 * European roulette: one zero, 37 pockets. Every bet we offer pays so that 36 of the 37
 * pockets would return the stake exactly (straight 35:1 on 1 pocket, even chances 1:1 on 18,
 * dozens and columns 2:1 on 12), so each bet returns 36/37 = 97.297 % and the zero is the
 * house's whole edge. No "la partage": an even-chance bet simply loses on zero.
 */

export const ROULETTE_RTP = 36 / 37;

export type RouletteBetKind =
  'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';

/** A spot on the layout: `straight:17`, `red`, `dozen:2`, `column:3`. */
export interface RouletteSpot {
  kind: RouletteBetKind;
  /** The pocket of a straight bet, or 1–3 for a dozen or column. */
  n?: number;
}

/** What a winning bet pays, to one. */
export const ROULETTE_ODDS: Record<RouletteBetKind, number> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

const SIMPLE: readonly RouletteBetKind[] = ['red', 'black', 'odd', 'even', 'low', 'high'];

/** Parses a spot id as the page sends it; null for anything that is not a spot on our layout. */
export function parseRouletteSpot(id: string): RouletteSpot | null {
  if ((SIMPLE as readonly string[]).includes(id)) return { kind: id as RouletteBetKind };
  const match = /^(straight|dozen|column):(\d{1,2})$/.exec(id);
  if (!match) return null;
  const kind = match[1] as 'straight' | 'dozen' | 'column';
  const n = Number(match[2]);
  if (kind === 'straight') return n <= 36 ? { kind, n } : null;
  return n >= 1 && n <= 3 ? { kind, n } : null;
}

export function rouletteSpotId(spot: RouletteSpot): string {
  return spot.n === undefined ? spot.kind : `${spot.kind}:${spot.n}`;
}

/** Does this spot win on this pocket? Zero wins only a straight bet on zero. */
export function rouletteSpotWins(spot: RouletteSpot, pocket: number): boolean {
  if (spot.kind === 'straight') return spot.n === pocket;
  if (pocket === 0) return false;
  switch (spot.kind) {
    case 'red':
      return pocketColour(pocket) === 'red';
    case 'black':
      return pocketColour(pocket) === 'black';
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === spot.n;
    case 'column':
      return ((pocket - 1) % 3) + 1 === spot.n;
  }
}

/** What a stake on a spot returns (stake included) when the ball lands in `pocket`. */
export function rouletteReturn(spot: RouletteSpot, stake: number, pocket: number): number {
  return rouletteSpotWins(spot, pocket) ? stake * (ROULETTE_ODDS[spot.kind] + 1) : 0;
}

/** One spin: the first number of the round's stream picks the pocket uniformly. */
export function spinRoulette(rng: Rng): number {
  return pick(rng, 37);
}

/** "17 red", "0 green": how the result reads in a record and on the history road. */
export function describePocket(pocket: number): string {
  return `${pocket} ${pocketColour(pocket)}`;
}
