import { describe, expect, it } from 'vitest';
import { simulationRng } from '../../kit/provably-fair.ts';
import { captureChance, CORAL_RTP, FISH, FISH_KINDS, shoot, spawnFish } from './coral-hunt.ts';
import { simulate } from './simulate.ts';

describe('Coral Hunt', () => {
  it('returns exactly the RTP on every fish, whichever is aimed at', () => {
    for (const fish of FISH_KINDS)
      expect(captureChance(fish) * FISH[fish].multiplier).toBeCloseTo(CORAL_RTP, 12);
  });

  it('pays the fish multiplier only on a catch', () => {
    const low = shoot({ next: () => 0 }, 'SHARK');
    const high = shoot({ next: () => 0.99 }, 'SHARK');
    expect([low.caught, low.pay, high.caught, high.pay]).toEqual([true, 80, false, 0]);
  });

  // σ ≈ 3.6 shots per shot for the spawn mix: 4 standard errors at 10^7 shots ≈ ±0.46 pp.
  it('lands within ±0.5 pp of 96 % over 10^7 simulated shots at swimming fish', () => {
    const rng = simulationRng(31);
    const { mean, standardError } = simulate(10_000_000, () => shoot(rng, spawnFish(rng)).pay);
    expect(4 * standardError).toBeLessThan(0.005);
    expect(Math.abs(mean - CORAL_RTP)).toBeLessThan(4 * standardError);
  }, 120_000);

  it('lands within ±0.5 pp over 10^6 shots at the commonest fish alone', () => {
    const rng = simulationRng(32);
    const { mean, standardError } = simulate(1_000_000, () => shoot(rng, 'CLOWNFISH').pay);
    expect(Math.abs(mean - CORAL_RTP)).toBeLessThan(Math.max(4 * standardError, 0.005));
  }, 120_000);
});
