// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusFixture } from '../../testing/fixtures.ts';
import { renderInSite } from '../../testing/render-site.tsx';
import { Clock } from './clock.tsx';
import { formatClock, timezoneOffsetMinutes } from './clock-format.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the clock format', () => {
  it('reads GMT offsets in hours, minutes, and both signs', () => {
    expect(timezoneOffsetMinutes('GMT+8')).toBe(480);
    expect(timezoneOffsetMinutes('GMT+7')).toBe(420);
    expect(timezoneOffsetMinutes('GMT-3')).toBe(-180);
    expect(timezoneOffsetMinutes('GMT+5:30')).toBe(330);
    expect(timezoneOffsetMinutes('GMT')).toBe(0);
  });

  it('shows the instant in the brand timezone with the zone named', () => {
    const instant = Date.UTC(2026, 10, 22, 6, 3, 7);
    expect(formatClock(instant, 'GMT+8')).toBe('2026-11-22 14:03:07 (GMT+8)');
    expect(formatClock(instant, 'GMT+7')).toBe('2026-11-22 13:03:07 (GMT+7)');
    expect(formatClock(Date.UTC(2026, 10, 22, 20, 0, 0), 'GMT+8')).toBe(
      '2026-11-23 04:00:00 (GMT+8)',
    );
  });
});

describe('the header clock', () => {
  it('follows server time rather than the device clock, and ticks every second', () => {
    vi.useFakeTimers();
    // The device clock is 90 minutes slow; the server's answer is the truth.
    const device = Date.UTC(2026, 10, 22, 4, 33, 7);
    vi.setSystemTime(device);
    const status = statusFixture('aurora', { serverTime: Date.UTC(2026, 10, 22, 6, 3, 7) });
    renderInSite(<Clock />, { status, now: device });
    expect(screen.getByTestId('clock').textContent).toBe('2026-11-22 14:03:07 (GMT+8)');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock').textContent).toBe('2026-11-22 14:03:08 (GMT+8)');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('clock').textContent).toBe('2026-11-22 14:04:08 (GMT+8)');
  });

  it('changes the second on the server second boundary, not a second after mounting', () => {
    vi.useFakeTimers();
    const server = Date.UTC(2026, 10, 22, 6, 3, 7, 400);
    vi.setSystemTime(server);
    renderInSite(<Clock />, {
      status: statusFixture('aurora', { serverTime: server }),
      now: server,
    });
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(screen.getByTestId('clock').textContent).toBe('2026-11-22 14:03:07 (GMT+8)');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('clock').textContent).toBe('2026-11-22 14:03:08 (GMT+8)');
  });

  it('uses the brand timezone (lotus is GMT+7)', () => {
    const now = Date.UTC(2026, 10, 22, 6, 3, 7);
    renderInSite(<Clock />, {
      brand: 'lotus',
      status: statusFixture('lotus', { serverTime: now }),
      now,
    });
    expect(screen.getByTestId('clock').textContent).toMatch(/ \(GMT\+7\)$/);
  });
});
