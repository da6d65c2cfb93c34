import { useRef, useState, type FormEvent } from 'react';
import { PlatformError } from '../../../../contract/errors.ts';
import {
  depositCreate,
  depositMethods,
  type Deposit,
  type DepositMethod,
} from '../../../../contract/deposit.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import type { MemberCentrePageProps } from '../../app/feature.ts';
import { newIdempotencyKey } from '../../app/money.ts';
import { useSite } from '../../app/site.tsx';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { SubmitButton } from '../../app/ui/form-field.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { checkDepositAmount } from './deposit-amount.ts';
import { DepositPending } from './deposit-pending.tsx';
import { DepositRecords } from './deposit-records.tsx';
import { DepositTypeIcon } from './deposit-type-icon.tsx';
import { PageSwitch } from './page-switch.tsx';
import '../../app/ui/data-table.css';
import { methodName } from './method-name.ts';
import './deposit.css';

function MethodCards({
  methods,
  selected,
  onSelect,
}: {
  methods: readonly DepositMethod[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const money = useFormatMoney();
  return (
    <div className="wl-deposit-methods" role="radiogroup" aria-label={t('deposit.method')}>
      {methods.map((method) => (
        <button
          key={method.id}
          type="button"
          role="radio"
          aria-checked={method.id === selected}
          className="wl-deposit-method"
          data-testid={`deposit-method-${method.id}`}
          onClick={() => onSelect(method.id)}
        >
          <span className="wl-disc wl-deposit-method__icon">
            <DepositTypeIcon type={method.type} />
          </span>
          <span className="wl-deposit-method__text">
            <strong>{methodName(t, method.id, method.name)}</strong>
            {/* The kind under the name, unless it would only say the name again. */}
            {t(`deposit.type.${method.type}`) !== methodName(t, method.id, method.name) && (
              <span className="wl-deposit-method__type">{t(`deposit.type.${method.type}`)}</span>
            )}
            <span className="wl-deposit-method__limits wl-money">
              {money(method.min)} – {money(method.max)}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}

/** Spec §2.4 depositv2: choose a method and an amount, pay at the gateway, watch it arrive. */
export default function DepositPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  const { brand } = useSite();
  const money = useFormatMoney();
  const methods = useQuery(depositMethods, {});
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  const [settled, setSettled] = useState('');
  // One key per submission: a retry of the same form after a lost answer reuses it.
  const key = useRef<string | null>(null);

  const list = methods.value ?? [];
  const method = list.find((m) => m.id === chosen) ?? list[0];

  const edit = (apply: () => void) => {
    key.current = null;
    setError(undefined);
    setFailure(undefined);
    apply();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!method || busy) return;
    const check = checkDepositAmount(amount, method, brand.currency, money);
    if (!check.ok) {
      setError(t(check.key, check.params));
      return;
    }
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFailure(undefined);
    try {
      const opened = await call(depositCreate, {
        methodId: method.id,
        amount: check.amount,
        idempotencyKey: key.current,
      });
      key.current = null;
      setDeposit(opened);
    } catch (err: unknown) {
      setFailure(errorText(t, err instanceof PlatformError ? err : new PlatformError('UNKNOWN')));
    } finally {
      setBusy(false);
    }
  };

  const teachLink = (
    <PageSwitch
      to="depositTeach"
      openPage={openPage}
      testId="deposit-teach-link"
      className="wl-deposit__teach"
    >
      {t('deposit.teachLink')}
    </PageSwitch>
  );

  return (
    <div className="wl-mc-page wl-deposit">
      <div className="wl-deposit__head">
        <h2 className="wl-mc-page__title">{t('mc.depositv2')}</h2>
        {teachLink}
      </div>
      {deposit ? (
        <DepositPending
          key={deposit.id}
          deposit={deposit}
          onSettled={setSettled}
          onAgain={() => {
            setDeposit(null);
            setAmount('');
          }}
        />
      ) : methods.failure && !methods.value ? (
        <QueryFailure error={methods.failure} onRetry={methods.reload} />
      ) : methods.loading && !methods.value ? (
        <div className="wl-page-loading" aria-busy="true">
          <div className="wl-spinner" />
        </div>
      ) : !method ? (
        <EmptyState text={t('deposit.noMethods')} />
      ) : (
        <form className="wl-deposit__form" onSubmit={(e) => void submit(e)} noValidate>
          <MethodCards
            methods={list}
            selected={method.id}
            onSelect={(id) => edit(() => setChosen(id))}
          />
          <AmountField
            label={t('deposit.amount')}
            value={amount}
            onChange={(text) => edit(() => setAmount(text))}
            currency={brand.currency}
            min={method.min}
            max={method.max}
            presets={method.presets}
            presetTestId={(minor) => `deposit-preset-${minor}`}
            error={error}
            required
          />
          {failure && (
            <p className="wl-form-error" role="alert">
              {failure}
            </p>
          )}
          <SubmitButton testId="deposit-submit" busy={busy} large>
            {busy ? t('deposit.opening') : t('deposit.submit')}
          </SubmitButton>
        </form>
      )}
      {/* A new deposit (and its settling) shows in the list: remount on each one. */}
      <DepositRecords key={deposit ? `${deposit.id}-${settled}` : 'none'} />
    </div>
  );
}
