import { describe, expect, it } from 'vitest';
import { lotteryGame, type PlayType } from './catalogue.ts';
import { computeResult, loNumbers, mainNumber, type ResultTable } from './results.ts';
import { newSeed, SeedStream, seedHash, seedMatches } from './seed-rng.ts';
import { hitsOf, payoutOf, stakeOf } from './settle.ts';
import { verifyDraw } from './verify.ts';
import type { DrawRow } from './draw-store.ts';
import { NORTH_TIERS, SOUTH_TIERS } from './vn-schedule.ts';

const SEED = '00'.repeat(31) + '2a';

function gameOf(code: string) {
  const game = lotteryGame(code);
  if (!game) throw new Error(code);
  return game;
}

function play(gameCode: string, code: string): PlayType {
  const found = gameOf(gameCode).playTypes.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
}

/** A north table whose numbers are given by tier, the rest filled with numbers ending in 99. */
function northTable(fill: Record<string, string[]>): ResultTable {
  return NORTH_TIERS.map((tier) => ({
    tier: tier.code,
    numbers: Array.from(
      { length: tier.count },
      (_, i) => fill[tier.code]?.[i] ?? '9'.repeat(tier.digits),
    ),
  }));
}

describe('results from a committed seed', () => {
  it('are the same for the same seed and draw, and differ for another draw', () => {
    const tiers = gameOf('VN_NORTH').tiers;
    const one = computeResult(tiers, SEED, 'VN_NORTH-20261124-QN');
    expect(computeResult(tiers, SEED, 'VN_NORTH-20261124-QN')).toEqual(one);
    expect(computeResult(tiers, SEED, 'VN_NORTH-20261125-BN')).not.toEqual(one);
  });

  it('publish a hash that the revealed seed matches and any other seed does not', () => {
    const seed = newSeed();
    const hash = seedHash(seed);
    expect(seedMatches(seed, hash)).toBe(true);
    const tampered = (seed.startsWith('0') ? '1' : '0') + seed.slice(1);
    expect(seedMatches(tampered, hash)).toBe(false);
    expect(seedMatches('not hex', hash)).toBe(false);
  });

  it('lets verify tell a drawn result from a tampered seed or result', () => {
    const seed = newSeed();
    const ref = 'FAST5-20261124-0001';
    const row: DrawRow = {
      id: 1,
      merchant_id: 1,
      game_code: 'FAST5',
      draw_key: '20261124-0001',
      ref,
      province: null,
      draw_at: '2026-11-24T00:03:00.000Z',
      close_at: '2026-11-24T00:02:30.000Z',
      seed,
      seed_hash: seedHash(seed),
      status: 'SETTLED',
      result: computeResult(gameOf('FAST5').tiers, seed, ref),
      drawn_at: '2026-11-24T00:03:00.000Z',
    };
    expect(verifyDraw(row)).toMatchObject({ hashMatches: true, verified: true });
    const otherSeed = newSeed();
    expect(verifyDraw({ ...row, seed: otherSeed })).toMatchObject({
      hashMatches: false,
      verified: false,
    });
    const drawn = row.result?.[0]?.numbers[0] ?? '';
    const altered = `${(Number(drawn[0]) + 1) % 10}${drawn.slice(1)}`;
    const published = [{ tier: 'WIN', numbers: [altered] }];
    expect(verifyDraw({ ...row, result: published })).toMatchObject({
      hashMatches: true,
      verified: false,
    });
    // Before the draw the seed is secret: nothing to verify, and nothing given away.
    const open = verifyDraw({ ...row, status: 'OPEN', result: null });
    expect(open).toMatchObject({ verified: false, recomputed: null, draw: { seed: null } });
  });

  it('draws every digit value about equally often (rejection sampling, no modulo bias)', () => {
    const stream = new SeedStream(SEED, 'uniform');
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const digit = stream.below(10);
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    // Each count is Binomial(n, 0.1): 5 standard deviations is ±474.
    for (const count of counts) expect(Math.abs(count - n / 10)).toBeLessThan(475);
  });
});

