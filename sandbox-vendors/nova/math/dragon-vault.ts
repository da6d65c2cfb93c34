import type { Rng } from '../../kit/provably-fair.ts';
import { LINES_25 } from './paylines.ts';
import { ReelSlot, type LineWin } from './reel-slot.ts';

/**
 * Dragon Vault: a 5x3, 10-line slot with a progressive jackpot. 1 % of every stake feeds the
 * pool, which starts at (and after every win resets to) a seed the vendor puts up. A VAULT on
 * each of reels 2, 3 and 4 opens the vault roll: the player wins the whole pool with
 * probability bet / max bet, so every bet size has the same jackpot return per unit staked.
 * A FLAME wild on reels 2–4 stands in for every paying symbol.
 *
 * Return to player, long run: base lines + 1 % (every contribution is paid out by some win)
 * + the seed's share, trigger × seed / max bet (the vendor's own money).
 */

export type DragonSymbol =
  'DRAGON' | 'INGOT' | 'PEARL' | 'LANTERN' | 'FAN' | 'COIN' | 'FLAME' | 'VAULT';

type Counts = Partial<Record<DragonSymbol, number>>;
const outer: Counts = { DRAGON: 2, INGOT: 3, PEARL: 4, LANTERN: 5, FAN: 6, COIN: 8 };
const inner: Counts = {
  DRAGON: 3,
  INGOT: 4,
  PEARL: 5,
  LANTERN: 7,
  FAN: 9,
  COIN: 12,
  FLAME: 3,
  VAULT: 1,
};

export const DRAGON_SLOT = new ReelSlot<DragonSymbol>({
  reels: [outer, inner, inner, inner, outer],
  rows: 3,
  lines: LINES_25.slice(0, 10),
  pays: {
    DRAGON: [40, 150, 750],
    INGOT: [25, 100, 400],
    PEARL: [15, 50, 200],
    LANTERN: [10, 30, 120],
    FAN: [6, 20, 60],
    COIN: [4, 10, 30],
  },
  wild: 'FLAME',
  offLine: ['VAULT'],
});

export const DRAGON_LINES = 10;
/** Share of every stake that feeds the pool, in basis points. */
export const POOL_SHARE_BP = 100;
/** Total bets in credits (one credit = a cent of USD, see nova/credits.ts). */
export const DRAGON_BETS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000] as const;
export const DRAGON_MAX_BET = 5_000;
/** The pool's seed in credits (500 USD). */
export const POOL_SEED = 50_000;

export interface DragonSpin {
  stops: number[];
  grid: DragonSymbol[][];
  lineWins: LineWin<DragonSymbol>[];
  /** Line pay in line bets. */
  pay: number;
  /** True when a VAULT shows on reels 2, 3 and 4. */
  vaultOpen: boolean;
  /** The vault roll in [0, 1) when the vault opened; the jackpot is won when roll < bet / max bet. */
  vaultRoll: number | null;
  jackpot: boolean;
}

export function playDragonVault(rng: Rng, bet: number): DragonSpin {
  const { stops, grid } = DRAGON_SLOT.spin(rng);
  const lineWins = DRAGON_SLOT.lineWins(grid);
  const vaultOpen = [1, 2, 3].every((reel) => grid[reel]?.includes('VAULT') ?? false);
  const vaultRoll = vaultOpen ? rng.next() : null;
  const jackpot = vaultRoll !== null && vaultRoll < bet / DRAGON_MAX_BET;
  const pay = lineWins.reduce((sum, win) => sum + win.pay, 0);
  return { stops, grid, lineWins, pay, vaultOpen, vaultRoll, jackpot };
}

/** P(the vault opens) on a spin. */
export function vaultChance(): number {
  return [1, 2, 3].reduce((p, reel) => p * DRAGON_SLOT.windowChance(reel, 'VAULT'), 1);
}

/** The base game's exact return (lines only), a fraction of the total bet. */
export function dragonBaseRtp(): number {
  return DRAGON_SLOT.lineMoments().mean;
}

/** Long-run return: base + pool share + the seed's share (see the file comment). */
export function dragonTheoreticalRtp(): number {
  return dragonBaseRtp() + POOL_SHARE_BP / 10_000 + (vaultChance() * POOL_SEED) / DRAGON_MAX_BET;
}

/**
 * The progressive pool, in credits (fractions kept so 1 % of a 10-credit bet is not lost).
 * `feed` adds the stake's share; `win` pays the whole pool (whole credits, the fraction stays)
 * and puts the seed back.
 */
export class JackpotPool {
  private amount: number;

  constructor(readonly seed: number = POOL_SEED) {
    this.amount = seed;
  }

  get value(): number {
    return this.amount;
  }

  feed(stake: number): void {
    this.amount += (stake * POOL_SHARE_BP) / 10_000;
  }

  /** Money from outside the game's stakes (see nova/jackpots.ts). */
  grow(credits: number): void {
    this.amount += credits;
  }

  win(): number {
    const paid = Math.floor(this.amount);
    this.amount = this.amount - paid + this.seed;
    return paid;
  }
}
