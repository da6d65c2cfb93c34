/** Minutes east of UTC for a brand timezone like GMT+8, GMT-3 or GMT+5:30 (0 if unreadable). */
export function timezoneOffsetMinutes(timezone: string): number {
  const match = /^(?:GMT|UTC)\s*(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(timezone.trim());
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -total : total;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22 14:03:07 (GMT+8)`: the instant shown in the brand's fixed offset. */
export function formatClock(epochMs: number, timezone: string): string {
  const d = new Date(epochMs + timezoneOffsetMinutes(timezone) * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date} ${time} (${timezone})`;
}

/**
 * The same instant as wall-clock fields in the brand's zone: a Date whose UTC fields are the
 * brand's. Formatting it with `timeZone: 'UTC'` shows the brand's day and time on any device.
 */
function brandWallClock(epochMs: number, timezone: string): Date {
  return new Date(epochMs + timezoneOffsetMinutes(timezone) * 60_000);
}

// Gregorian years and Latin digits in every language: a date typed back (parseDay) and the
// server's days must be the same calendar (Thai would otherwise write 2569 for 2026).
const CALENDAR = { timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' } as const;

/** "24/11/2026" (vi), "11/24/2026" (en), "2026/11/24" (zh): the language's numeric date. */
export function formatBrandDate(epochMs: number, timezone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    ...CALENDAR,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(brandWallClock(epochMs, timezone));
}

/** The date as the language writes it, with the brand clock's hours and minutes (24-hour). */
export function formatBrandDateTime(epochMs: number, timezone: string, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, {
    ...CALENDAR,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(brandWallClock(epochMs, timezone));
  return `${formatBrandDate(epochMs, timezone, locale)} ${time}`;
}

/** A calendar day (YYYY-MM-DD, already the brand's) as the language writes dates. */
export function formatDay(day: string, locale: string): string {
  const epoch = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(epoch) ? day : formatBrandDate(epoch, 'GMT', locale);
}

/**
 * What a member typed in the language's date order ("24/11/2026" in vi, "11/24/2026" in en)
 * → YYYY-MM-DD, or null when it is not a real day. The order comes from Intl, so every
 * language reads back what formatDay writes.
 */
export function parseDay(text: string, locale: string): string | null {
  const numbers = text.match(/\d+/g);
  if (numbers?.length !== 3) return null;
  const order = new Intl.DateTimeFormat(locale, { ...CALENDAR, dateStyle: 'short' })
    .formatToParts(Date.UTC(2026, 10, 24))
    .map((part) => part.type)
    .filter((type) => type === 'year' || type === 'month' || type === 'day');
  const fields: Partial<Record<'year' | 'month' | 'day', number>> = {};
  order.forEach((type, i) => (fields[type] = Number(numbers[i])));
  const { year, month, day } = fields;
  if (!year || !month || !day || year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
