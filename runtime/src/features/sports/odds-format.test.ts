import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format.ts';

describe('formatOdds', () => {
  it('shows a decimal price with two decimals', () => {
    expect(formatOdds(1950, 'DECIMAL')).toBe('1.95');
    expect(formatOdds(12_500, 'DECIMAL')).toBe('12.50');
    expect(formatOdds(1_005, 'DECIMAL')).toBe('1.01');
  });

  it('shows the Hong Kong price as the profit on a stake of one', () => {
    expect(formatOdds(1950, 'HK')).toBe('0.95');
    expect(formatOdds(3_400, 'HK')).toBe('2.40');
  });

  it('turns a Malay price above evens negative, and an Indonesian one below evens', () => {
    expect(formatOdds(1_800, 'MALAY')).toBe('0.80');
    expect(formatOdds(3_000, 'MALAY')).toBe('-0.50');
    expect(formatOdds(2_000, 'MALAY')).toBe('1.00');
    expect(formatOdds(3_000, 'INDO')).toBe('2.00');
    expect(formatOdds(1_800, 'INDO')).toBe('-1.25');
    expect(formatOdds(2_000, 'INDO')).toBe('1.00');
  });
});
