import { pick, type Rng } from '../../kit/provably-fair.ts';

/**
 * A line slot engine shared by NOVA's reel games: weighted reel strips, fixed paylines read
 * left to right, a wild that stands in for every paying symbol. Pure: a spin takes an Rng.
 *
 * The theoretical line return is exact and cheap: every row of a reel shows symbol s with
 * probability count(s)/length (the stop is uniform), reels are independent, so a line's
 * expected pay is a sum over the symbol combinations of five reels, and every line has the same.
 */

export interface SlotConfig<S extends string> {
  /** Symbol counts per reel; the strip spreads them evenly (see buildStrip). */
  reels: readonly Readonly<Partial<Record<S, number>>>[];
  rows: number;
  /** Row per reel of each payline. */
  lines: readonly (readonly number[])[];
  /** Pay in line bets for 3, 4, 5 of a kind (index = count - 3). */
  pays: Readonly<Partial<Record<S, readonly [number, number, number]>>>;
  wild: S;
  /** Symbols that never take part in a line (scatters, vaults). */
  offLine: readonly S[];
}

export interface LineWin<S extends string> {
  /** 1-based payline number. */
  line: number;
  symbol: S;
  count: number;
  /** In line bets. */
  pay: number;
}

/** Spreads each symbol's count evenly along the strip, so scatters never share a window. */
export function buildStrip<S extends string>(counts: Readonly<Partial<Record<S, number>>>): S[] {
  const slots: { symbol: S; at: number }[] = [];
  for (const [symbol, count] of Object.entries(counts) as [S, number][]) {
    for (let i = 0; i < count; i++) slots.push({ symbol, at: (i + 0.5) / count });
  }
  slots.sort((a, b) => a.at - b.at || (a.symbol < b.symbol ? -1 : 1));
  return slots.map((slot) => slot.symbol);
}

export class ReelSlot<S extends string> {
  readonly strips: S[][];
  private readonly offLine: ReadonlySet<S>;

  constructor(readonly config: SlotConfig<S>) {
    this.strips = config.reels.map((counts) => buildStrip(counts));
    this.offLine = new Set(config.offLine);
  }

  /** Uniform stop per reel; grid[reel][row]. */
  spin(rng: Rng): { stops: number[]; grid: S[][] } {
    const stops: number[] = [];
    for (const strip of this.strips) stops.push(pick(rng, strip.length));
    return { stops, grid: this.gridAt(stops) };
  }

  gridAt(stops: readonly number[]): S[][] {
    const grid: S[][] = [];
    const rows = this.config.rows;
    for (let reel = 0; reel < this.strips.length; reel++) {
      const strip = this.strips[reel] ?? [];
      const stop = stops[reel] ?? 0;
      const column: S[] = [];
      for (let row = 0; row < rows; row++) column.push(strip[(stop + row) % strip.length] as S);
      grid.push(column);
    }
    return grid;
  }

  /** The pay of one line's symbols, left to right (cell(i) = the symbol on reel i). */
  linePay(symbols: readonly S[]): { symbol: S; count: number; pay: number } | null {
    return this.payOf((reel) => symbols[reel] as S, symbols.length);
  }

  private payOf(
    cell: (reel: number) => S,
    reels: number,
  ): { symbol: S; count: number; pay: number } | null {
    const { wild, pays } = this.config;
    // The run of wilds from the left, then the symbol the line is about and its run.
    let wilds = 0;
    while (wilds < reels && cell(wilds) === wild) wilds += 1;
    const wildPay = wilds >= 3 ? (pays[wild]?.[wilds - 3] ?? 0) : 0;
    if (wilds === reels || this.offLine.has(cell(wilds))) {
      return wildPay > 0 ? { symbol: wild, count: wilds, pay: wildPay } : null;
    }
    const symbol = cell(wilds);
    let count = wilds + 1;
    while (count < reels) {
      const next = cell(count);
      if (next !== symbol && next !== wild) break;
      count += 1;
    }
    const pay = count >= 3 ? (pays[symbol]?.[count - 3] ?? 0) : 0;
    if (wildPay > pay) return { symbol: wild, count: wilds, pay: wildPay };
    return pay > 0 ? { symbol, count, pay } : null;
  }

  lineWins(grid: readonly (readonly S[])[]): LineWin<S>[] {
    const wins: LineWin<S>[] = [];
    const lines = this.config.lines;
    for (let index = 0; index < lines.length; index++) {
      const rows = lines[index] ?? [];
      const win = this.payOf((reel) => grid[reel]?.[rows[reel] ?? 0] as S, rows.length);
      if (win) wins.push({ line: index + 1, ...win });
    }
    return wins;
  }

  /** How many cells show `symbol` (scatters pay anywhere). */
  count(grid: readonly (readonly S[])[], symbol: S): number {
    return grid.reduce((sum, reel) => sum + reel.filter((cell) => cell === symbol).length, 0);
  }

  /** Exact expected pay of one line, in line bets: E[pay] and E[pay²] (for the variance). */
  lineMoments(): { mean: number; square: number } {
    const marginals = this.config.reels.map((counts) => {
      const total = Object.values<number | undefined>(counts).reduce<number>(
        (a, b) => a + (b ?? 0),
        0,
      );
      return (Object.entries(counts) as [S, number][]).map(([symbol, n]) => ({
        symbol,
        p: n / total,
      }));
    });
    let mean = 0;
    let square = 0;
    const walk = (reel: number, symbols: S[], p: number): void => {
      if (reel === marginals.length) {
        const pay = this.linePay(symbols)?.pay ?? 0;
        mean += p * pay;
        square += p * pay * pay;
        return;
      }
      for (const { symbol, p: q } of marginals[reel] ?? [])
        walk(reel + 1, [...symbols, symbol], p * q);
    };
    walk(0, [], 1);
    return { mean, square };
  }

  /** P(reel r shows `symbol` in its window); exact when the symbol's copies never share a window. */
  windowChance(reel: number, symbol: S): number {
    const strip = this.strips[reel] ?? [];
    const n = strip.filter((cell) => cell === symbol).length;
    return (n * this.config.rows) / strip.length;
  }
}

/** Probability of exactly k reels showing the symbol, from each reel's chance (independent). */
export function countDistribution(chances: readonly number[]): number[] {
  let dist = [1];
  for (const p of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}
