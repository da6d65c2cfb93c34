import type { Rng } from '../../kit/provably-fair.ts';
import { LINES_25 } from './paylines.ts';
import { countDistribution, ReelSlot, type LineWin } from './reel-slot.ts';

/**
 * Starfall Sevens: 5 reels x 3 rows, 25 fixed paylines, a shooting-star WILD on reels 2–4
 * that stands in for every paying symbol, and COMET scatters: 3, 4 or 5 anywhere pay 2, 10 or
 * 50 times the total bet and award 10 free spins. Free spins pay double and can retrigger
 * (+10 each time) up to 50 free spins per feature. A round is the paid spin and every free
 * spin it awards, played out at once from the same provably-fair stream.
 */

export const STARFALL_SYMBOLS = [
  'SEVEN',
  'CROWN',
  'DIAMOND',
  'RUBY',
  'EMERALD',
  'PLUM',
  'CHERRY',
  'WILD',
  'COMET',
] as const;
export type StarfallSymbol = (typeof STARFALL_SYMBOLS)[number];

const PAYING = { SEVEN: 1, CROWN: 2, DIAMOND: 3, RUBY: 4, EMERALD: 5, PLUM: 6, CHERRY: 7 } as const;
type Counts = Partial<Record<StarfallSymbol, number>>;
const edge: Counts = {
  SEVEN: 2,
  CROWN: 3,
  DIAMOND: 4,
  RUBY: 5,
  EMERALD: 6,
  PLUM: 7,
  CHERRY: 8,
  COMET: 1,
};
const middle: Counts = { ...edge, PLUM: 8, CHERRY: 9, WILD: 2, COMET: 2 };
void PAYING;

export const STARFALL_SLOT = new ReelSlot<StarfallSymbol>({
  reels: [edge, middle, middle, middle, edge],
  rows: 3,
  lines: LINES_25,
  pays: {
    SEVEN: [50, 200, 1000],
    CROWN: [30, 100, 400],
    DIAMOND: [20, 75, 250],
    RUBY: [15, 50, 150],
    EMERALD: [10, 30, 100],
    PLUM: [5, 20, 75],
    CHERRY: [4, 10, 40],
  },
  wild: 'WILD',
  offLine: ['COMET'],
});

export const STARFALL_LINES = LINES_25.length;
/** Scatter pay in total bets for 3, 4, 5 comets. */
export const SCATTER_PAYS = [2, 10, 50] as const;
export const FREE_SPINS_AWARD = 10;
export const FREE_SPINS_CAP = 50;
export const FREE_SPIN_MULTIPLIER = 3;

export interface StarfallSpin {
  stops: number[];
  grid: StarfallSymbol[][];
  lineWins: LineWin<StarfallSymbol>[];
  scatters: number;
  /** In line bets, the free-spin multiplier applied. */
  pay: number;
  freeSpinsAwarded: number;
  free: boolean;
}

export interface StarfallRound {
  spins: StarfallSpin[];
  /** Total of every spin, in line bets. */
  pay: number;
  freeSpins: number;
}

function oneSpin(rng: Rng, free: boolean, awardRoom: number): StarfallSpin {
  const { stops, grid } = STARFALL_SLOT.spin(rng);
  const lineWins = STARFALL_SLOT.lineWins(grid);
  const scatters = STARFALL_SLOT.count(grid, 'COMET');
  const scatterPay =
    scatters >= 3 ? (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * STARFALL_LINES : 0;
  const multiplier = free ? FREE_SPIN_MULTIPLIER : 1;
  const pay = (lineWins.reduce((sum, win) => sum + win.pay, 0) + scatterPay) * multiplier;
  const freeSpinsAwarded = scatters >= 3 ? Math.min(FREE_SPINS_AWARD, awardRoom) : 0;
  return { stops, grid, lineWins, scatters, pay, freeSpinsAwarded, free };
}

/** One paid spin and the free spins it leads to. Pays are in line bets (total bet = 25). */
export function playStarfall(rng: Rng): StarfallRound {
  const first = oneSpin(rng, false, FREE_SPINS_CAP);
  const spins = [first];
  let left = first.freeSpinsAwarded;
  let awarded = left;
  while (left > 0) {
    const spin = oneSpin(rng, true, FREE_SPINS_CAP - awarded);
    spins.push(spin);
    left += spin.freeSpinsAwarded - 1;
    awarded += spin.freeSpinsAwarded;
  }
  return { spins, pay: spins.reduce((sum, spin) => sum + spin.pay, 0), freeSpins: awarded };
}

/** Exact return to player (a fraction of the total bet), from the strips and tables above. */
export function starfallTheoreticalRtp(): number {
  const lines = STARFALL_SLOT.lineMoments().mean; // per line bet, = per total bet across 25 lines
  const chances = STARFALL_SLOT.strips.map((_, reel) => STARFALL_SLOT.windowChance(reel, 'COMET'));
  const dist = countDistribution(chances);
  const scatter = dist.reduce(
    (sum, p, k) => sum + (k >= 3 ? p * (SCATTER_PAYS[k - 3] ?? 0) : 0),
    0,
  );
  const trigger = dist.reduce((sum, p, k) => sum + (k >= 3 ? p : 0), 0);
  const spin = lines + scatter;
  // Expected free spins played per feature, retriggers and the cap included.
  const memo = new Map<string, number>();
  const spinsLeft = (left: number, awarded: number): number => {
    if (left === 0) return 0;
    const key = `${left}:${awarded}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const add = Math.min(FREE_SPINS_AWARD, FREE_SPINS_CAP - awarded);
    const value =
      1 +
      (1 - trigger) * spinsLeft(left - 1, awarded) +
      trigger * spinsLeft(left - 1 + add, awarded + add);
    memo.set(key, value);
    return value;
  };
  const feature = spinsLeft(FREE_SPINS_AWARD, FREE_SPINS_AWARD) * FREE_SPIN_MULTIPLIER * spin;
  return spin + trigger * feature;
}
