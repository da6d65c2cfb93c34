import { describe, expect, it } from 'vitest';
import { buildTerms, draftFor, emptyTier, percentToBp } from './contract-rules.ts';

const USD = { code: 'USD', minorUnits: 2 };

describe('offer terms as the platform takes them', () => {
  it('turns a typed percentage into basis points exactly, and refuses what is not one', () => {
    expect(percentToBp('0.8')).toBe(80);
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('0.07')).toBe(7);
    for (const bad of ['', '-1', '100.01', '0.001', 'abc', '1e2'])
      expect(percentToBp(bad)).toBeNull();
  });

  it('refuses tiers that do not rise, naming the row, and sends nothing', () => {
    const draft = draftFor('DAILY_SALARY', undefined, USD);
    draft.tiers = [
      { ...emptyTier(), minValidBet: '500', minActive: '3', amount: '10' },
      { ...emptyTier(), minValidBet: '500', minActive: '5', amount: '20' },
    ];
    expect(buildTerms(draft, USD)).toEqual({
      problems: { 'tiers.1.minValidBet': 'agent.offer.tiersRise' },
    });
  });
});
