import { PlatformError } from '../../../contract/errors.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A history query covers at most this many days (a year and a day for leap years). */
const MAX_RANGE_DAYS = 366;

/** The instant the merchant's day containing `now` began (its local midnight). */
export function merchantDayStart(merchant: Pick<Merchant, 'utcOffsetMinutes'>, now: Date): Date {
  const offset = merchant.utcOffsetMinutes * 60_000;
  const local = now.getTime() + offset;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offset);
}

/**
 * The instants [start, end) of a from–to range of merchant days (both days included);
 * DATE_RANGE_INVALID when `to` is before `from` or the range is longer than a year.
 */
export function merchantDayRange(
  merchant: Pick<Merchant, 'utcOffsetMinutes'>,
  from: string,
  to: string,
): { start: Date; end: Date } {
  const offset = merchant.utcOffsetMinutes * 60_000;
  const start = Date.parse(`${from}T00:00:00Z`) - offset;
  const end = Date.parse(`${to}T00:00:00Z`) - offset + DAY_MS;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
    throw new PlatformError('DATE_RANGE_INVALID');
  }
  if (end - start > MAX_RANGE_DAYS * DAY_MS) throw new PlatformError('DATE_RANGE_INVALID');
  return { start: new Date(start), end: new Date(end) };
}
