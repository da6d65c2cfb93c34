import type { LotteryGame } from './catalogue.ts';
import { VN_DRAW_MINUTE, VN_PROVINCES, VN_UTC_OFFSET_MINUTES } from './vn-schedule.ts';

/**
 * When a game draws (docs/lottery.md "Draws"): the slots after `now`, each with its key (the
 * local day, plus the slot number or the province) and its times. Fast games tick on the
 * epoch's grid; the daily game draws at a local time of the merchant's clock; the Vietnamese
 * regions at their times in Vietnam, one draw per province drawing that weekday.
 */
export interface DrawSlot {
  key: string;
  province: string | null;
  drawAt: number;
  closeAt: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The local calendar day containing `ms` at `offsetMinutes` east of UTC. */
function localDay(
  ms: number,
  offsetMinutes: number,
): { midnight: number; ymd: string; weekday: number } {
  const local = ms + offsetMinutes * MINUTE;
  const start = Math.floor(local / DAY) * DAY;
  const date = new Date(start);
  const ymd = date.toISOString().slice(0, 10).replaceAll('-', '');
  return { midnight: start - offsetMinutes * MINUTE, ymd, weekday: date.getUTCDay() };
}

/** How far ahead a fast game's draws are created. */
const FAST_AHEAD_MS = 30 * MINUTE;

export function upcomingSlots(
  game: LotteryGame,
  utcOffsetMinutes: number,
  now: number,
): DrawSlot[] {
  const close = (drawAt: number) => drawAt - game.closeBeforeSeconds * 1000;
  const schedule = game.schedule;
  const slots: DrawSlot[] = [];
  if (schedule.kind === 'every') {
    const step = schedule.seconds * 1000;
    const count = Math.max(3, Math.ceil(FAST_AHEAD_MS / step));
    let at = Math.floor(now / step) * step + step;
    for (let i = 0; i < count; i += 1, at += step) {
      const day = localDay(at, utcOffsetMinutes);
      const slot = Math.floor((at - day.midnight) / step);
      // Slot 0 is the draw at local midnight; it belongs to the new day, numbered from 1.
      slots.push({
        key: `${day.ymd}-${String(slot + 1).padStart(4, '0')}`,
        province: null,
        drawAt: at,
        closeAt: close(at),
      });
    }
    return slots;
  }
  const offset = schedule.kind === 'daily' ? utcOffsetMinutes : VN_UTC_OFFSET_MINUTES;
  const minute = schedule.kind === 'daily' ? schedule.minute : VN_DRAW_MINUTE[schedule.region];
  for (const dayOffset of [0, 1]) {
    const day = localDay(now + dayOffset * DAY, offset);
    const drawAt = day.midnight + minute * MINUTE;
    if (drawAt <= now) continue;
    if (schedule.kind === 'daily') {
      slots.push({ key: day.ymd, province: null, drawAt, closeAt: close(drawAt) });
      continue;
    }
    for (const province of VN_PROVINCES[schedule.region][day.weekday] ?? []) {
      slots.push({
        key: `${day.ymd}-${province.code}`,
        province: province.name,
        drawAt,
        closeAt: close(drawAt),
      });
    }
  }
  return slots;
}
