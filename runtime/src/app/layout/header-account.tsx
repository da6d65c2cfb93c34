import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from '../router/router.tsx';
import { maskIfMobile } from '../../../../contract/mask.ts';
import { logout } from '../../../../contract/session.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import type { ModalId } from '../feature.ts';
import { call } from '../api/call.ts';
import { openModalAtom, useOpenModal } from '../modals.ts';
import { sessionAtom, type Session } from '../session.ts';
import { useSite } from '../site.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import { HeaderActions } from './header-actions.tsx';
import { useMemberLabels } from './use-member-labels.ts';
import './header-account.css';

/** The account tools that open a popup, in the header's order. */
const MODAL_TOOLS = [
  {
    modal: 'changePasswordModal',
    icon: 'shield',
    labelKey: 'password.changeTitle',
    testId: 'change-password',
  },
  {
    modal: 'authenticatorModal',
    icon: 'phone',
    labelKey: 'totp.setup',
    testId: 'setup-authenticator',
  },
] as const satisfies readonly {
  modal: ModalId;
  icon: IconName;
  labelKey: MessageKey;
  testId: string;
}[];

/** An authenticator is worth setting up only where a login may ask for its code (spec §4). */
function offersTool(modal: ModalId, secondFactor: readonly string[] = []): boolean {
  return modal !== 'authenticatorModal' || secondFactor.includes('totp');
}

interface ToolButtonProps {
  icon: IconName;
  label: string;
  testId: string;
  /** Repeats the label as a tooltip, for the tools whose label hides on narrow screens. */
  titled?: boolean;
  onClick: () => void;
}

/** A header tool: an icon with its label beside it (the label hides on phones). */
function ToolButton({ icon, label, testId, titled = false, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="wl-tool"
      data-testid={testId}
      title={titled ? label : undefined}
      onClick={onClick}
    >
      <Icon name={icon} size={18} />
      <span className="wl-tool__label">{label}</span>
    </button>
  );
}

/**
 * The account's popups and sign out, with their labels: in the header on wide screens, in the
 * site menu below (the header has no room to label them there, spec issue 10).
 */
export function AccountTools({ place }: { place: 'header' | 'menu' }) {
  const t = useT();
  const { brand, status } = useSite();
  const openModal = useOpenModal();
  const setSession = useSetAtom(sessionAtom);
  const modalOpen = useAtomValue(openModalAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // The header's copy keeps the test ids the rest of the suite knows; the menu's are prefixed.
  const id = (testId: string) => (place === 'menu' ? `menu-${testId}` : testId);

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

  return (
    <>
      {MODAL_TOOLS.filter((tool) => offersTool(tool.modal, status.secondFactorMethods)).map(
        (tool) => (
          <ToolButton
            key={tool.modal}
            icon={tool.icon}
            label={t(tool.labelKey)}
            testId={id(tool.testId)}
            titled={place === 'header'}
            onClick={() => openModal({ id: tool.modal })}
          />
        ),
      )}
      <ToolButton
        icon="logout"
        label={t('account.signOut')}
        testId={id('sign-out')}
        onClick={() => setConfirming(true)}
      />
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
    </>
  );
}

/** Spec §2.2 logged-in block: the features' buttons (Deposit, Agent, balance), name, tools. */
export default function HeaderAccount({ session }: { session: Session }) {
  // The member label beside the name (spec §2.2).
  const label = useMemberLabels()[0];
  return (
    <div className="wl-account">
      <HeaderActions place="member" session={session} />
      <span className="wl-account__name" data-testid="account-name">
        <Icon name="user" size={16} />
        <span className="wl-account__text">
          {maskIfMobile(session.nickname || session.account)}
        </span>
        {label && <span className="wl-account__label">{label}</span>}
      </span>
      {/* Below 1340 px these move into the site menu, where they keep their labels. */}
      <span className="wl-account__tools">
        <AccountTools place="header" />
      </span>
    </div>
  );
}
