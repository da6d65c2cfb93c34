import { sportsMatch, type MatchCard } from '../../../../contract/sports.ts';
import { useQuery } from '../../app/api/query.ts';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { clockText, periodLabel } from './clock-labels.ts';
import { marketName } from './market-labels.ts';
import { MarketPrices, useKickOff } from './match-row.tsx';
import type { OddsFormat } from './odds-format.ts';
import { Scoreboard, type MatchStatus } from './scoreboard.tsx';
import type { useSlip } from './slip-state.ts';
import {
  applyChange,
  applyMarkets,
  useChanges,
  useFeedLanguage,
  type Market,
} from './sports-data.ts';

/** The order of the market groups on a match page: the result first, as every book does. */
const KIND_ORDER = ['RESULT', 'WINNER', 'FIGHT', 'MAP_WINNER', 'HANDICAP', 'TOTAL'] as const;

function statusOf(phase: MatchCard['state']['phase']): MatchStatus {
  return phase === 'ABANDONED' ? 'CANCELLED' : phase;
}

/** `?match=<id>`: the scoreboard with its periods and every market, grouped, kept live. */
export function MatchView(props: {
  id: string;
  format: OddsFormat;
  slip: ReturnType<typeof useSlip>;
  onBack: () => void;
}) {
  const t = useT();
  const kickOff = useKickOff();
  const language = useFeedLanguage();
  const answer = useQuery(sportsMatch, { id: props.id, language });
  const changes = useChanges(answer.value?.version ?? null, { ids: props.id });
  const back = (
    <button type="button" className="wl-sb-match__back" onClick={props.onBack}>
      ‹ {t('sports.back')}
    </button>
  );
  if (answer.failure && !answer.value) {
    return (
      <div className="wl-sb-match">
        {back}
        <QueryFailure error={answer.failure} onRetry={answer.reload} />
      </div>
    );
  }
  const base = answer.value;
  if (!base || base.id !== props.id) {
    return (
      <div className="wl-sb-match" aria-busy="true" data-testid="match-loading">
        {back}
        <div className="wl-sb-skeleton is-tall" />
        <div className="wl-sb-skeleton" />
        <div className="wl-sb-skeleton" />
      </div>
    );
  }
  const change = changes.get(base.id);
  const match = applyChange(base, change);
  const markets = applyMarkets(base.markets, change);
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    markets: markets.filter((m: Market) => m.kind === kind),
  })).filter((g) => g.markets.length > 0);

  return (
    <div className="wl-sb-match" data-testid="match-view">
      {back}
      <Scoreboard
        league={match.league.name}
        home={match.home}
        away={match.away}
        status={statusOf(match.state.phase)}
        score={[match.state.score.home, match.state.score.away]}
        clock={clockText(t, match.state.clock)}
        startsAt={kickOff(match.startsAt)}
        periods={match.state.periods.map((p, i) => ({
          label: periodLabel(t, match.sport, i + 1),
          home: p.home,
          away: p.away,
        }))}
      />
      {groups.length === 0 && <p className="wl-sb-match__none">{t('sports.noPrices')}</p>}
      {groups.map((g) => (
        <section key={g.kind} className="wl-sb-group">
          <h3>{t(`sports.group.${g.kind}`)}</h3>
          {g.markets.map((m) => (
            <div key={m.id} className="wl-sb-market" data-testid={`market-${m.id}`}>
              <p className="wl-sb-market__name">{marketName(t, m)}</p>
              <div className={`wl-sb-market__odds is-${m.selections.length}`}>
                <MarketPrices match={match} market={m} format={props.format} slip={props.slip} />
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
