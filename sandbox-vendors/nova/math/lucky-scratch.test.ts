import { describe, expect, it } from 'vitest';
import { simulationRng } from '../../kit/provably-fair.ts';
import { drawScratchCard, scratchTheoreticalRtp } from './lucky-scratch.ts';
import { simulate } from './simulate.ts';

describe('Lucky Scratch', () => {
  it('shows the winning symbol exactly three times and no other symbol three times', () => {
    const rng = simulationRng(9);
    for (let i = 0; i < 20_000; i++) {
      const card = drawScratchCard(rng);
      expect(card.cells).toHaveLength(9);
      const counts = new Map<string, number>();
      for (const cell of card.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
      for (const [symbol, count] of counts)
        expect(count).toBe(symbol === card.winner ? 3 : Math.min(count, 2));
    }
  });

  it('documents a return of exactly 95.00 %', () => {
    expect(scratchTheoreticalRtp().mean).toBeCloseTo(0.95, 12);
  });

  // σ ≈ 2.5 tickets per card: 4 standard errors at 4·10^6 cards is ±0.5 pp.
  it('lands within ±0.5 pp of it over 4·10^6 simulated cards', () => {
    const rng = simulationRng(404);
    const { mean, standardError } = simulate(4_000_000, () => drawScratchCard(rng).prize);
    expect(4 * standardError).toBeLessThan(0.0051);
    expect(Math.abs(mean - 0.95)).toBeLessThan(Math.max(4 * standardError, 0.005));
  }, 120_000);
});
