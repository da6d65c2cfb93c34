import { pick, type Rng } from '../../kit/provably-fair.ts';

/**
 * Lucky Scratch: a 9-cell scratch card; three of a symbol win that symbol's prize (a multiple
 * of the ticket price). Like a printed card, the prize is drawn first (from the weights below,
 * out of 1,000,000) and the cells are then laid out to show it: the winning symbol exactly three
 * times, every other symbol at most twice, so a card shows at most one prize.
 * RTP = Σ weight × prize / 1,000,000 = 95.00 % exactly.
 */

export const SCRATCH_SYMBOLS = [
  'CROWN',
  'DIAMOND',
  'BELL',
  'SEVEN',
  'CLOVER',
  'CHERRY',
  'LEMON',
  'COIN',
] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

/** Prize in tickets and weight out of 1,000,000 cards. */
export const SCRATCH_PRIZES: Readonly<Record<ScratchSymbol, { prize: number; weight: number }>> = {
  CROWN: { prize: 500, weight: 5 },
  DIAMOND: { prize: 100, weight: 100 },
  BELL: { prize: 50, weight: 400 },
  SEVEN: { prize: 20, weight: 2_000 },
  CLOVER: { prize: 10, weight: 8_000 },
  CHERRY: { prize: 5, weight: 50_000 },
  LEMON: { prize: 2, weight: 150_000 },
  COIN: { prize: 1, weight: 247_500 },
};
const CARDS = 1_000_000;

export interface ScratchCard {
  cells: ScratchSymbol[];
  winner: ScratchSymbol | null;
  /** In tickets. */
  prize: number;
}

/** Two of each symbol but the winner: nothing drawn from it can reach three. */
const BAGS = new Map<ScratchSymbol | null, readonly ScratchSymbol[]>(
  [null, ...SCRATCH_SYMBOLS].map((winner) => [
    winner,
    SCRATCH_SYMBOLS.filter((symbol) => symbol !== winner).flatMap((symbol) => [symbol, symbol]),
  ]),
);

/** The first k items of a uniform shuffle (Fisher–Yates from the front), in place. */
function draw<T>(rng: Rng, items: T[], k: number): T[] {
  for (let i = 0; i < k; i++) {
    const j = i + pick(rng, items.length - i);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items.length === k ? items : items.slice(0, k);
}

export function drawScratchCard(rng: Rng): ScratchCard {
  let ticket = pick(rng, CARDS);
  let winner: ScratchSymbol | null = null;
  for (const symbol of SCRATCH_SYMBOLS) {
    const { weight } = SCRATCH_PRIZES[symbol];
    if (ticket < weight) {
      winner = symbol;
      break;
    }
    ticket -= weight;
  }
  const fillers = draw(rng, [...(BAGS.get(winner) ?? [])], winner ? 6 : 9);
  const cells = winner ? draw(rng, [winner, winner, winner, ...fillers], 9) : fillers;
  return { cells, winner, prize: winner ? SCRATCH_PRIZES[winner].prize : 0 };
}

export function scratchTheoreticalRtp(): { mean: number; square: number } {
  let mean = 0;
  let square = 0;
  for (const { prize, weight } of Object.values(SCRATCH_PRIZES)) {
    mean += (prize * weight) / CARDS;
    square += (prize * prize * weight) / CARDS;
  }
  return { mean, square };
}
