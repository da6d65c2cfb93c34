import type { ContractKind, DividendPeriod } from '../../../contract/agent-contracts.ts';

/** What decides a contract's periods: its kind and, for a dividend, its period. */
export interface PeriodKey {
  kind: ContractKind;
  period?: DividendPeriod;
}

/**
 * The settlement windows of each contract kind, in the brand's calendar (its UTC offset):
 * a brand day for daily and hourly salary and daily dividends, Monday-to-Sunday weeks,
 * half months (1st–15th, 16th–end), calendar months, and 5-minute windows for real-time
 * salary. Every window is [start, end): a bet settled exactly at `end` belongs to the next.
 */
export interface Period {
  start: Date;
  end: Date;
  label: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Spec §4 salary timing: real-time salary settles every 5 minutes. */
export const REALTIME_WINDOW_MS = 5 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a "local" date (a Date shifted so its UTC fields read the brand's clock). */
const ymd = (local: Date) =>
  `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
const hm = (local: Date) => `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;

/** "2026-11-16 – 22" within a month, "2026-11-30 – 12-06" across one (both days included). */
function rangeLabel(first: Date, last: Date): string {
  const sameMonth =
    first.getUTCFullYear() === last.getUTCFullYear() && first.getUTCMonth() === last.getUTCMonth();
  const tail = sameMonth ? pad(last.getUTCDate()) : ymd(last).slice(5);
  return `${ymd(first)} – ${tail}`;
}

/** The period of `terms` that contains `at`, for a brand `offsetMinutes` ahead of UTC. */
export function periodOf(terms: PeriodKey, offsetMinutes: number, at: Date): Period {
  const offset = offsetMinutes * MINUTE;
  const local = new Date(at.getTime() + offset);
  const toInstant = (localMs: number) => new Date(localMs - offset);
  if (terms.kind === 'REALTIME_SALARY') {
    const start = Math.floor(at.getTime() / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
    const from = new Date(start + offset);
    const to = new Date(start + REALTIME_WINDOW_MS + offset);
    return {
      start: new Date(start),
      end: new Date(start + REALTIME_WINDOW_MS),
      label: `${ymd(from)} ${hm(from)}–${hm(to)}`,
    };
  }
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const dayStart = Date.UTC(year, month, local.getUTCDate());
  const period = terms.kind === 'DIVIDEND' ? (terms.period ?? 'D') : 'D';
  if (period === 'D') {
    return {
      start: toInstant(dayStart),
      end: toInstant(dayStart + DAY),
      label: ymd(new Date(dayStart)),
    };
  }
  if (period === 'W') {
    // getUTCDay: 0 is Sunday; weeks start on Monday.
    const start = dayStart - ((local.getUTCDay() + 6) % 7) * DAY;
    return {
      start: toInstant(start),
      end: toInstant(start + 7 * DAY),
      label: rangeLabel(new Date(start), new Date(start + 6 * DAY)),
    };
  }
  const monthStart = Date.UTC(year, month, 1);
  const nextMonth = Date.UTC(year, month + 1, 1);
  if (period === 'M') {
    return {
      start: toInstant(monthStart),
      end: toInstant(nextMonth),
      label: ymd(new Date(monthStart)).slice(0, 7),
    };
  }
  const middle = Date.UTC(year, month, 16);
  const [start, end] = local.getTime() < middle ? [monthStart, middle] : [middle, nextMonth];
  return {
    start: toInstant(start),
    end: toInstant(end),
    label: rangeLabel(new Date(start), new Date(end - DAY)),
  };
}

/** The period right after `period` (its end is inside the next one). */
export const nextPeriod = (terms: PeriodKey, offsetMinutes: number, period: Period): Period =>
  periodOf(terms, offsetMinutes, period.end);
