import { useCallback } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useLanguage } from '../../i18n/i18n.tsx';
import { formatBrandDateTime, timezoneOffsetMinutes } from '../layout/clock-format.ts';
import { formatMoney } from '../money.ts';
import { useSite } from '../site.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The brand clock's calendar day (YYYY-MM-DD) at an instant: history days are the brand's. */
export function brandDay(epochMs: number, timezone: string): string {
  const d = new Date(epochMs + timezoneOffsetMinutes(timezone) * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * DAY_MS);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * `2026-11-22 14:03` in the brand clock, the way the header clock shows time. Wrapped in
 * left-to-right isolate marks so the date stays before the time inside right-to-left text
 * (Urdu) and inside translated sentences.
 */
export function brandTime(iso: string, timezone: string, locale?: string): string {
  const epoch = Date.parse(iso);
  if (Number.isNaN(epoch)) return iso;
  // With the reader's language, its date order (24/11/2026 in Vietnamese), still the brand's clock.
  if (locale) return `\u2066${formatBrandDateTime(epoch, timezone, locale)}\u2069`;
  const d = new Date(epoch + timezoneOffsetMinutes(timezone) * 60_000);
  return `\u2066${brandDay(epoch, timezone)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}\u2069`;
}

/** Server time now (the device clock corrected by the status call's serverTime). */
export function useServerNow(): () => number {
  const { clockOffset } = useSite();
  return useCallback(() => Date.now() + clockOffset, [clockOffset]);
}

/** Formats minor units in the brand currency and the reader's language. */
export function useFormatMoney(): (minor: number) => string {
  const { brand } = useSite();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  return useCallback(
    (minor: number) => formatMoney(minor, brand.currency, locale),
    [brand.currency, locale],
  );
}

/** Formats an ISO instant in the brand clock, written as the reader's language writes dates. */
export function useBrandTime(): (iso: string) => string {
  const { brand } = useSite();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  return useCallback(
    (iso: string) => brandTime(iso, brand.timezone, locale),
    [brand.timezone, locale],
  );
}
