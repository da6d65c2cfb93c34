import { useEffect } from 'react';
import { lotteryGameDetail } from '../../../../contract/lottery.ts';
import { useQuery } from '../../app/api/query.ts';
import { Link } from '../../app/router/links.tsx';
import { useT, type MessageKey, type Translate } from '../../i18n/i18n.tsx';
import { Balls } from './balls.tsx';
import {
  countdownText,
  drawNumber,
  gameName,
  headline,
  isVietnamese,
  openDrawAt,
  type LotteryGame,
} from './lottery-data.ts';

/** The card's ball: the digit count of a numbers game ("5D"), the region's initial otherwise. */
function badgeOf(t: Translate, code: string): string {
  const digits = /(\d)$/.exec(code)?.[1];
  if (digits) return `${digits}D`;
  return isVietnamese(code) ? t(`lottery.badge.${code}` as MessageKey) : code.slice(0, 2);
}

/** Where a game opens: spec §2.1 `/lottery?gameCode=&playType=`. */
export function gameHref(code: string, playType?: string): string {
  const q = new URLSearchParams({ gameCode: code });
  if (playType) q.set('playType', playType);
  return `/lottery?${q.toString()}`;
}

/**
 * One game of the lobby: its name, a live countdown to the next close and the last result,
 * the way players scan a lottery lobby ("which draw closes next, what came out last").
 */
export function GameCard({
  game,
  now,
  language,
}: {
  game: LotteryGame;
  now: number;
  language: string;
}) {
  const t = useT();
  const detail = useQuery(
    lotteryGameDetail,
    { gameCode: game.code, language },
    { refreshMs: 30_000, pauseWhenHidden: true },
  );
  const open = detail.value ? openDrawAt(detail.value.openDraws, now) : null;
  const last = detail.value?.lastResults[0] ?? null;
  const left = open ? Date.parse(open.closeAt) - now : 0;
  // A closed draw's successor appears on the next read: ask once it closes rather than
  // show 00:00 until the timed re-read.
  const hasOpen = Boolean(open);
  const { reload } = detail;
  const loaded = Boolean(detail.value);
  useEffect(() => {
    if (loaded && !hasOpen) reload();
  }, [loaded, hasOpen, reload]);
  const vn = isVietnamese(game.code);
  const number = headline(last?.result ?? null);
  return (
    <Link
      to={gameHref(game.code, game.defaultPlayType)}
      className={`wl-lgame wl-lgame--${vn ? 'vn' : 'fast'}`}
      data-testid={`lottery-game-${game.code}`}
    >
      <span className="wl-lgame__badge" aria-hidden="true">
        {badgeOf(t, game.code)}
      </span>
      <span className="wl-lgame__name">{gameName(t, game)}</span>
      <span className="wl-lgame__draw">
        {open ? t('lottery.drawNo', { ref: drawNumber(open.ref) }) : ' '}
      </span>
      <span className="wl-lgame__closes">
        <small>{t('lottery.closesIn')}</small>
        <time
          className={`wl-countdown${left < 60_000 ? ' is-urgent' : ''}`}
          data-testid={`countdown-${game.code}`}
          dir="ltr"
        >
          {open ? countdownText(left) : '--:--'}
        </time>
      </span>
      <span className="wl-lgame__last">
        <small>{t('lottery.lastResult')}</small>
        {number ? <Balls number={vn ? number.slice(-2) : number} small /> : <em>–</em>}
      </span>
      <span className="wl-lgame__play">{t('lottery.betNow')}</span>
    </Link>
  );
}
