import type { MatchCard } from '../../../../contract/sports.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import type { PlatformError } from '../../../../contract/errors.ts';
import { useT } from '../../i18n/i18n.tsx';
import { MatchRow } from './match-row.tsx';
import type { OddsFormat } from './odds-format.ts';
import type { useSlip } from './slip-state.ts';

interface MatchListProps {
  matches: readonly MatchCard[] | null;
  loading: boolean;
  failure: PlatformError | null;
  onRetry: () => void;
  format: OddsFormat;
  slip: ReturnType<typeof useSlip>;
  onOpen: (id: string) => void;
}

/** Rows grouped by league in the order the book sends them (live first, then by start). */
function byLeague(matches: readonly MatchCard[]) {
  const groups = new Map<string, { name: string; matches: MatchCard[] }>();
  for (const m of matches) {
    const group = groups.get(m.league.id) ?? { name: m.league.name, matches: [] };
    group.matches.push(m);
    groups.set(m.league.id, group);
  }
  return [...groups.entries()];
}

export function MatchList(props: MatchListProps) {
  const t = useT();
  const { matches } = props;
  if (props.failure && !matches) {
    return <QueryFailure error={props.failure} onRetry={props.onRetry} />;
  }
  if (!matches) {
    return (
      <div className="wl-sb-list is-loading" aria-busy="true" data-testid="matches-loading">
        <span className="wl-visually-hidden">{t('sports.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="wl-sb-skeleton" />
        ))}
      </div>
    );
  }
  if (matches.length === 0) return <EmptyState text={t('sports.noMatches')} />;
  return (
    <div className={`wl-sb-list${props.loading ? ' is-refreshing' : ''}`} data-testid="match-list">
      {byLeague(matches).map(([id, group]) => (
        <section key={id} className="wl-sb-league">
          <header className="wl-sb-league__head">
            <h3>{group.name}</h3>
            <span className="wl-sb-league__cols" aria-hidden="true">
              {(group.matches[0]?.main?.selections ?? []).map((s) => (
                <span key={s.id}>{s.id === 'HOME' ? '1' : s.id === 'AWAY' ? '2' : 'X'}</span>
              ))}
            </span>
          </header>
          <ul>
            {group.matches.map((m) => (
              <MatchRow
                key={m.id}
                match={m}
                format={props.format}
                slip={props.slip}
                onOpen={props.onOpen}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
