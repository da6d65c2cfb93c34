/**
 * How both drivers turn PostgreSQL's text values into JavaScript, so that an area reads the
 * same row on PGlite and on PostgreSQL and never converts by hand:
 * - `int8` (ids, money in minor units, `count(*)`) and integral `numeric` (what `sum()` of
 *   an `int8` answers) become a `number`, and a value a `number` cannot hold exactly is
 *   refused rather than rounded: money must never move by a rounding error;
 * - `timestamptz` becomes an ISO-8601 string in UTC with milliseconds
 *   (`2024-01-02T03:04:05.123Z`), which is what the API sends, sorts as text and is accepted
 *   back as a parameter.
 */

export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const TIMESTAMPTZ_OID = 1184;

export class InexactNumberError extends Error {
  readonly code = 'INEXACT_NUMBER';
  constructor(text: string) {
    super(`The database value ${text} does not fit a JavaScript number exactly.`);
    this.name = 'InexactNumberError';
  }
}

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new InexactNumberError(text);
  return value;
}

/**
 * Integral numerics are exact numbers; a fractional one (the platform stores none) stays the
 * exact text so that no caller is handed a float it did not ask for.
 */
export function parseNumeric(text: string): number | string {
  return /^-?\d+$/.test(text) ? parseInt8(text) : text;
}

// PostgreSQL's ISO output: date, time, optional fraction (up to microseconds) and an offset
// of hours with optional minutes and seconds (the session time zone decides the offset).
const TIMESTAMPTZ =
  /^(\d{4,})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

export function parseTimestamptz(text: string): string {
  const match = TIMESTAMPTZ.exec(text);
  if (!match) throw new Error(`Unsupported timestamptz value ${text}.`);
  const [, year, month, day, hour, minute, second, fraction, sign, offH, offM, offS] = match;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    millis,
  );
  const offset =
    (Number(offH) * 3600 + Number(offM ?? 0) * 60 + Number(offS ?? 0)) *
    1000 *
    (sign === '-' ? -1 : 1);
  return new Date(local - offset).toISOString();
}

/** OID → parser, in the shape PGlite's `parsers` option takes. */
export const TYPE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8_OID]: parseInt8,
  [NUMERIC_OID]: parseNumeric,
  [TIMESTAMPTZ_OID]: parseTimestamptz,
};
