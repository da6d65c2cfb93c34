import type { EndpointValue } from '../../../../contract/endpoint.ts';
import type { liveTables } from '../../../../contract/game-live.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useElapsed } from './use-elapsed.ts';
import './live.css';

export type LiveTable = EndpointValue<typeof liveTables>[number];

/** A result as a bead of the road: roulette "17 red" → 17 on red; baccarat "B" → B on red. */
export function bead(result: string): { label: string; tone: string } {
  const number = /^(\d{1,2})\s*(red|black|green)?/i.exec(result.trim());
  if (number) {
    const n = Number(number[1]);
    const tone = (number[2] ?? (n === 0 ? 'green' : 'black')).toLowerCase();
    return { label: String(n), tone };
  }
  const letter = result.trim().charAt(0).toUpperCase();
  const tone = letter === 'B' ? 'red' : letter === 'P' ? 'blue' : letter === 'T' ? 'green' : 'grey';
  return { label: letter || '?', tone };
}

/** Seconds left in the phase, counting down from when the answer arrived. */
function useSecondsLeft(msLeft: number, arrived: unknown): number {
  return Math.max(0, Math.ceil((msLeft - useElapsed(arrived, 1000)) / 1000));
}

interface LiveTableCardProps {
  table: LiveTable;
  /** The answer the table came in, so the countdown restarts with each read. */
  arrived: unknown;
  thumbnail?: string;
  vendorName: string;
  busy: boolean;
  onPlay: () => void;
}

/** A live table: limits, the round's phase and countdown, the result road, who is playing. */
export function LiveTableCard({
  table,
  arrived,
  thumbnail,
  vendorName,
  busy,
  onPlay,
}: LiveTableCardProps) {
  const t = useT();
  const money = useFormatMoney();
  const seconds = useSecondsLeft(table.msLeft, arrived);
  const closed = table.phase === 'CLOSED';
  return (
    <article
      className={`wl-live wl-live--${table.phase.toLowerCase()}`}
      data-testid={`live-table-${table.gameId}`}
    >
      <button
        type="button"
        className="wl-live__open"
        disabled={closed || busy}
        aria-label={t('games.playGame', { game: table.name })}
        onClick={onPlay}
      >
        <span className="wl-live__media">
          {thumbnail && <img src={thumbnail} alt="" loading="lazy" width={320} height={180} />}
          <span className="wl-live__live">
            <span className="wl-live__dot" aria-hidden="true" />
            {t('games.liveNow')}
          </span>
          <span className="wl-live__phase" data-testid={`live-phase-${table.gameId}`}>
            {t(`games.phase.${table.phase}`)}
            {!closed && seconds > 0 && <strong>{t('games.secondsLeft', { seconds })}</strong>}
          </span>
          {busy && <span className="wl-spinner wl-live__spinner" />}
        </span>
      </button>
      <div className="wl-live__body">
        <div className="wl-live__title">
          <h3>{table.name}</h3>
          <span className="wl-live__players" title={t('games.players')}>
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
                fill="currentColor"
              />
            </svg>
            {table.players}
          </span>
        </div>
        <p className="wl-live__meta">
          {vendorName} · {t('games.limits', { min: money(table.minBet), max: money(table.maxBet) })}
        </p>
        <ol className="wl-road" aria-label={t('games.resultRoad')}>
          {table.history.slice(0, 14).map((result, i) => {
            const b = bead(result);
            return (
              <li
                key={`${i}-${result}`}
                className={`wl-road__bead wl-road__bead--${b.tone}`}
                title={result}
              >
                {b.label}
              </li>
            );
          })}
          {table.history.length === 0 && (
            <li className="wl-road__empty">{t('games.noResultsYet')}</li>
          )}
        </ol>
      </div>
    </article>
  );
}
