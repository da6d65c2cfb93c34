import { describe, expect, it } from 'vitest';
import { parlayPrice, parlayReturn } from './slip-math.ts';

describe('slip math', () => {
  it('pays a single its stake times the price, rounded down to a minor unit', () => {
    expect(parlayReturn(1_000, [1_950])).toBe(1_950);
    expect(parlayReturn(333, [1_955])).toBe(651); // 651.015
  });

  it('multiplies a parlay exactly, even where doubles would drift', () => {
    expect(parlayReturn(10_000, [1_900, 2_100, 1_750])).toBe(69_825);
    const ten = Array.from({ length: 10 }, () => 9_990);
    expect(parlayReturn(1_000, ten)).toBe(9_900_448_802_097); // 9,900,448,802,097.4…
    // In doubles 100 × 1.15 is 114.99999999999999, which rounds down a minor unit short.
    expect(parlayReturn(100, [1_150])).toBe(115);
    expect(parlayPrice([1_900, 2_100])).toBe(3_990);
  });
});
