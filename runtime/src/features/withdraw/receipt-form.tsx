import { useId, useState, type FormEvent } from 'react';
import { PlatformError } from '../../../../contract/errors.ts';
import { withdrawConfirm, type Withdrawal } from '../../../../contract/withdrawal.ts';
import { call } from '../../app/api/call.ts';
import { moneyMoved } from '../../app/money.ts';
import { useSite } from '../../app/site.tsx';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { SubmitButton } from '../../app/ui/form-field.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { checkPartAmount, checkProofFile, readDataUrl } from './receipt-rules.ts';

type Outcome = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';

const CHOICES: readonly {
  outcome: Outcome;
  testId: string;
  key: 'receipt.received' | 'receipt.partly' | 'receipt.not';
}[] = [
  { outcome: 'RECEIVED', testId: 'receipt-received', key: 'receipt.received' },
  { outcome: 'PARTLY_RECEIVED', testId: 'receipt-partly', key: 'receipt.partly' },
  { outcome: 'NOT_RECEIVED', testId: 'receipt-not', key: 'receipt.not' },
];

/** Spec §4 receipt confirmation of a paid withdrawal: all, part or none of it arrived. */
export function ReceiptForm({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useT();
  const { brand } = useSite();
  const money = useFormatMoney();
  const time = useBrandTime();
  const fileId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [part, setPart] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const choose = (next: Outcome) => {
    setOutcome(next);
    setError(undefined);
    setFailure(undefined);
    // "I received it" needs nothing more: the press is the confirmation.
    if (next === 'RECEIVED') void send(next);
  };

  const send = async (outcome: Outcome) => {
    if (busy) return;
    const input: Parameters<typeof call<typeof withdrawConfirm>>[1] = {
      id: withdrawal.id,
      outcome,
    };
    if (outcome === 'PARTLY_RECEIVED') {
      const check = checkPartAmount(part, withdrawal.amount, brand.currency);
      if (!check.ok) return setError(t(check.key, check.params));
      input.amountReceived = check.value;
    }
    if (outcome === 'NOT_RECEIVED') {
      const check = checkProofFile(file);
      if (!check.ok) return setError(t(check.key, check.params));
      input.proofImage = await readDataUrl(check.value);
    }
    setBusy(true);
    try {
      await call(withdrawConfirm, input);
      // The records list re-reads (and shows the confirmed state): it carries the "records" tag.
      moneyMoved();
    } catch (err: unknown) {
      setFailure(errorText(t, err instanceof PlatformError ? err : new PlatformError('UNKNOWN')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="wl-receipt"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (outcome) void send(outcome);
      }}
      noValidate
    >
      <p className="wl-receipt__ask">
        {t('receipt.ask')}
        {withdrawal.confirmBy && (
          <span className="wl-receipt__by">
            {t('receipt.confirmBy', { time: time(withdrawal.confirmBy) })}
          </span>
        )}
      </p>
      <div className="wl-receipt__choices" role="group" aria-label={t('receipt.ask')}>
        {CHOICES.map((choice) => (
          <button
            key={choice.outcome}
            type="button"
            className="wl-receipt__choice"
            data-testid={choice.testId}
            aria-pressed={outcome === choice.outcome}
            disabled={busy}
            onClick={() => choose(choice.outcome)}
          >
            {t(choice.key)}
          </button>
        ))}
      </div>
      {outcome === 'PARTLY_RECEIVED' && (
        <AmountField
          name="amountReceived"
          label={t('receipt.amountReceived')}
          value={part}
          onChange={(text) => {
            setPart(text);
            setError(undefined);
          }}
          currency={brand.currency}
          hint={t('receipt.partHint', { amount: money(withdrawal.amount) })}
          error={error}
          required
        />
      )}
      {outcome === 'NOT_RECEIVED' && (
        <div className={error ? 'wl-form-field has-error' : 'wl-form-field'}>
          <label className="wl-form-field__label" htmlFor={fileId}>
            {t('receipt.proof')}
          </label>
          <input
            id={fileId}
            type="file"
            name="proofImage"
            accept="image/png,image/jpeg"
            className="wl-receipt__file"
            data-testid="field-proofImage"
            aria-invalid={Boolean(error)}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              const check = checkProofFile(chosen);
              setError(check.ok ? undefined : t(check.key, check.params));
            }}
          />
          <p id={`${fileId}-hint`} className="wl-form-field__hint">
            {t('receipt.proofHint')}
          </p>
          {error && (
            <p className="wl-form-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p className="wl-form-error" role="alert">
          {failure}
        </p>
      )}
      {(outcome === 'PARTLY_RECEIVED' || outcome === 'NOT_RECEIVED') && (
        <SubmitButton testId="receipt-submit" busy={busy}>
          {t('receipt.submit')}
        </SubmitButton>
      )}
    </form>
  );
}
