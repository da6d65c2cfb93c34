import { PlatformError } from '../../../contract/errors.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

/** The longest history a member may ask for at once: about a quarter, both ends included. */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A half-open span of instants: [start, end). */
export interface Instants {
  start: Date;
  end: Date;
}

/** Midnight UTC of a YYYY-MM-DD day, or undefined when the day does not exist (2026-02-30). */
function dayStart(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return undefined;
  if (back.getUTCDate() !== date) return undefined;
  return time;
}

/**
 * The instants of the merchant's days `from`..`to`, both included: a day runs from local
 * midnight (the brand clock, `utcOffsetMinutes`) to the next local midnight. An impossible
 * date, `from` after `to`, or more than MAX_RANGE_DAYS days is DATE_RANGE_INVALID.
 */
export function merchantDays(
  merchant: Pick<Merchant, 'utcOffsetMinutes'>,
  from: string,
  to: string,
): Instants {
  const first = dayStart(from);
  const last = dayStart(to);
  if (first === undefined || last === undefined || first > last) {
    throw new PlatformError('DATE_RANGE_INVALID');
  }
  if ((last - first) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    throw new PlatformError('DATE_RANGE_INVALID', {
      message: `Choose at most ${MAX_RANGE_DAYS} days.`,
    });
  }
  const offset = merchant.utcOffsetMinutes * 60 * 1000;
  return { start: new Date(first - offset), end: new Date(last + DAY_MS - offset) };
}

/** Spec §9 paging: the rows to skip for a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The span as query parameters ($n::timestamptz): ISO strings read the same on every driver. */
export function isoRange(range: Instants): [string, string] {
  return [range.start.toISOString(), range.end.toISOString()];
}
