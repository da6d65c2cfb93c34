import type { MatchCard } from '../../../../contract/sports.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { formatBrandDateTime } from '../../app/layout/clock-format.ts';
import { useSite } from '../../app/site.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { clockText } from './clock-labels.ts';
import { pickName, pickShort, marketName } from './market-labels.ts';
import { OddsButton } from './odds-button.tsx';
import type { OddsFormat } from './odds-format.ts';
import type { Market } from './sports-data.ts';
import { TeamCrest } from './team-crest.tsx';
import type { useSlip } from './slip-state.ts';

type SlipApi = ReturnType<typeof useSlip>;

/** "14:30" today, else the date and time, in the brand's clock and the player's language. */
export function useKickOff() {
  const { brand } = useSite();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  return (iso: string) => {
    const text = formatBrandDateTime(Date.parse(iso), brand.timezone, locale);
    const today = formatBrandDateTime(Date.now(), brand.timezone, locale).split(' ')[0] ?? '';
    return text.startsWith(`${today} `) ? text.slice(today.length + 1) : text;
  };
}

/** The prices of one market as buttons that put a pick on the slip. */
export function MarketPrices(props: {
  match: MatchCard;
  market: Market;
  format: OddsFormat;
  slip: SlipApi;
  short?: boolean;
  /** Labels instead of the default ones (Meron / Wala on a fight). */
  label?: (selection: string) => string;
}) {
  const t = useT();
  const { match, market, slip } = props;
  const closed = market.suspended || !match.state.bettingOpen;
  return (
    <>
      {market.selections.map((s) => (
        <OddsButton
          key={s.id}
          label={
            props.label?.(s.id) ??
            (props.short ? pickShort(t, market, s.id, match) : pickName(t, market, s.id, match))
          }
          price={s.odds}
          format={props.format}
          suspended={closed}
          selected={slip.isPicked(match.id, market, s.id)}
          onToggle={() =>
            slip.toggle({
              matchId: match.id,
              marketId: market.id,
              selection: s.id,
              book: match.book,
              match: `${match.home} v ${match.away}`,
              market: marketName(t, market),
              pick: pickName(t, market, s.id, match),
              price: s.odds,
              minStake: market.minStake,
              maxStake: market.maxStake,
              live: match.state.phase === 'LIVE',
            })
          }
        />
      ))}
    </>
  );
}

/** One match of the lobby: time or live clock, crests and names, score, main prices, more. */
export function MatchRow(props: {
  match: MatchCard;
  format: OddsFormat;
  slip: SlipApi;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const kickOff = useKickOff();
  const { match } = props;
  const live = match.state.phase === 'LIVE';
  const more = match.marketCount - (match.main ? 1 : 0);
  return (
    <li className={`wl-sb-row${live ? ' is-live' : ''}`} data-testid={`match-${match.id}`}>
      <div className="wl-sb-row__time">
        {live ? (
          <>
            <span className="wl-live-tag">{t('sports.live')}</span>
            <bdi className="wl-sb-row__clock">{clockText(t, match.state.clock)}</bdi>
          </>
        ) : (
          <span>{kickOff(match.startsAt)}</span>
        )}
      </div>
      <button type="button" className="wl-sb-row__teams" onClick={() => props.onOpen(match.id)}>
        {[match.home, match.away].map((name, i) => (
          <span key={name} className="wl-sb-row__team">
            <TeamCrest name={name} size={20} />
            <span className="wl-sb-row__name">{name}</span>
            {live && (
              <strong className="wl-sb-row__score">
                {i === 0 ? match.state.score.home : match.state.score.away}
              </strong>
            )}
          </span>
        ))}
      </button>
      <div className={`wl-sb-row__odds is-${match.main?.selections.length ?? 0}`}>
        {match.main ? (
          <MarketPrices
            match={match}
            market={match.main}
            format={props.format}
            slip={props.slip}
            short
          />
        ) : (
          <span className="wl-sb-row__none">{t('sports.noPrices')}</span>
        )}
      </div>
      <button
        type="button"
        className="wl-sb-row__more"
        onClick={() => props.onOpen(match.id)}
        aria-label={t('sports.moreMarketsOf', {
          count: more,
          match: `${match.home} v ${match.away}`,
        })}
      >
        <bdi dir="ltr">+{Math.max(0, more)}</bdi>
      </button>
    </li>
  );
}
