import { sportsHot } from '../../../../contract/sports.ts';
import { useQuery } from '../../app/api/query.ts';
import { Link } from '../../app/router/links.tsx';
import { useRoutePath } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useKickOff } from './match-row.tsx';
import { formatOdds } from './odds-format.ts';
import { useFeedLanguage, useOddsFormat } from './sports-data.ts';
import { TeamCrest } from './team-crest.tsx';
import { clockText } from './clock-labels.ts';
import './home-hot.css';

/**
 * The home page's hot matches (spec §2.6): most bet on, then live, then next. A card opens the
 * match in the sportsbook; its own chunk, so the home page's first load does not grow.
 */
export default function HomeHot() {
  const t = useT();
  const language = useFeedLanguage();
  const [format] = useOddsFormat();
  const kickOff = useKickOff();
  const lobby = useRoutePath('/sports');
  const hot = useQuery(
    sportsHot,
    { book: 'SPORTS', language, limit: 6 },
    { refreshMs: 30_000, pauseWhenHidden: true },
  );
  const matches = hot.value ?? [];
  if (!lobby || matches.length === 0) return null;
  return (
    <section className="wl-sbhot" aria-labelledby="wl-sbhot-title" data-testid="home-hot">
      <header className="wl-sbhot__head">
        <h2 id="wl-sbhot-title">{t('sports.hotMatches')}</h2>
        <Link to={lobby} className="wl-sbhot__all">
          {t('sports.seeAll')}
        </Link>
      </header>
      <ul className="wl-sbhot__cards">
        {matches.map((m) => {
          const live = m.state.phase === 'LIVE';
          return (
            <li key={m.id}>
              <Link to={`${lobby}?match=${encodeURIComponent(m.id)}`} className="wl-sbhot__card">
                <span className="wl-sbhot__league">{m.league.name}</span>
                <span className="wl-sbhot__teams">
                  <span className="wl-sbhot__team">
                    <TeamCrest name={m.home} size={36} />
                    <span>{m.home}</span>
                  </span>
                  <span className="wl-sbhot__mid">
                    {live ? (
                      <>
                        <strong>
                          {m.state.score.home} : {m.state.score.away}
                        </strong>
                        <span className="wl-live-tag">
                          <bdi>{clockText(t, m.state.clock) || t('sports.live')}</bdi>
                        </span>
                      </>
                    ) : (
                      <span>{kickOff(m.startsAt)}</span>
                    )}
                  </span>
                  <span className="wl-sbhot__team">
                    <TeamCrest name={m.away} size={36} />
                    <span>{m.away}</span>
                  </span>
                </span>
                {m.main && (
                  <span className="wl-sbhot__odds">
                    {m.main.selections.map((s) => (
                      <span key={s.id}>
                        <small>{s.id === 'HOME' ? '1' : s.id === 'AWAY' ? '2' : 'X'}</small>
                        {m.main?.suspended ? '–' : formatOdds(s.odds, format)}
                      </span>
                    ))}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
