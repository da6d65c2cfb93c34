import { useState } from 'react';
import { sportsSlips, type Slip } from '../../../../contract/sports.ts';
import { useQuery } from '../../app/api/query.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { marketName, pickName } from './market-labels.ts';
import { refusalText } from './slip-refusal.ts';
import { formatOdds, type OddsFormat } from './odds-format.ts';
import type { Book } from './sports-data.ts';
import { SLIPS_TAG } from './use-place.ts';

const PAGE_SIZE = 10;

function toneOf(slip: Slip): StatusTone {
  if (slip.status === 'PENDING' || slip.status === 'OPEN') return 'wait';
  if (slip.status === 'REFUSED') return 'bad';
  return (slip.payout ?? 0) > 0 ? 'ok' : 'bad';
}

/** The member's slips of a book, open (pending included) or settled, with every leg. */
export function MyBets({ book, format }: { book: Book; format: OddsFormat }) {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const [state, setState] = useState<'open' | 'settled'>('open');
  const [page, setPage] = useState(1);
  const slips = useQuery(
    sportsSlips,
    { state, book, page, pageSize: PAGE_SIZE },
    { tags: [SLIPS_TAG, 'records'], refreshMs: state === 'open' ? 10_000 : undefined },
  );
  const value = slips.value;
  return (
    <div className="wl-sb-bets" data-testid="my-bets">
      <div className="wl-sb-bets__tabs" role="tablist">
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={state === s}
            className={`wl-sb__chip${state === s ? ' is-active' : ''}`}
            onClick={() => {
              setState(s);
              setPage(1);
            }}
          >
            {t(`sports.bets.${s}`)}
          </button>
        ))}
      </div>
      {slips.failure && !value ? (
        <QueryFailure error={slips.failure} onRetry={slips.reload} />
      ) : !value ? (
        <div className="wl-sb-skeleton is-tall" aria-busy="true" />
      ) : value.items.length === 0 ? (
        <EmptyState text={t('sports.bets.none')} />
      ) : (
        <ul className="wl-sb-bets__list">
          {value.items.map((slip) => (
            <li key={slip.id} className="wl-sb-bet" data-testid={`slip-${slip.number}`}>
              <header>
                <strong>
                  {slip.legs.length > 1
                    ? t('sports.bets.parlay', { count: slip.legs.length })
                    : t('sports.bets.single')}
                </strong>
                <span className="wl-sb-bet__no">{slip.number}</span>
                <StatusChip tone={toneOf(slip)}>
                  {t(`sports.bets.status.${slip.status}`)}
                </StatusChip>
              </header>
              <ul className="wl-sb-bet__legs">
                {slip.legs.map((leg) => (
                  <li key={`${leg.marketId}:${leg.selection}`}>
                    <span className="wl-sb-bet__pick">
                      {pickName(t, leg, leg.selection, splitMatch(leg.match))}
                      {leg.outcome && (
                        <em className={`wl-sb-bet__outcome is-${leg.outcome.toLowerCase()}`}>
                          {t(`sports.outcome.${leg.outcome}`)}
                        </em>
                      )}
                    </span>
                    <span className="wl-sb-bet__odds">{formatOdds(leg.odds, format)}</span>
                    <span className="wl-sb-bet__market">
                      {marketName(t, leg)} · {leg.match}
                    </span>
                  </li>
                ))}
              </ul>
              <dl className="wl-sb-bet__sums">
                <dt>{t('sports.bets.stake')}</dt>
                <dd>{money(slip.stake)}</dd>
                <dt>{t('sports.bets.odds')}</dt>
                <dd>{formatOdds(slip.totalOdds, format)}</dd>
                <dt>{slip.payout === null ? t('sports.slip.return') : t('sports.bets.payout')}</dt>
                <dd>{money(slip.payout ?? slip.potentialPayout)}</dd>
              </dl>
              <p className="wl-sb-bet__time">
                {time(slip.placedAt)}
                {slip.refusal && ` · ${refusalText(t, slip.refusal)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {value && value.total > PAGE_SIZE && (
        <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />
      )}
    </div>
  );
}

/** A leg names its match "Home v Away"; the sides label a pick. */
function splitMatch(match: string): { home: string; away: string } {
  const [home = match, away = match] = match.split(' v ');
  return { home, away };
}