describe('the Vietnamese result tables', () => {
  it('have 27 numbers in the north with the tiers the players know', () => {
    const table = computeResult(gameOf('VN_NORTH').tiers, SEED, 'north');
    expect(table.map((tier) => [tier.tier, tier.numbers.length, tier.numbers[0]?.length])).toEqual([
      ['DB', 1, 5],
      ['G1', 1, 5],
      ['G2', 2, 5],
      ['G3', 6, 5],
      ['G4', 4, 4],
      ['G5', 6, 4],
      ['G6', 3, 3],
      ['G7', 4, 2],
    ]);
    expect(loNumbers(table)).toHaveLength(27);
  });

  it('have 18 numbers in the centre and the south, eighth prize to a 6-digit special', () => {
    for (const code of ['VN_CENTRAL', 'VN_SOUTH']) {
      const table = computeResult(gameOf(code).tiers, SEED, code);
      expect(
        table.map((tier) => [tier.tier, tier.numbers.length, tier.numbers[0]?.length]),
      ).toEqual([
        ['G8', 1, 2],
        ['G7', 1, 3],
        ['G6', 3, 4],
        ['G5', 1, 4],
        ['G4', 7, 5],
        ['G3', 2, 5],
        ['G2', 1, 5],
        ['G1', 1, 5],
        ['DB', 1, 6],
      ]);
      expect(loNumbers(table)).toHaveLength(18);
      expect(mainNumber(table)).toHaveLength(6);
    }
    expect(SOUTH_TIERS.reduce((sum, tier) => sum + tier.count, 0)).toBe(18);
  });
});

describe('Vietnamese bet types', () => {
  const table = northTable({
    DB: ['12345'],
    G3: ['00027', '11127', '22245'],
    G7: ['27', '08', '99', '99'],
  });

  it('count lô once per number ending in the pick, however often it repeats', () => {
    expect(hitsOf(play('VN_NORTH', 'lo2'), ['27'], table)).toBe(3);
    expect(hitsOf(play('VN_NORTH', 'lo2'), ['27', '45', '08'], table)).toBe(6);
    const terms = {
      play: play('VN_NORTH', 'lo2'),
      picks: ['27'],
      units: 10,
      unitStake: 1_000,
      oddsBp: 800_000,
      pointPrice: 23,
    };
    // 10 points at 23 × 1,000 đồng each; each of the three 27s pays 10 × 80 × 1,000.
    expect(stakeOf(terms)).toBe(230_000);
    expect(payoutOf(terms, table)).toBe(2_400_000);
  });

  it('pay đề and 3 càng on the special prize only', () => {
    expect(hitsOf(play('VN_NORTH', 'de'), ['45', '27'], table)).toBe(1);
    expect(hitsOf(play('VN_NORTH', 'de'), ['27'], table)).toBe(0);
    expect(hitsOf(play('VN_NORTH', 'cang3'), ['345'], table)).toBe(1);
    expect(hitsOf(play('VN_NORTH', 'cang3'), ['245'], table)).toBe(0);
  });

  it('pay a xiên only when every one of its numbers is among the lô numbers', () => {
    expect(hitsOf(play('VN_NORTH', 'xien2'), ['27', '08'], table)).toBe(1);
    expect(hitsOf(play('VN_NORTH', 'xien3'), ['27', '08', '45'], table)).toBe(1);
    expect(hitsOf(play('VN_NORTH', 'xien3'), ['27', '08', '46'], table)).toBe(0);
    const terms = {
      play: play('VN_NORTH', 'xien2'),
      picks: ['27', '08'],
      units: 5,
      unitStake: 1_000,
      oddsBp: 100_000,
      pointPrice: 1,
    };
    // A xiên's numbers are one bet: 5 units, not 10.
    expect(stakeOf(terms)).toBe(5_000);
    expect(payoutOf(terms, table)).toBe(50_000);
  });

  it('keep products exact past 2^53 through BigInt', () => {
    const terms = {
      play: play('FAST3', 'straight3'),
      picks: ['123'],
      units: 1_000_000,
      unitStake: 1_000_000,
      oddsBp: 9_800_000,
      pointPrice: 1,
    };
    // 10^12 × 980 = 9.8 × 10^14: within safe integers though units × unitStake × odds is 9.8 × 10^18.
    expect(payoutOf(terms, [{ tier: 'WIN', numbers: ['123'] }])).toBe(980_000_000_000_000);
  });
});
