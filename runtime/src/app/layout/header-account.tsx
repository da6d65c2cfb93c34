import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../../contract/session.ts';
import { useT } from '../../i18n/i18n.tsx';
import { call } from '../api/call.ts';
import { openModalAtom, useOpenModal } from '../modals.ts';
import { sessionAtom, type Session } from '../session.ts';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import { HeaderActions } from './header-actions.tsx';
import { useMemberLabels } from './use-member-labels.ts';
import './header-account.css';

/** Spec §2.2 logged-in block: the features' buttons (Deposit, Agent, balance), name, sign out. */
export default function HeaderAccount({ session }: { session: Session }) {
  const t = useT();
  const { brand } = useSite();
  const openModal = useOpenModal();
  const setSession = useSetAtom(sessionAtom);
  const modalOpen = useAtomValue(openModalAtom);
  const navigate = useNavigate();
  // The member label beside the name (spec §2.2).
  const labels = useMemberLabels();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

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

  return (
    <div className="wl-account">
      <HeaderActions place="member" session={session} />
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
