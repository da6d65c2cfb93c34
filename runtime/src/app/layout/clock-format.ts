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
