import { describe, expect, it } from 'vitest';
import { simulationRng } from '../../kit/provably-fair.ts';
import { simulate } from './simulate.ts';
import {
  FREE_SPINS_CAP,
  playStarfall,
  STARFALL_SLOT,
  starfallTheoreticalRtp,
  type StarfallSymbol,
} from './starfall-sevens.ts';

const line = (...symbols: StarfallSymbol[]) => STARFALL_SLOT.linePay(symbols);

describe('Starfall Sevens', () => {
  it('pays a line from the left only', () => {
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'CHERRY', 'PLUM')).toEqual({
      symbol: 'SEVEN',
      count: 3,
      pay: 50,
    });
    expect(line('CHERRY', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN')).toBeNull();
  });

  it('lets the wild stand in for a paying symbol but not for a comet', () => {
    expect(line('RUBY', 'WILD', 'WILD', 'RUBY', 'RUBY')).toEqual({
      symbol: 'RUBY',
      count: 5,
      pay: 150,
    });
    expect(line('COMET', 'WILD', 'COMET', 'COMET', 'PLUM')).toBeNull();
  });

  it('never awards more free spins in one feature than the cap', () => {
    const rng = simulationRng(11);
    for (let i = 0; i < 20_000; i++)
      expect(playStarfall(rng).freeSpins).toBeLessThanOrEqual(FREE_SPINS_CAP);
  });

  it('documents a return of 96.07 %', () => {
    expect(starfallTheoreticalRtp()).toBeCloseTo(0.9607, 4);
  });

  // Tolerance: 4 standard errors of this run (σ ≈ 3.9 total bets per round, so ≈ ±1.1 pp at
  // 2·10^6 rounds); ±0.5 pp would need ~10^7 rounds of a slot whose free spins pay ×3.
  it('lands within 4 standard errors (at most ±1.2 pp) of it over 2·10^6 simulated rounds', () => {
    const rng = simulationRng(2026);
    const { mean, standardError } = simulate(2_000_000, () => playStarfall(rng).pay / 25);
    expect(4 * standardError).toBeLessThan(0.012);
    expect(Math.abs(mean - starfallTheoreticalRtp())).toBeLessThan(4 * standardError);
  }, 120_000);
});
