import { useT } from '../../i18n/i18n.tsx';
import { TeamCrest } from './team-crest.tsx';

export const MATCH_STATUSES = ['SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface ScorePeriod {
  /** "1H", "Q3", "Set 2", "Map 1": the book's own short label. */
  label: string;
  home: number;
  away: number;
}

export interface ScoreboardProps {
  league: string;
  home: string;
  away: string;
  status: MatchStatus;
  /** Goals, points, sets or maps; absent before the start. */
  score?: readonly [number, number];
  /** The match clock or period as the feed states it: "67'", "Q3 04:12", "Set 2". */
  clock?: string;
  /** When it starts, already in the brand's time and language. */
  startsAt: string;
  periods?: readonly ScorePeriod[];
}

/**
 * A match's live scoreboard: crests, score, clock and the score by period. The score is a
 * live region, so a player with a screen reader hears a goal without hunting for it.
 */
export function Scoreboard(props: ScoreboardProps) {
  const t = useT();
  const { status, score, periods = [] } = props;
  const started = status === 'LIVE' || status === 'FINISHED';
  return (
    <section className={`wl-scoreboard is-${status.toLowerCase()}`} data-testid="scoreboard">
      <p className="wl-scoreboard__league">{props.league}</p>
      <div className="wl-scoreboard__main">
        <div className="wl-scoreboard__team">
          <TeamCrest name={props.home} size={44} />
          <span>{props.home}</span>
        </div>
        <div className="wl-scoreboard__centre">
          {started && score ? (
            <output className="wl-scoreboard__score" aria-live="polite" data-testid="score">
              {score[0]}
              <span aria-hidden="true"> : </span>
              <span className="wl-visually-hidden"> – </span>
              {score[1]}
            </output>
          ) : (
            <span className="wl-scoreboard__time">{props.startsAt}</span>
          )}
          <span className={`wl-scoreboard__status is-${status.toLowerCase()}`}>
            {status === 'LIVE' && <span className="wl-live-dot" aria-hidden="true" />}
            {/* bdi: "67'" stays "67'" in Urdu, a worded clock takes its own direction. */}
            {status === 'LIVE' && props.clock ? (
              <bdi>{props.clock}</bdi>
            ) : (
              t(`sports.status.${status}`)
            )}
          </span>
        </div>
        <div className="wl-scoreboard__team">
          <TeamCrest name={props.away} size={44} />
          <span>{props.away}</span>
        </div>
      </div>
      {periods.length > 0 && (
        <table className="wl-scoreboard__periods">
          <caption className="wl-visually-hidden">{t('sports.byPeriod')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="wl-visually-hidden">{t('sports.team')}</span>
              </th>
              {periods.map((p) => (
                <th key={p.label} scope="col">
                  {p.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{props[side]}</th>
                {periods.map((p) => (
                  <td key={p.label}>{p[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
