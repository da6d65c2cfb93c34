import { useId, useState } from 'react';
import { consolidatedFunds } from '../../../../contract/wallet.ts';
import { asPlatformError } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useOpenModal } from '../../app/modals.ts';
import { amountText, newIdempotencyKey } from '../../app/money.ts';
import { AmountField, amountWithin } from '../../app/ui/amount-field.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { DialogFrame } from '../../app/ui/dialog-frame.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { TransferChoice } from './game-links.ts';
import './game-frame.css';

export interface TransferConfirmProps {
  gameName: string;
  vendor: string;
  vendorName: string;
  onClose: () => void;
  /** Launches; with a choice, after moving that much from main (spec §3 confirmTrans). */
  onStart: (choice?: TransferChoice) => Promise<void>;
}

/**
 * Spec §3 confirmTrans: a TRANSFER vendor keeps the member's money itself, so before its game
 * opens the member says how much of main to move there ("all" in one click), or plays on what
 * the vendor wallet already holds.
 */
export default function TransferConfirm({
  gameName,
  vendor,
  vendorName,
  onClose,
  onStart,
}: TransferConfirmProps) {
  const t = useT();
  const titleId = useId();
  const money = useFormatMoney();
  const openModal = useOpenModal();
  const funds = useQuery(consolidatedFunds, {}, { tags: ['balance'] });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per popup: a retry after a lost answer must not move the money twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const value = funds.value;
  const main = value?.main ?? 0;
  const inVendor = value?.wallets.find((w) => w.accountType === vendor)?.balance ?? 0;

  const go = async (choice?: TransferChoice) => {
    setBusy(true);
    setError(null);
    try {
      await onStart(choice);
    } catch (e: unknown) {
      setError(errorText(t, asPlatformError(e)));
      setBusy(false);
    }
  };

  const submit = () => {
    if (!value) return;
    const amount = amountWithin(text, value.currency, { max: main });
    if (amount === null) {
      setError(t(text.trim() === '' ? 'games.transferAmountRequired' : 'games.transferOverMain'));
      return;
    }
    void go({ transferAmount: amount, idempotencyKey });
  };

  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-dialog wl-transfer-confirm"
      testId="transfer-confirm"
      initialFocus="input"
    >
      <h2 id={titleId} className="wl-dialog__title">
        {t('games.transferTitle', { vendor: vendorName })}
      </h2>
      <p className="wl-dialog__body">{t('games.transferExplain', { game: gameName })}</p>
      <dl className="wl-transfer-confirm__wallets">
        <div>
          <dt>{t('games.mainWallet')}</dt>
          <dd data-testid="transfer-main">{value ? money(main) : '…'}</dd>
        </div>
        <div>
          <dt>{t('games.vendorWallet', { vendor: vendorName })}</dt>
          <dd data-testid="transfer-vendor">{value ? money(inVendor) : '…'}</dd>
        </div>
      </dl>
      {value && main === 0 && inVendor === 0 && (
        <p className="wl-transfer-confirm__empty" data-testid="transfer-empty">
          {t('games.transferNothing')}{' '}
          <button
            type="button"
            className="wl-link-button"
            onClick={() => openModal({ id: 'memberCentre', page: 'depositv2' })}
          >
            {t('games.depositFirst')}
          </button>
        </p>
      )}
      {value && main > 0 && (
        <div className="wl-transfer-confirm__amount">
          <AmountField
            label={t('games.transferAmount')}
            value={text}
            onChange={(next) => {
              setText(next);
              setError(null);
            }}
            currency={value.currency}
            max={main}
            error={error ?? undefined}
            hint={
              <button
                type="button"
                className="wl-link-button"
                data-testid="transfer-all"
                onClick={() => setText(amountText(main, value.currency))}
              >
                {t('games.transferAll', { amount: money(main) })}
              </button>
            }
          />
        </div>
      )}
      <div className="wl-dialog__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('games.cancel')}
        </button>
        {inVendor > 0 && (
          <button
            type="button"
            className="wl-button wl-button--outline"
            disabled={busy}
            data-testid="transfer-skip"
            onClick={() => void go()}
          >
            {t('games.playWithoutTransfer')}
          </button>
        )}
        <button
          type="button"
          className="wl-button wl-button--primary"
          disabled={busy || !value || main === 0}
          data-testid="transfer-submit"
          onClick={submit}
        >
          {t('games.transferAndPlay')}
        </button>
      </div>
    </DialogFrame>
  );
}
