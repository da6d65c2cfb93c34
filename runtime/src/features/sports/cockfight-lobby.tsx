import { useEffect, useMemo, useState } from 'react';
import { cockfightFights, type MatchCard } from '../../../../contract/sports.ts';
import { useQuery } from '../../app/api/query.ts';
import type { PageProps } from '../../app/feature.ts';
import { useServerNow } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { MarketPrices, useKickOff } from './match-row.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { useSlip } from './slip-state.ts';
import { applyChange, useChanges, useFeedLanguage, useOddsFormat } from './sports-data.ts';
import { TeamCrest } from './team-crest.tsx';
import './sports.css';
import './bet-slip.css';
import './sports-lobby.css';
import './sports-matches.css';
import './sports-more.css';
import './sports-phone.css';

/** Fights stop taking bets this long before the start (docs/sportsbook.md, suspensions). */
const CLOSE_BEFORE_MS = 30_000;

function useNow(): number {
  const serverNow = useServerNow();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return now;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** `/cockfight`: the fight card with Meron / Wala / Draw prices and a countdown, and results. */
export default function CockfightLobby({ titleKey }: PageProps) {
  const t = useT();
  const language = useFeedLanguage();
  const [format, setFormat] = useOddsFormat();
  const slip = useSlip('COCKFIGHT');
  const kickOff = useKickOff();
  const now = useNow();
  const [view, setView] = useState<'upcoming' | 'results'>('upcoming');
  const fights = useQuery(
    cockfightFights,
    { view, language, page: 1, pageSize: 20 },
    { pauseWhenHidden: true, refreshMs: 60_000 },
  );
  const changes = useChanges(view === 'upcoming' ? (fights.value?.version ?? null) : null, {
    book: 'COCKFIGHT',
  });
  const items = useMemo(
    () => fights.value?.items.map((f) => applyChange(f, changes.get(f.id))) ?? null,
    [fights.value, changes],
  );
  const label = (s: string) =>
    t(`sports.fight.${s === 'MERON' || s === 'HOME' ? 'MERON' : s === 'DRAW' ? 'DRAW' : 'WALA'}`);

  const row = (f: MatchCard) => {
    const closesIn = Date.parse(f.startsAt) - CLOSE_BEFORE_MS - now;
    const live = f.state.phase === 'LIVE';
    const { home, away } = f.state.score;
    const result =
      f.state.phase === 'CANCELLED' || f.state.phase === 'ABANDONED'
        ? t('sports.status.CANCELLED')
        : home === away
          ? t('sports.fight.drawn')
          : t('sports.fight.wins', {
              side: home > away ? t('sports.fight.MERON') : t('sports.fight.WALA'),
            });
    return (
      <li
        key={f.id}
        className={`wl-cf-fight${live ? ' is-live' : ''}`}
        data-testid={`fight-${f.id}`}
      >
        <div className="wl-cf-fight__when">
          <span>{kickOff(f.startsAt)}</span>
          {view === 'upcoming' &&
            (live ? (
              <span className="wl-live-tag">{t('sports.live')}</span>
            ) : closesIn > 0 ? (
              <span className="wl-cf-fight__countdown" data-testid="fight-countdown">
                {t('sports.fight.closesIn', { time: mmss(closesIn) })}
              </span>
            ) : (
              <span className="wl-cf-fight__closed">{t('sports.fight.closed')}</span>
            ))}
        </div>
        <div className="wl-cf-fight__sides">
          <span className="wl-cf-side is-meron">
            <TeamCrest name={f.home} size={28} />
            <span>
              <small>{t('sports.fight.MERON')}</small>
              {f.home}
            </span>
          </span>
          <span className="wl-cf-fight__vs">{view === 'results' ? `${home}–${away}` : 'vs'}</span>
          <span className="wl-cf-side is-wala">
            <TeamCrest name={f.away} size={28} />
            <span>
              <small>{t('sports.fight.WALA')}</small>
              {f.away}
            </span>
          </span>
        </div>
        {view === 'upcoming' ? (
          <div className="wl-cf-fight__odds">
            {f.main && (
              <MarketPrices match={f} market={f.main} format={format} slip={slip} label={label} />
            )}
          </div>
        ) : (
          <strong className="wl-cf-fight__result">{result}</strong>
        )}
      </li>
    );
  };

  return (
    <div className="wl-sb wl-cf" data-testid="cockfight-lobby">
      <header className="wl-sb__head">
        <h1>{t(titleKey)}</h1>
        <nav className="wl-sb__views" aria-label={t('sports.views')}>
          {(['upcoming', 'results'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`wl-sb__view${view === v ? ' is-active' : ''}`}
              aria-current={view === v ? 'page' : undefined}
              onClick={() => setView(v)}
            >
              {t(`sports.fight.view.${v}`)}
            </button>
          ))}
        </nav>
        <OddsFormatSelect format={format} onFormat={setFormat} />
      </header>
      <div className="wl-sb__grid is-two">
        <main className="wl-sb__main">
          {fights.failure && !items ? (
            <QueryFailure error={fights.failure} onRetry={fights.reload} />
          ) : !items ? (
            <div aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="wl-sb-skeleton" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyState text={t('sports.fight.none')} />
          ) : (
            <ul className="wl-cf-list">{items.map(row)}</ul>
          )}
        </main>
        <SlipPanel book="COCKFIGHT" changes={changes} />
      </div>
    </div>
  );
}
