import { describe, expect, it } from 'vitest';
import { LOOK_BACK_PICKS, quickRange } from '../../app/ui/date-range.tsx';

describe('history quick picks', () => {
  it('only look back: today, yesterday, the last 7 and the last 30 days', () => {
    expect(LOOK_BACK_PICKS).toEqual(['today', 'yesterday', 'prev7', 'prev30']);
    const today = '2026-11-24';
    for (const pick of LOOK_BACK_PICKS) {
      expect(quickRange(pick, today).to <= today).toBe(true);
    }
  });

  it('counts days on the calendar, across a month and a year', () => {
    expect(quickRange('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(quickRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(quickRange('prev7', '2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
