import { useState } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import type { ConsolidatedFunds } from '../../../../contract/money.ts';
import { consolidatedFunds, walletTransferAll } from '../../../../contract/wallet.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { formatMoney, moneyMoved } from '../../app/money.ts';
import { CallPending } from '../../app/ui/call-pending.tsx';
import { FormError } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { TransferForm } from './transfer-form.tsx';
import './wallet.css';

/** Spec §2.4 transferFund: every wallet with its balance, the sum, and moves between them. */
export default function TransferFundPage() {
  const t = useT();
  const [language] = useLanguage();
  const {
    value: funds,
    setValue: setFunds,
    failure,
    reload,
  } = useQuery(consolidatedFunds, {}, { tags: ['balance'] });
  const [done, setDone] = useState(false);
  const {
    busy: allBusy,
    failure: allFailure,
    setFailure: setAllFailure,
    send: sendAll,
  } = useSend();
  const allSubmission = useSubmissionKey();

  if (!funds) return <CallPending failure={failure} onRetry={reload} />;

  const money = (minor: number) => formatMoney(minor, funds.currency, LANGUAGES[language].locale);
  const moved = (after: ConsolidatedFunds) => {
    setFunds(after);
    setDone(true);
    // The answer is the state right after the move; moneyMoved() reads this list again too
    // (its "balance" tag), so it ends on the latest.
    moneyMoved();
  };
  const inVendors = funds.wallets.some((w) => w.balance > 0);

  const transferAll = async () => {
    setAllFailure(null);
    setDone(false);
    await sendAll(async () => {
      const after = await call(walletTransferAll, {
        idempotencyKey: allSubmission.keyFor({ all: true }),
      });
      moved(after);
    }, allSubmission.settled);
  };

  return (
    <div className="wl-mc-page wl-wallet">
      <h2 className="wl-mc-page__title">{t('mc.transferFund')}</h2>
      <section className="wl-wallet__summary">
        <div className="wl-wallet__total">
          <span className="wl-muted">{t('wallet.sum')}</span>
          <strong data-testid="wallet-sum">{money(funds.sum)}</strong>
        </div>
        <button
          type="button"
          className="wl-button wl-button--outline"
          data-testid="wallet-transfer-all"
          disabled={allBusy || !inVendors}
          onClick={() => void transferAll()}
        >
          <Icon name="refresh" size={16} />
          {t('wallet.transferAll')}
        </button>
      </section>
      <FormError error={allFailure} />
      <ul className="wl-wallet__list">
        <li className="wl-wallet__item is-main" data-testid="wallet-main">
          <span className="wl-wallet__name">
            <Icon name="wallet" size={18} />
            {t('wallet.main')}
          </span>
          <span className="wl-wallet__balance">{money(funds.main)}</span>
        </li>
        {funds.wallets.map((wallet) => (
          <li
            key={wallet.accountType}
            className={wallet.balance > 0 ? 'wl-wallet__item' : 'wl-wallet__item is-empty'}
            data-testid={`wallet-${wallet.accountType}`}
          >
            <span className="wl-wallet__name">
              {/* The vendor's display name only: its code (TCG_SEA) is the platform's key. */}
              <Icon name="wallet" size={18} />
              <span className="wl-wallet__label" title={wallet.displayName}>
                {wallet.displayName}
              </span>
            </span>
            <span className="wl-wallet__balance">{money(wallet.balance)}</span>
          </li>
        ))}
      </ul>
      {funds.wallets.length === 0 ? (
        <p className="wl-muted">{t('wallet.noVendors')}</p>
      ) : (
        <section className="wl-mc-card">
          <h3 className="wl-mc-card__title">{t('transfer.title')}</h3>
          <TransferForm funds={funds} money={money} onMoved={moved} onEdit={() => setDone(false)} />
          {done && (
            <p className="wl-form-done" role="status" data-testid="wallet-transfer-done">
              <Icon name="check" size={18} />
              {t('transfer.done')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
