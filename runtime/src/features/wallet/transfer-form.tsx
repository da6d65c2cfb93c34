import { useState, type FormEvent } from 'react';
import { MAIN_WALLET, type ConsolidatedFunds } from '../../../../contract/money.ts';
import { walletTransfer } from '../../../../contract/wallet.ts';
import { call } from '../../app/api/call.ts';
import { useSend } from '../../app/api/use-send.ts';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { FormError, SelectField, SubmitButton } from '../../app/ui/form-field.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useT } from '../../i18n/i18n.tsx';
import { balanceOf, checkTransferAmount, pairWith } from './transfer-rules.ts';

interface TransferFormProps {
  funds: ConsolidatedFunds;
  /** Every wallet after the move, as the platform answered it. */
  onMoved: (funds: ConsolidatedFunds) => void;
  /** Clears the "done" line of the page once the member starts another transfer. */
  onEdit: () => void;
  money: (minor: number) => string;
}

/** Main ↔ one vendor wallet (spec §7 wallet transfer). */
export function TransferForm({ funds, onMoved, onEdit, money }: TransferFormProps) {
  const t = useT();
  const vendors = funds.wallets.map((w) => w.accountType);
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>(vendors[0] ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const { busy, failure, setFailure, send } = useSend();
  const submission = useSubmissionKey();
  const available = balanceOf(funds, from);

  const options = [
    { value: MAIN_WALLET, label: t('wallet.main') },
    ...funds.wallets.map((w) => ({ value: w.accountType, label: w.displayName })),
  ];
  const edited = () => {
    setFailure(null);
    setAmountError(undefined);
    onEdit();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkTransferAmount(amount, funds.currency, available);
    setFailure(null);
    if ('error' in checked) {
      setAmountError(t(checked.error));
      return;
    }
    setAmountError(undefined);
    const request = { from, to, amount: checked.amount };
    await send(async () => {
      const after = await call(walletTransfer, {
        ...request,
        idempotencyKey: submission.keyFor(request),
      });
      setAmount('');
      onMoved(after);
    }, submission.settled);
  };

  return (
    <form className="wl-form-stack wl-transfer" noValidate onSubmit={(e) => void submit(e)}>
      <div className="wl-transfer__pair">
        <SelectField
          name="from"
          label={t('transfer.from')}
          options={options}
          value={from}
          onChange={(value) => {
            setFrom(value);
            setTo(pairWith(value, to, vendors));
            edited();
          }}
        />
        <span className="wl-transfer__arrow" aria-hidden="true">
          →
        </span>
        <SelectField
          name="to"
          label={t('transfer.to')}
          options={options}
          value={to}
          onChange={(value) => {
            setTo(value);
            setFrom(pairWith(value, from, vendors));
            edited();
          }}
        />
      </div>
      <AmountField
        label={t('transfer.amount')}
        currency={funds.currency}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          edited();
        }}
        hint={t('transfer.available', { amount: money(available) })}
        error={amountError}
        required
      />
      <FormError error={failure} />
      <SubmitButton testId="wallet-transfer-submit" busy={busy}>
        {t('transfer.submit')}
      </SubmitButton>
    </form>
  );
}
