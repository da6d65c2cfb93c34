import type { LotteryGame } from './catalogue.ts';
import { SeedStream } from './seed-rng.ts';
import type { Tier } from './vn-schedule.ts';

/** A draw's result table: each tier with its numbers, in the game's tier order. */
export type ResultTable = { tier: string; numbers: string[] }[];

/**
 * The result of a draw: a pure function of the seed and the draw's ref, so a revealed seed
 * lets anyone recompute it. Numbers come tier by tier, in table order, each a uniform number
 * of the tier's digits from the seed's stream.
 */
export function computeResult(tiers: readonly Tier[], seed: string, drawRef: string): ResultTable {
  const stream = new SeedStream(seed, drawRef);
  return tiers.map((tier) => ({
    tier: tier.code,
    numbers: Array.from({ length: tier.count }, () => stream.digits(tier.digits)),
  }));
}

/** The number most play types read: the special prize (DB), else the one winning number. */
export function mainNumber(result: ResultTable): string {
  const special = result.find((tier) => tier.tier === 'DB') ?? result[0];
  return special?.numbers[0] ?? '';
}

/** Lô numbers: the last two digits of every number of the table, repeats kept. */
export function loNumbers(result: ResultTable): string[] {
  return result.flatMap((tier) => tier.numbers.map((number) => number.slice(-2)));
}

/** How many numbers the game's table draws (27 in the north, 18 in the south and centre). */
export function numbersDrawn(game: LotteryGame): number {
  return game.tiers.reduce((sum, tier) => sum + tier.count, 0);
}
