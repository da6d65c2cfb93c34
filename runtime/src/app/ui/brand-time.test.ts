import { describe, expect, it } from 'vitest';
import { brandTime } from './brand-time.ts';

describe('brandTime', () => {
  it('shows an instant on the brand clock, date before time even in right-to-left text', () => {
    // 23:30 UTC on the 21st is 06:30 on the 22nd in GMT+7.
    expect(brandTime('2026-11-21T23:30:00.000Z', 'GMT+7')).toBe('\u20662026-11-22 06:30\u2069');
    expect(brandTime('2026-11-21T23:30:00.000Z', 'GMT-3')).toBe('\u20662026-11-21 20:30\u2069');
  });

  it('leaves text that is not a time as it is', () => {
    expect(brandTime('soon', 'GMT+7')).toBe('soon');
  });
});
