import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-format.ts';
import { formatBrandDate, formatBrandDateTime, formatDay, parseDay } from './clock-format.ts';

// 17:30 UTC on the 23rd is already 00:30 on the 24th in Vietnam (GMT+7) and 01:30 in GMT+8.
const LATE_EVENING_UTC = Date.parse('2026-11-23T17:30:00Z');

describe('dates in the brand clock and the reader language', () => {
  it('shows the brand day across midnight, the day the header clock shows, on any device', () => {
    expect(formatBrandDate(LATE_EVENING_UTC, 'GMT+7', 'vi-VN')).toBe('24/11/2026');
    expect(formatClock(LATE_EVENING_UTC, 'GMT+7')).toContain('2026-11-24');
    expect(formatBrandDate(LATE_EVENING_UTC, 'GMT-3', 'vi-VN')).toBe('23/11/2026');
    expect(formatBrandDateTime(LATE_EVENING_UTC, 'GMT+8', 'en')).toBe('11/24/2026 01:30');
  });

  it('writes dates in the language order: day first in Vietnamese and Urdu, year first in Chinese', () => {
    expect(formatDay('2026-11-24', 'vi-VN')).toBe('24/11/2026');
    expect(formatDay('2026-11-24', 'ur-PK')).toBe('24/11/2026');
    expect(formatDay('2026-11-24', 'en')).toBe('11/24/2026');
    expect(formatDay('2026-11-24', 'zh-CN')).toBe('2026/11/24');
    // Gregorian years and Latin digits, so a Thai date is the server's day too.
    expect(formatDay('2026-11-24', 'th-TH')).toBe('24/11/2026');
  });

  it('reads back what it writes in every order, and refuses days that do not exist', () => {
    for (const locale of ['en', 'vi-VN', 'zh-CN', 'th-TH', 'ur-PK', 'ko-KR', 'my-MM']) {
      expect(parseDay(formatDay('2026-02-09', locale), locale)).toBe('2026-02-09');
    }
    expect(parseDay('31/02/2026', 'vi-VN')).toBeNull();
    expect(parseDay('24/11', 'vi-VN')).toBeNull();
  });
});
