import { useRef, useState, type FormEvent } from 'react';
import { PlatformError } from '../../../../contract/errors.ts';
import { withdrawCreate, withdrawSettings } from '../../../../contract/withdrawal.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import type { MemberCentrePageProps } from '../../app/feature.ts';
import { newIdempotencyKey, parseAmount, moneyMoved } from '../../app/money.ts';
import { useSite } from '../../app/site.tsx';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { FormField, SelectField, SubmitButton } from '../../app/ui/form-field.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { WithdrawRecords } from './withdraw-records.tsx';
import '../../app/ui/data-table.css';
import './withdraw.css';

type Errors = Partial<Record<'cardId' | 'amount' | 'fundPassword', string>>;

/** Spec §2.4 withdraw: limits, the form, and every withdrawal with its receipt confirmation. */
export default function WithdrawPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  const { brand } = useSite();
  const money = useFormatMoney();
  const settings = useQuery(withdrawSettings, {}, { tags: ['balance'] });
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const s = settings.value;
  const edit = (apply: () => void) => {
    key.current = null;
    setErrors({});
    setFailure(undefined);
    setDone(undefined);
    apply();
  };

  if (!s) {
    return (
      <div className="wl-mc-page">
        <h2 className="wl-mc-page__title">{t('mc.withdraw')}</h2>
        {settings.failure ? (
          <QueryFailure error={settings.failure} onRetry={settings.reload} />
        ) : (
          <div className="wl-page-loading" aria-busy="true">
            <div className="wl-spinner" />
          </div>
        )}
      </div>
    );
  }

  const remainingToday = Math.max(0, s.dailyAmount - s.usedAmount);
  const countLeft = Math.max(0, s.dailyCount - s.usedCount);
  const ceiling = Math.min(s.max, remainingToday, s.main);
  const card = s.cards.find((c) => String(c.id) === cardId) ?? s.cards[0];
  const missing: MessageKey | null = !s.fundPasswordSet
    ? s.cards.length === 0
      ? 'withdraw.needBoth'
      : 'withdraw.needFundPassword'
    : s.cards.length === 0
      ? 'withdraw.needCard'
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!card || busy) return;
    const next: Errors = {};
    const minor = parseAmount(amount, brand.currency);
    if (amount.trim() === '') next.amount = t('withdraw.amountRequired');
    else if (minor === null || minor <= 0) next.amount = t('error.AMOUNT_INVALID');
    else if (minor < s.min) next.amount = t('withdraw.belowMin', { min: money(s.min) });
    else if (minor > s.max) next.amount = t('withdraw.aboveMax', { max: money(s.max) });
    else if (minor > remainingToday || countLeft === 0)
      next.amount = t('error.DAILY_LIMIT_REACHED');
    else if (minor > s.main) next.amount = t('error.INSUFFICIENT_FUNDS');
    if (fundPassword === '') next.fundPassword = t('withdraw.fundPasswordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || minor === null) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFailure(undefined);
    try {
      const created = await call(withdrawCreate, {
        cardId: card.id,
        amount: minor,
        fundPassword,
        idempotencyKey: key.current,
      });
      key.current = null;
      setAmount('');
      setFundPassword('');
      setDone(t('withdraw.done', { amount: money(created.amount), reference: created.reference }));
      moneyMoved();
    } catch (err: unknown) {
      const error = err instanceof PlatformError ? err : new PlatformError('UNKNOWN');
      if (error.code === 'FUND_PASSWORD_WRONG') setErrors({ fundPassword: errorText(t, error) });
      else setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wl-mc-page wl-withdraw">
      <h2 className="wl-mc-page__title">{t('mc.withdraw')}</h2>
      <div className="wl-stat-grid">
        <div className="wl-stat">
          <span className="wl-stat__label">{t('withdraw.main')}</span>
          <span className="wl-stat__value wl-money">{money(s.main)}</span>
        </div>
        <div className="wl-stat">
          <span className="wl-stat__label">{t('withdraw.limits')}</span>
          <span className="wl-stat__value wl-money">
            {money(s.min)} – {money(s.max)}
          </span>
        </div>
        <div className="wl-stat">
          <span className="wl-stat__label">{t('withdraw.remainingToday')}</span>
          <span className="wl-stat__value wl-money">{money(remainingToday)}</span>
        </div>
        <div className="wl-stat">
          <span className="wl-stat__label">{t('withdraw.countToday')}</span>
          <span className="wl-stat__value wl-money">
            {t('withdraw.countOf', { used: s.usedCount, limit: s.dailyCount })}
          </span>
        </div>
      </div>
      {missing ? (
        <div className="wl-withdraw__setup" role="note">
          <p>{t(missing)}</p>
          <button
            type="button"
            className="wl-button wl-button--primary"
            data-testid="withdraw-bind-card"
            onClick={() => openPage('securityCenter')}
          >
            {t('withdraw.goSecurity')}
          </button>
        </div>
      ) : (
        <form className="wl-withdraw__form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            name="cardId"
            label={t('withdraw.card')}
            value={card ? String(card.id) : ''}
            onChange={(v) => edit(() => setCardId(v))}
            options={s.cards.map((c) => ({
              value: String(c.id),
              label: `${c.bankName} ···· ${c.last4} (${c.holder})`,
            }))}
            error={errors.cardId}
            required
          />
          <AmountField
            label={t('withdraw.amount')}
            value={amount}
            onChange={(text) => edit(() => setAmount(text))}
            currency={brand.currency}
            min={s.min}
            max={ceiling}
            hint={t('withdraw.amountHint', {
              min: money(s.min),
              max: money(s.max),
              remaining: money(remainingToday),
            })}
            error={errors.amount}
            required
          />
          <FormField
            name="fundPassword"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            label={t('withdraw.fundPassword')}
            value={fundPassword}
            onChange={(v) => edit(() => setFundPassword(v))}
            error={errors.fundPassword}
            maxLength={128}
            required
          />
          {failure && (
            <p className="wl-form-error" role="alert">
              {failure}
            </p>
          )}
          {done && (
            <p className="wl-form-done" role="status" data-testid="withdraw-done">
              {done}
            </p>
          )}
          <SubmitButton testId="withdraw-submit" busy={busy} large>
            {t('withdraw.submit')}
          </SubmitButton>
        </form>
      )}
      <WithdrawRecords />
    </div>
  );
}
