import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { sportsLeagues, sportsLobby } from '../../../../contract/sports.ts';
import { useQuery } from '../../app/api/query.ts';
import type { PageProps } from '../../app/feature.ts';
import { useSearchParams } from '../../app/router/router.tsx';
import { sessionAtom } from '../../app/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { MatchList } from './match-list.tsx';
import { MatchView } from './match-view.tsx';
import { MyBets } from './my-bets.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { useSlip } from './slip-state.ts';
import {
  applyChange,
  useChanges,
  useFeedLanguage,
  useOddsFormat,
  type Book,
} from './sports-data.ts';
import './sports.css';
import './bet-slip.css';
import './sports-lobby.css';
import './sports-matches.css';
import './sports-more.css';
import './sports-phone.css';

const VIEWS = ['live', 'today', 'early', 'hot'] as const;
type View = (typeof VIEWS)[number] | 'bets';
const SPORTS = ['FOOTBALL', 'BASKETBALL', 'TENNIS'] as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

/**
 * `/sports`, `/sport` and `/esports` (spec §2.1, §2.6): live now, today, early markets and hot
 * matches of one book, filtered by sport, league and a search; rolling odds merged in every
 * few seconds; a match's every market under `?match=`; the member's bets; and the slip.
 */
export default function SportsLobby({ titleKey, category }: PageProps) {
  const t = useT();
  const book: Book = category === 'ESPORTS' ? 'ESPORTS' : 'SPORTS';
  const language = useFeedLanguage();
  const session = useAtomValue(sessionAtom);
  const [params, setParams] = useSearchParams();
  const [format, setFormat] = useOddsFormat();
  const slip = useSlip(book);
  const view: View =
    params.get('view') === 'bets' && session
      ? 'bets'
      : (pick(params.get('view'), VIEWS) ?? 'today');
  const sport = book === 'SPORTS' ? pick(params.get('sport'), SPORTS) : undefined;
  const league = params.get('league') ?? undefined;
  const matchId = params.get('match');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(search.trim());
  useEffect(() => {
    // Ask the book once typing settles, not on every key.
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const set = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const leagues = useQuery(sportsLeagues, { book, language }, { pauseWhenHidden: true });
  const lobby = useQuery(
    sportsLobby,
    {
      view: view === 'bets' ? 'today' : view,
      book,
      language,
      page: 1,
      pageSize: 50,
      ...(sport && { sport }),
      ...(league && { league }),
      ...(query && { search: query }),
    },
    { enabled: view !== 'bets' && !matchId, pauseWhenHidden: true },
  );
  const changes = useChanges(matchId ? null : (lobby.value?.version ?? null), { book });
  const matches = useMemo(
    () => lobby.value?.items.map((m) => applyChange(m, changes.get(m.id))) ?? null,
    [lobby.value, changes],
  );
  const shownLeagues = (leagues.value ?? []).filter((l) => !sport || l.sport === sport);

  const tabs = [...VIEWS, ...(session ? (['bets'] as const) : [])];
  return (
    <div className="wl-sb" data-testid="sports-lobby">
      <header className="wl-sb__head">
        <h1>{t(titleKey)}</h1>
        <nav className="wl-sb__views" aria-label={t('sports.views')}>
          {tabs.map((v) => (
            <button
              key={v}
              type="button"
              className={`wl-sb__view${view === v && !matchId ? ' is-active' : ''}`}
              aria-current={view === v && !matchId ? 'page' : undefined}
              onClick={() => set({ view: v, match: null })}
              data-testid={`view-${v}`}
            >
              {v === 'live' && <span className="wl-live-dot" aria-hidden="true" />}
              {t(`sports.view.${v}`)}
            </button>
          ))}
        </nav>
        <OddsFormatSelect format={format} onFormat={setFormat} />
      </header>
      <div className={`wl-sb__grid${matchId ? ' is-match' : ''}`}>
        <aside className="wl-sb__filters" aria-label={t('sports.filters')}>
          <input
            type="search"
            className="wl-sb__search"
            placeholder={t('sports.search')}
            aria-label={t('sports.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="sports-search"
          />
          {book === 'SPORTS' && (
            <div className="wl-sb__chips" role="group" aria-label={t('sports.sport')}>
              {[undefined, ...SPORTS].map((s) => (
                <button
                  key={s ?? 'all'}
                  type="button"
                  className={`wl-sb__chip${sport === s ? ' is-active' : ''}`}
                  aria-pressed={sport === s}
                  onClick={() => set({ sport: s ?? null, league: null, match: null })}
                >
                  {t(s ? `sports.sport.${s}` : 'sports.allSports')}
                </button>
              ))}
            </div>
          )}
          <h2 className="wl-sb__filters-title">{t('sports.leagues')}</h2>
          <ul className="wl-sb__leagues">
            <li>
              <button
                type="button"
                className={!league ? 'is-active' : ''}
                onClick={() => set({ league: null, match: null })}
              >
                <span>{t('sports.allLeagues')}</span>
              </button>
            </li>
            {shownLeagues.map((l) => (
              <li key={l.id}>
                <button
                  type="button"
                  className={league === l.id ? 'is-active' : ''}
                  aria-pressed={league === l.id}
                  onClick={() => set({ league: l.id, match: null })}
                >
                  <span>{l.name}</span>
                  {l.live > 0 && <span className="wl-sb__count is-live">{l.live}</span>}
                  <span className="wl-sb__count">{l.upcoming}</span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <main className="wl-sb__main">
          {matchId ? (
            <MatchView
              id={matchId}
              format={format}
              slip={slip}
              onBack={() => set({ match: null })}
            />
          ) : view === 'bets' ? (
            <MyBets book={book} format={format} />
          ) : (
            <MatchList
              matches={matches}
              loading={lobby.loading}
              failure={lobby.failure}
              onRetry={lobby.reload}
              format={format}
              slip={slip}
              onOpen={(id) => set({ match: id })}
            />
          )}
        </main>
        <SlipPanel book={book} changes={changes} />
      </div>
    </div>
  );
}
