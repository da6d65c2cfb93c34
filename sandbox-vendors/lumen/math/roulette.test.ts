import { describe, expect, it } from 'vitest';
import { fairRng, simulationRng } from '../../kit/provably-fair.ts';
import {
  parseRouletteSpot,
  ROULETTE_ODDS,
  ROULETTE_RTP,
  rouletteReturn,
  rouletteSpotWins,
  spinRoulette,
  type RouletteSpot,
} from './roulette.ts';
import { pocketColour, WHEEL_ORDER } from './roulette-wheel.ts';

const ROUNDS = 1_000_000;

/** Every kind of bet on the layout, one spot each (their odds do not depend on which one). */
const SPOTS: RouletteSpot[] = [
  { kind: 'straight', n: 17 },
  { kind: 'straight', n: 0 },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'even' },
  { kind: 'low' },
  { kind: 'high' },
  { kind: 'dozen', n: 2 },
  { kind: 'column', n: 3 },
];

describe('European roulette', () => {
  it('has 37 pockets on the wheel, 18 red and 18 black and one green zero', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    const colours = WHEEL_ORDER.map(pocketColour);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'green')).toEqual(['green']);
    // Colours alternate round the wheel, as on a real one.
    for (let i = 2; i < 37; i++) expect(colours[i]).not.toBe(colours[i - 1]);
  });

  it('pays each bet so that 36 of 37 pockets would return the stake: RTP 97.30 %', () => {
    for (const spot of SPOTS) {
      let total = 0;
      for (let pocket = 0; pocket <= 36; pocket++) total += rouletteReturn(spot, 1, pocket);
      expect(total / 37).toBeCloseTo(ROULETTE_RTP, 12);
    }
    expect(ROULETTE_RTP * 100).toBeCloseTo(97.3, 2);
  });

  it('loses every outside bet on zero', () => {
    for (const spot of SPOTS.filter((s) => s.kind !== 'straight'))
      expect(rouletteSpotWins(spot, 0)).toBe(false);
  });

  it('refuses spot ids that are not on the layout', () => {
    for (const bad of ['straight:37', 'dozen:0', 'column:4', 'split:1-2', 'RED', '', 'straight:-1'])
      expect(parseRouletteSpot(bad)).toBeNull();
    expect(parseRouletteSpot('straight:0')).toEqual({ kind: 'straight', n: 0 });
    expect(parseRouletteSpot('dozen:3')).toEqual({ kind: 'dozen', n: 3 });
  });

  it('spins the same pocket again from the same seeds', () => {
    const a = spinRoulette(fairRng('server', 'client', 7));
    expect(spinRoulette(fairRng('server', 'client', 7))).toBe(a);
  });

  /**
   * Tolerance: a unit bet of odds k wins with p = (k+1)^-1 · 36/37 and returns k+1, so its
   * per-round variance is σ² = (k+1)²p − RTP². Over N rounds the measured RTP has standard
   * error σ/√N; we allow 4.5 standard errors (a false alarm about once in 150,000 runs):
   * ±0.45 % for even chances, ±0.64 % for dozens and columns, ±2.6 % for a straight up.
   */
  it('lands within 4.5 standard errors of 97.30 % for every bet over 10^6 simulated spins', () => {
    const rng = simulationRng(20261124);
    const returned = new Array<number>(SPOTS.length).fill(0);
    const pockets = new Array<number>(37).fill(0);
    for (let round = 0; round < ROUNDS; round++) {
      const pocket = spinRoulette(rng);
      pockets[pocket] = (pockets[pocket] ?? 0) + 1;
      SPOTS.forEach((spot, i) => {
        returned[i] = (returned[i] ?? 0) + rouletteReturn(spot, 1, pocket);
      });
    }
    SPOTS.forEach((spot, i) => {
      const k = ROULETTE_ODDS[spot.kind];
      const p = ROULETTE_RTP / (k + 1);
      const sigma = Math.sqrt((k + 1) ** 2 * p - ROULETTE_RTP ** 2);
      const tolerance = (4.5 * sigma) / Math.sqrt(ROUNDS);
      expect(Math.abs((returned[i] ?? 0) / ROUNDS - ROULETTE_RTP)).toBeLessThan(tolerance);
    });
    // Every pocket comes up about N/37 times: chi-square with 36 degrees of freedom stays
    // under 80 (p ≈ 3·10^-5 of a false alarm).
    const expected = ROUNDS / 37;
    const chi = pockets.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(80);
  }, 120_000);
});
