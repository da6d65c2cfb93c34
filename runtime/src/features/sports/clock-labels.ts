import type { MatchCard } from '../../../../contract/sports.ts';
import type { MessageKey, Translate } from '../../i18n/i18n.tsx';

/**
 * The feed states a live match's clock as text ("67'", "Q3 04:12", "OT 02:00", "Set 2 3-4",
 * "Map 2", a fight's "01:05"; contract/sports.ts). Minutes and timers read the same in every
 * language; the words are the reader's. A clock of any other shape is shown as the feed wrote it.
 */
export function clockText(t: Translate, clock: string): string {
  let m = /^Q(\d) (\d\d:\d\d)$/.exec(clock);
  if (m) return t('sports.clock.quarter', { n: m[1] ?? '', time: m[2] ?? '' });
  m = /^OT (\d\d:\d\d)$/.exec(clock);
  if (m) return t('sports.clock.overtime', { time: m[1] ?? '' });
  m = /^Set (\d) (\d+-\d+)$/.exec(clock);
  if (m) return t('sports.clock.set', { n: m[1] ?? '', games: m[2] ?? '' });
  m = /^Map (\d)$/.exec(clock);
  if (m) return t('sports.clock.map', { n: m[1] ?? '' });
  return clock;
}

/** The scoreboard's column head of period `n` (1-based): half, quarter, set, map or round. */
export function periodLabel(t: Translate, sport: MatchCard['sport'], n: number): string {
  return t(`sports.period.${sport}` as MessageKey, { n });
}
