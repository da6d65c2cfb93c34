// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusFixture } from '../../testing/fixtures.ts';
import { renderInSite } from '../../testing/render-site.tsx';
import { addDays, brandDay } from './brand-time.ts';
import { DateRange, quickRange, type DayRange } from './date-range.tsx';

describe('quick picks (spec §9)', () => {
  it('takes the previous 7 and 30 days as the days ending today', () => {
    expect(quickRange('prev7', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(quickRange('prev30', '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('takes the next 7 and 30 days as today and the days after it', () => {
    expect(quickRange('next7', '2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(quickRange('next30', '2026-02-10')).toEqual({ from: '2026-02-10', to: '2026-03-11' });
  });

  it('counts days across month ends and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("uses the brand clock's day, not the device's", () => {
    // 2026-11-22 18:30 UTC is already the 23rd in GMT+7 but still the 22nd in GMT-3.
    const instant = Date.UTC(2026, 10, 22, 18, 30);
    expect(brandDay(instant, 'GMT+7')).toBe('2026-11-23');
    expect(brandDay(instant, 'GMT-3')).toBe('2026-11-22');
  });
});

describe('DateRange', () => {
  // 17:30 UTC on the 22nd is 00:30 on the 23rd on lotus's GMT+7 clock.
  const now = Date.UTC(2026, 10, 22, 17, 30);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  const renderRange = (value: DayRange) => {
    const onChange = vi.fn();
    renderInSite(<DateRange value={value} onChange={onChange} />, {
      brand: 'lotus',
      status: statusFixture('lotus', { serverTime: now }),
      now,
    });
    return onChange;
  };

  it('answers each quick pick as YYYY-MM-DD days of the brand clock', () => {
    const onChange = renderRange({ from: '2026-11-01', to: '2026-11-02' });
    for (const pick of ['prev7', 'prev30', 'next7', 'next30']) {
      fireEvent.click(screen.getByTestId(`date-quick-${pick}`));
    }
    expect(onChange.mock.calls.map((args) => args[0] as DayRange)).toEqual([
      { from: '2026-11-17', to: '2026-11-23' },
      { from: '2026-10-25', to: '2026-11-23' },
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-23', to: '2026-12-22' },
    ]);
  });

  it('marks the pick that matches the shown range', () => {
    renderRange({ from: '2026-11-17', to: '2026-11-23' });
    expect(screen.getByTestId('date-quick-prev7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('date-quick-prev30').getAttribute('aria-pressed')).toBe('false');
  });

  it('turns a range typed backwards round', () => {
    const onChange = renderRange({ from: '2026-11-10', to: '2026-11-12' });
    fireEvent.change(screen.getByTestId('field-from'), { target: { value: '2026-11-20' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-12', to: '2026-11-20' });
  });
});
