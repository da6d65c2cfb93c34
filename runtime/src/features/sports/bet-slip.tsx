import { LANGUAGES } from '../../../../contract/languages.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { formatMoney, parseAmount, type Currency } from '../../app/money.ts';
import { formatOdds, type OddsFormat } from './odds-format.ts';
import { parlayPrice, parlayReturn } from './slip-math.ts';

export interface SlipSelection {
  id: string;
  matchId: string;
  /** "Harbour City v Redcliff Rovers". */
  match: string;
  /** "Handicap", "Over/under 2.5". */
  market: string;
  /** "Harbour City -0.5". */
  pick: string;
  /** Decimal odds in thousandths, as last seen. */
  price: number;
  /** The price when it was added, when it has moved since. */
  addedAt?: number;
  suspended?: boolean;
  live?: boolean;
}

export const SLIP_MODES = ['SINGLE', 'PARLAY'] as const;
export type SlipMode = (typeof SLIP_MODES)[number];
/** What the book may do when a price moves between the tap and the bet (sports contract). */
export const ODDS_POLICIES = ['ANY', 'HIGHER', 'NONE'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

export interface BetSlipProps {
  selections: readonly SlipSelection[];
  mode: SlipMode;
  onMode: (mode: SlipMode) => void;
  /** Typed stakes: one per selection id in singles, 'PARLAY' for the parlay. */
  stakes: Readonly<Record<string, string>>;
  onStake: (key: string, text: string) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  policy: OddsPolicy;
  onPolicy: (policy: OddsPolicy) => void;
  format: OddsFormat;
  currency: Currency;
  /** Minor units, per bet. */
  limits: { min: number; max: number };
  onPlace: () => void;
  placing?: boolean;
  /** A refusal or a failure, already in the player's language. */
  error?: string;
  /** What happened to the last slip ("2 bets placed", "waiting for acceptance"). */
  notice?: string;
}

/** Parlays need two legs or more, each from a different match. */
export function parlayProblem(selections: readonly SlipSelection[]): 'few' | 'sameMatch' | null {
  if (selections.length < 2) return 'few';
  const matches = new Set(selections.map((s) => s.matchId));
  return matches.size < selections.length ? 'sameMatch' : null;
}

export function BetSlip(props: BetSlipProps) {
  const t = useT();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  const money = (minor: number) => formatMoney(minor, props.currency, locale);
  const { selections, mode, stakes, limits } = props;
  const parlay = mode === 'PARLAY';
  const problem = parlay ? parlayProblem(selections) : null;
  const stakeOf = (key: string) => parseAmount(stakes[key] ?? '', props.currency);
  const bets = parlay
    ? [{ key: 'PARLAY', prices: selections.map((s) => s.price) }]
    : selections.map((s) => ({ key: s.id, prices: [s.price] }));
  const filled = bets.filter((b) => (stakeOf(b.key) ?? 0) > 0);
  const outOfLimits = filled.some((b) => {
    const stake = stakeOf(b.key) ?? 0;
    return stake < limits.min || stake > limits.max;
  });
  const total = filled.reduce((sum, b) => sum + (stakeOf(b.key) ?? 0), 0);
  const returns = filled.reduce((sum, b) => sum + parlayReturn(stakeOf(b.key) ?? 0, b.prices), 0);
  const suspended = selections.some((s) => s.suspended);
  const canPlace = !props.placing && filled.length > 0 && !outOfLimits && !problem && !suspended;

  const stakeInput = (key: string, label: string) => (
    <label className="wl-slip__stake">
      <span className="wl-visually-hidden">{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        value={stakes[key] ?? ''}
        placeholder={t('sports.slip.stake')}
        onChange={(e) => props.onStake(key, e.target.value)}
        data-testid={`slip-stake-${key}`}
      />
    </label>
  );

  return (
    <aside className="wl-slip" aria-labelledby="wl-slip-title" data-testid="bet-slip">
      <div className="wl-slip__head">
        <h2 id="wl-slip-title">
          {t('sports.slip.title')} <span className="wl-slip__count">{selections.length}</span>
        </h2>
        {selections.length > 0 && (
          <button type="button" className="wl-slip__clear" onClick={props.onClear}>
            {t('sports.slip.clear')}
          </button>
        )}
      </div>
      <div className="wl-slip__modes" role="tablist" aria-label={t('sports.slip.mode')}>
        {(['SINGLE', 'PARLAY'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`wl-slip__mode${mode === m ? ' is-active' : ''}`}
            onClick={() => props.onMode(m)}
            data-testid={`slip-mode-${m}`}
          >
            {t(`sports.slip.${m}`)}
          </button>
        ))}
      </div>
      {selections.length === 0 ? (
        <p className="wl-slip__empty">{t('sports.slip.empty')}</p>
      ) : (
        <ul className="wl-slip__list">
          {selections.map((s) => {
            const moved = s.addedAt !== undefined && s.addedAt !== s.price;
            return (
              <li key={s.id} className={`wl-slip__item${s.suspended ? ' is-suspended' : ''}`}>
                <div className="wl-slip__pick">
                  <strong>{s.pick}</strong>
                  <span
                    className={`wl-slip__price${moved ? (s.price > (s.addedAt ?? 0) ? ' is-up' : ' is-down') : ''}`}
                  >
                    {s.suspended ? t('sports.suspended') : formatOdds(s.price, props.format)}
                  </span>
                </div>
                <p className="wl-slip__market">
                  {s.live && <span className="wl-live-tag">{t('sports.live')}</span>} {s.market}
                </p>
                <p className="wl-slip__match">{s.match}</p>
                {moved && !s.suspended && (
                  <p className="wl-slip__moved" role="status">
                    {t('sports.slip.moved', { from: formatOdds(s.addedAt ?? 0, props.format) })}
                  </p>
                )}
                {!parlay && stakeInput(s.id, t('sports.slip.stakeFor', { pick: s.pick }))}
                <button
                  type="button"
                  className="wl-slip__remove"
                  aria-label={t('sports.slip.remove', { pick: s.pick })}
                  onClick={() => props.onRemove(s.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {parlay && selections.length > 0 && (
        <div className="wl-slip__parlay">
          <p>
            {t('sports.slip.parlayOf', { count: selections.length })}{' '}
            <strong>{formatOdds(parlayPrice(selections.map((s) => s.price)), props.format)}</strong>
          </p>
          {problem ? (
            <p className="wl-slip__problem">{t(`sports.slip.${problem}`)}</p>
          ) : (
            stakeInput('PARLAY', t('sports.slip.parlayStake'))
          )}
        </div>
      )}
      {selections.length > 0 && (
        <div className="wl-slip__foot">
          <label className="wl-slip__policy">
            <span>{t('sports.slip.policy')}</span>
            <select
              value={props.policy}
              onChange={(e) => props.onPolicy(e.target.value as OddsPolicy)}
              data-testid="slip-policy"
            >
              {ODDS_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {t(`sports.policy.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <p className="wl-slip__limits">
            {t('sports.slip.limits', { min: money(limits.min), max: money(limits.max) })}
          </p>
          <dl className="wl-slip__sums">
            <dt>{t('sports.slip.totalStake')}</dt>
            <dd>{money(total)}</dd>
            <dt>{t('sports.slip.return')}</dt>
            <dd data-testid="slip-return">{money(returns)}</dd>
          </dl>
          {props.error && (
            <p className="wl-slip__error" role="alert">
              {props.error}
            </p>
          )}
          {props.notice && (
            <p className="wl-slip__notice" role="status">
              {props.notice}
            </p>
          )}
          <button
            type="button"
            className="wl-button wl-button--primary wl-slip__place"
            disabled={!canPlace}
            onClick={props.onPlace}
            data-testid="slip-place"
          >
            {props.placing ? t('sports.slip.placing') : t('sports.slip.place')}
          </button>
        </div>
      )}
    </aside>
  );
}
