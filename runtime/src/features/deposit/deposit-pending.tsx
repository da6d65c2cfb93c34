import { useEffect, useRef } from 'react';
import type { Deposit } from '../../../../contract/deposit.ts';
import { moneyMoved } from '../../app/money.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useDepositStatus } from './use-deposit-status.ts';

function StatusArt({ status }: { status: Deposit['status'] }) {
  const path =
    status === 'ARRIVED'
      ? 'M7 12.5l3.5 3.5L17 9'
      : status === 'FAILED'
        ? 'M8.5 8.5l7 7M15.5 8.5l-7 7'
        : 'M12 7v5l3 2';
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.6" />
      <path d={path} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** After the deposit is opened: pay at the gateway, then watch the status settle. */
export function DepositPending({
  deposit: opened,
  onAgain,
  onSettled,
}: {
  deposit: Deposit;
  onAgain: () => void;
  /** Told once the deposit has arrived or failed. */
  onSettled?: (status: Deposit['status']) => void;
}) {
  const t = useT();
  const money = useFormatMoney();
  const deposit = useDepositStatus(opened);
  const told = useRef(false);

  // The header balance and every list on screen re-read once the money has arrived.
  useEffect(() => {
    if (deposit.status === 'PENDING' || told.current) return;
    told.current = true;
    if (deposit.status === 'ARRIVED') moneyMoved();
    onSettled?.(deposit.status);
  }, [deposit.status, onSettled]);

  const amount = <strong className="wl-money">{money(deposit.amount)}</strong>;
  return (
    <section
      className={`wl-deposit-pending wl-deposit-pending--${deposit.status.toLowerCase()}`}
      data-testid="deposit-status"
      data-status={deposit.status}
      aria-live="polite"
    >
      <div className="wl-deposit-pending__art">
        <StatusArt status={deposit.status} />
      </div>
      {deposit.status === 'PENDING' && (
        <>
          <h3 className="wl-deposit-pending__title">{t('deposit.pendingTitle')}</h3>
          <p>{t('deposit.pendingBody', { reference: deposit.reference })}</p>
          {amount}
          <a
            className="wl-button wl-button--primary wl-button--lg"
            data-testid="deposit-pay-link"
            href={deposit.payUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('deposit.payLink')}
          </a>
          <p className="wl-deposit-pending__waiting">
            <span className="wl-deposit-pending__pulse" aria-hidden="true" />
            {t('deposit.waiting')}
          </p>
        </>
      )}
      {deposit.status === 'ARRIVED' && (
        <>
          <h3 className="wl-deposit-pending__title">{t('deposit.arrivedTitle')}</h3>
          <p>{t('deposit.arrivedBody')}</p>
          {amount}
          <button type="button" className="wl-button wl-button--outline" onClick={onAgain}>
            {t('deposit.again')}
          </button>
        </>
      )}
      {deposit.status === 'FAILED' && (
        <>
          <h3 className="wl-deposit-pending__title">{t('deposit.failedTitle')}</h3>
          <p>{t('deposit.failedBody')}</p>
          {amount}
          <button type="button" className="wl-button wl-button--primary" onClick={onAgain}>
            {t('deposit.tryAgain')}
          </button>
        </>
      )}
    </section>
  );
}
