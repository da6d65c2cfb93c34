import { useState } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { walletBalance } from '../../../../contract/wallet.ts';
import { useQuery } from '../../app/api/query.ts';
import { formatMoney } from '../../app/money.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';

/**
 * Spec §2.2 balance: walletBalance's sum, re-read on a click and after every money movement
 * (the "balance" tag). A re-read after a movement keeps the old figure on screen until the new
 * one arrives; only a click shows the refreshing placeholder.
 */
function useBalance() {
  const query = useQuery(walletBalance, {}, { tags: ['balance'] });
  const [clicked, setClicked] = useState(false);
  if (clicked && !query.loading) setClicked(false);
  const state =
    query.failure && !query.loading
      ? 'failed'
      : !query.value || (clicked && query.loading)
        ? 'loading'
        : 'ready';
  const refresh = () => {
    setClicked(true);
    query.reload();
  };
  return { state, value: query.value, refresh } as const;
}

/** The header's balance pill; a click reads it again. */
export default function HeaderBalance() {
  const t = useT();
  const [language] = useLanguage();
  const balance = useBalance();
  const amount =
    balance.state === 'ready' && balance.value
      ? formatMoney(balance.value.sum, balance.value.currency, LANGUAGES[language].locale)
      : balance.state === 'failed'
        ? '—'
        : t('account.balanceLoading');
  return (
    <button
      type="button"
      className="wl-account__balance"
      data-testid="balance"
      aria-busy={balance.state === 'loading'}
      aria-label={`${t('account.balance')}: ${amount}. ${t('account.refreshBalance')}`}
      title={t('account.refreshBalance')}
      onClick={balance.refresh}
    >
      <span
        className={
          balance.state === 'loading' ? 'wl-account__amount is-loading' : 'wl-account__amount'
        }
      >
        {balance.state === 'loading' ? (
          // A shimmering bar keeps the pill's width steady; the words are for screen readers.
          <>
            <span className="wl-account__skeleton" aria-hidden="true" />
            <span className="wl-visually-hidden">{amount}</span>
          </>
        ) : (
          amount
        )}
      </span>
      <Icon name="refresh" size={14} />
    </button>
  );
}
