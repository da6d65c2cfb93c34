import { useState, type FormEvent } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { memberTransfer, transferTargets, walletBalance } from '../../../../contract/wallet.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { formatMoney, moneyMoved, type Currency } from '../../app/money.ts';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { FormError, SelectField, SubmitButton } from '../../app/ui/form-field.tsx';
import { FUND_PASSWORD_PATTERN, FundPasswordField } from '../../app/ui/fund-password-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { checkTransferAmount } from './transfer-rules.ts';
import './wallet.css';

type Targets = Awaited<ReturnType<typeof call<typeof transferTargets>>>;
type Direction = 'UPLINE' | 'DOWNLINE';
interface Loaded {
  targets: Targets;
  main: number;
  currency: Currency;
}

function TransferUplineForm({
  loaded,
  onDone,
}: {
  loaded: Loaded;
  onDone: (main: number) => void;
}) {
  const t = useT();
  const [language] = useLanguage();
  const { targets, main, currency } = loaded;
  const [direction, setDirection] = useState<Direction>(targets.upline ? 'UPLINE' : 'DOWNLINE');
  const [account, setAccount] = useState(targets.downlines[0]?.account ?? '');
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<{
    amount?: string;
    fundPassword?: string;
    account?: string;
  }>({});
  const { busy, failure, setFailure, send } = useSend();
  const submission = useSubmissionKey();
  const money = (minor: number) => formatMoney(minor, currency, LANGUAGES[language].locale);
  const who = (p: { account: string; nickname: string }) =>
    p.nickname ? `${p.nickname} (${p.account})` : p.account;

  const directions = [
    ...(targets.upline ? [{ value: 'UPLINE', label: t('upline.toUpline') }] : []),
    // Spec §6: only agents have direct downlines to send to; the platform lists none otherwise.
    ...(targets.downlines.length > 0 ? [{ value: 'DOWNLINE', label: t('upline.toDownline') }] : []),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkTransferAmount(amount, currency, main);
    const found: typeof errors = {};
    if ('error' in checked) found.amount = t(checked.error);
    if (!FUND_PASSWORD_PATTERN.test(fundPassword)) found.fundPassword = t('fundPassword.format');
    if (direction === 'DOWNLINE' && !account) found.account = t('upline.chooseDownline');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || 'error' in checked) return;
    // The fund password proves the member; it is not part of what makes two submissions equal.
    const request = {
      direction,
      ...(direction === 'DOWNLINE' ? { account } : {}),
      amount: checked.amount,
    };
    await send(async () => {
      const after = await call(memberTransfer, {
        ...request,
        fundPassword,
        idempotencyKey: submission.keyFor(request),
      });
      onDone(after.main);
    }, submission.settled);
  };

  return (
    <form className="wl-form-stack" noValidate onSubmit={(e) => void submit(e)}>
      <SelectField
        name="direction"
        label={t('upline.direction')}
        options={directions}
        value={direction}
        onChange={(value) => setDirection(value === 'DOWNLINE' ? 'DOWNLINE' : 'UPLINE')}
      />
      {direction === 'UPLINE' && targets.upline && (
        <p className="wl-upline__target" data-testid="upline-target">
          <Icon name="user" size={16} />
          {who(targets.upline)}
        </p>
      )}
      {direction === 'DOWNLINE' && (
        <SelectField
          name="account"
          label={t('upline.downline')}
          options={targets.downlines.map((d) => ({ value: d.account, label: who(d) }))}
          value={account}
          onChange={setAccount}
          error={errors.account}
          required
        />
      )}
      <AmountField
        label={t('transfer.amount')}
        currency={currency}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((previous) => ({ ...previous, amount: undefined }));
        }}
        hint={t('transfer.available', { amount: money(main) })}
        error={errors.amount}
        required
      />
      <FundPasswordField
        value={fundPassword}
        onChange={(value) => {
          setFundPassword(value);
          setErrors((previous) => ({ ...previous, fundPassword: undefined }));
        }}
        error={errors.fundPassword}
      />
      <FormError error={failure} />
      <SubmitButton testId="member-transfer-submit" busy={busy}>
        {t('upline.submit')}
      </SubmitButton>
    </form>
  );
}

/** Spec §6 transfers: to the upline (members and agents) or a direct downline (agents). */
export default function TransferUplinePage() {
  const t = useT();
  const [language] = useLanguage();
  const [doneMain, setDoneMain] = useState<number | null>(null);
  const targets = useQuery(transferTargets, {});
  const balance = useQuery(walletBalance, {}, { tags: ['balance'] });
  const failure = targets.failure ?? balance.failure;
  const loaded: Loaded | null =
    targets.value && balance.value
      ? { targets: targets.value, main: balance.value.main, currency: balance.value.currency }
      : null;

  const title = <h2 className="wl-mc-page__title">{t('mc.transferUpline')}</h2>;
  if (!loaded) {
    return failure ? (
      <div className="wl-mc-page">
        {title}
        <FormError error={failure} />
      </div>
    ) : (
      <div className="wl-mc__loading" aria-busy="true">
        <span className="wl-spinner" />
      </div>
    );
  }

  const nobody = !loaded.targets.upline && loaded.targets.downlines.length === 0;
  return (
    <div className="wl-mc-page wl-upline">
      {title}
      <p className="wl-mc-page__lead wl-muted">{t('upline.lead')}</p>
      {nobody ? (
        <div className="wl-upline__empty" data-testid="upline-empty">
          <Icon name="user" size={40} />
          <h3>{t('upline.emptyTitle')}</h3>
          <p className="wl-muted">{t('upline.emptyBody')}</p>
        </div>
      ) : doneMain !== null ? (
        <div
          className="wl-mc-card wl-upline__done"
          role="status"
          data-testid="member-transfer-done"
        >
          <p className="wl-form-done">
            <Icon name="check" size={18} />
            {t('upline.done')}
          </p>
          <p>
            {t('upline.newBalance', {
              amount: formatMoney(doneMain, loaded.currency, LANGUAGES[language].locale),
            })}
          </p>
          <button
            type="button"
            className="wl-button wl-button--outline"
            onClick={() => {
              setDoneMain(null);
              targets.reload();
              balance.reload();
            }}
          >
            {t('upline.again')}
          </button>
        </div>
      ) : (
        <section className="wl-mc-card">
          <TransferUplineForm
            loaded={loaded}
            onDone={(main) => {
              setDoneMain(main);
              if (balance.value) balance.setValue({ ...balance.value, main });
              moneyMoved();
            }}
          />
        </section>
      )}
    </div>
  );
}
