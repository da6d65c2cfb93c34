import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { memberInfo } from '../../../../contract/member.ts';
import { walletBalance } from '../../../../contract/wallet.ts';
import { logout } from '../../../../contract/session.ts';
import { isAgentRole } from '../../../../contract/roles.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { asPlatformError, call } from '../api/call.ts';
import { useGate } from '../gate.ts';
import { openModalAtom, useOpenModal } from '../modals.ts';
import { moneyVersionAtom, type Currency } from '../money.ts';
import { handleSessionFailure, sessionAtom, type Session } from '../session.ts';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';

/** Minor units → the brand currency in the visitor's language (e.g. "$1,234.50", "1.234 ₫"). */
export function formatBalance(minor: number, currency: Currency, locale: string): string {
  const digits = currency.minorUnits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

type Balance =
  | { state: 'loading' }
  | { state: 'ready'; minor: number; currency: Currency }
  | { state: 'failed' };

/**
 * Spec §2.2 balance: walletBalance's sum, re-read on a click and after every money movement
 * the site makes (moneyVersionAtom). A refresh after a movement keeps the old figure on screen
 * until the new one arrives; only a click shows the refreshing placeholder.
 */
function useBalance(session: Session) {
  const [balance, setBalance] = useState<Balance>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const moneyVersion = useAtomValue(moneyVersionAtom);
  useEffect(() => {
    let live = true;
    call(walletBalance, {}).then(
      (value) => {
        if (live) setBalance({ state: 'ready', minor: value.sum, currency: value.currency });
      },
      (e: unknown) => {
        handleSessionFailure(asPlatformError(e));
        if (live) setBalance({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, moneyVersion, session.token]);
  const refresh = () => {
    setBalance({ state: 'loading' });
    setAttempt((a) => a + 1);
  };
  return { balance, refresh };
}

/** The member label beside the name comes from member info (spec §2.2). */
function useLabels(session: Session) {
  const [labels, setLabels] = useState(session.memberLabels);
  useEffect(() => {
    let live = true;
    call(memberInfo, {}).then(
      (info) => {
        if (live) setLabels(info.memberLabel.map((l) => l.labelName));
      },
      (e: unknown) => {
        handleSessionFailure(asPlatformError(e));
      },
    );
    return () => {
      live = false;
    };
  }, [session.token]);
  return labels;
}

/** Spec §2.2 logged-in block: Deposit, Agent, balance, name with label, sign out. */
export default function HeaderAccount({ session }: { session: Session }) {
  const t = useT();
  const [language] = useLanguage();
  const { brand, memberCentrePages } = useSite();
  // No deposit page (DEPOSIT off: the platform has no payment gateway) means no Deposit button.
  const canDeposit = memberCentrePages.some((page) => page.key === 'depositv2');
  const gate = useGate();
  const openModal = useOpenModal();
  const setSession = useSetAtom(sessionAtom);
  const modalOpen = useAtomValue(openModalAtom);
  const navigate = useNavigate();
  const { balance, refresh } = useBalance(session);
  const labels = useLabels(session);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const soon = (body: string) => () =>
    openModal({ id: 'notice', title: t('comingSoon.badge'), body });

  const signOut = async () => {
    setSigningOut(true);
    // The server revokes the token; if it cannot be reached the local session still ends.
    await call(logout, {}).catch(() => undefined);
    setSession(null);
    if (modalOpen) openModal(null);
    setSigningOut(false);
    setConfirming(false);
    void navigate('/index');
  };

  const label = labels[0];
  const amount =
    balance.state === 'ready'
      ? formatBalance(balance.minor, balance.currency, LANGUAGES[language].locale)
      : balance.state === 'failed'
        ? '—'
        : t('account.balanceLoading');

  return (
    <div className="wl-account">
      {canDeposit && (
        <button
          type="button"
          className="wl-button wl-button--primary"
          data-testid="deposit"
          onClick={() => gate('member', () => openModal({ id: 'memberCentre', page: 'depositv2' }))}
        >
          <Icon name="wallet" size={16} />
          {t('account.deposit')}
        </button>
      )}
      {isAgentRole(session.role) && (
        <button
          type="button"
          className="wl-button wl-button--outline"
          data-testid="agent"
          onClick={() => gate('agent', soon(t('account.agentSoon')))}
        >
          {t('account.agent')}
        </button>
      )}
      <button
        type="button"
        className="wl-account__balance"
        data-testid="balance"
        aria-busy={balance.state === 'loading'}
        aria-label={`${t('account.balance')}: ${amount}. ${t('account.refreshBalance')}`}
        title={t('account.refreshBalance')}
        onClick={refresh}
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
      <span className="wl-account__name" data-testid="account-name">
        <Icon name="user" size={16} />
        <span className="wl-account__text">{session.nickname || session.account}</span>
        {label && <span className="wl-account__label">{label}</span>}
      </span>
      <button
        type="button"
        className="wl-tool"
        data-testid="change-password"
        title={t('password.changeTitle')}
        onClick={() => openModal({ id: 'changePasswordModal' })}
      >
        <Icon name="shield" size={18} />
        <span className="wl-tool__label">{t('password.changeTitle')}</span>
      </button>
      <button
        type="button"
        className="wl-tool"
        data-testid="setup-authenticator"
        title={t('totp.setup')}
        onClick={() => openModal({ id: 'authenticatorModal' })}
      >
        <Icon name="phone" size={18} />
        <span className="wl-tool__label">{t('totp.setup')}</span>
      </button>
      <button
        type="button"
        className="wl-tool"
        data-testid="sign-out"
        onClick={() => setConfirming(true)}
      >
        <Icon name="logout" size={18} />
        <span className="wl-tool__label">{t('account.signOut')}</span>
      </button>
      {confirming && (
        <NoticeDialog
          title={t('account.signOutTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className="wl-button wl-button--ghost"
                onClick={() => setConfirming(false)}
              >
                {t('account.cancel')}
              </button>
              <button
                type="button"
                className="wl-button wl-button--primary"
                data-testid="sign-out-confirm"
                disabled={signingOut}
                onClick={() => void signOut()}
              >
                {t('account.signOut')}
              </button>
            </>
          }
        >
          <p>{t('account.signOutBody', { brand: brand.name })}</p>
        </NoticeDialog>
      )}
    </div>
  );
}
