import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { MODULE } from '../../../../contract/modules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useFreePlay } from '../free-play.ts';
import { useGate } from '../gate.ts';
import { useOpenModal } from '../modals.ts';
import { sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';
import { Clock } from './clock.tsx';
import { CustomerServiceLink } from './customer-service-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// Only logged-in visitors need the account block (member info, logout): keep it out of the entry.
const HeaderAccount = lazy(() => import('./header-account.tsx'));
const MessagesUnread = lazy(() => import('./messages-unread.tsx'));

function LoggedOut() {
  const t = useT();
  const { modules } = useSite();
  const openModal = useOpenModal();
  const freePlay = useFreePlay();
  return (
    <>
      <button
        type="button"
        className="wl-button wl-button--ghost"
        data-testid="login"
        onClick={() => openModal({ id: 'loginModal' })}
      >
        {t('header.login')}
      </button>
      {modules.has(MODULE.directRegister) && (
        <button
          type="button"
          className="wl-button wl-button--primary"
          data-testid="register"
          onClick={() => openModal({ id: 'registerModal' })}
        >
          {t('header.register')}
        </button>
      )}
      {modules.has(MODULE.freePlay) && (
        <button
          type="button"
          className="wl-button wl-button--outline"
          data-testid="free-trial"
          disabled={freePlay.busy}
          onClick={() => void freePlay.start()}
        >
          {t('header.freeTrial')}
        </button>
      )}
    </>
  );
}

/** Spec §2.2 top bar: logo, tools, clock, language, then login buttons or the account block. */
export function TopBar() {
  const t = useT();
  const { brand, status } = useSite();
  const session = useAtomValue(sessionAtom);
  const gate = useGate();
  const openModal = useOpenModal();

  return (
    <div className="wl-topbar">
      <div className="wl-topbar__inner">
        <Link
          to="/index"
          className="wl-logo"
          data-testid="logo"
          aria-label={t('header.logo', { brand: brand.name })}
        >
          <img src={brand.theme.logo} alt={brand.name} height={40} />
        </Link>
        <div className="wl-topbar__tools">
          <CustomerServiceLink
            entries={status.customerService}
            className="wl-tool"
            testId="customer-service"
          >
            <Icon name="headset" size={18} />
            <span className="wl-tool__label">{t('header.customerService')}</span>
          </CustomerServiceLink>
          <button
            type="button"
            className="wl-tool"
            data-testid="messages"
            onClick={() =>
              gate('member', () => openModal({ id: 'memberCentre', page: 'messageV2' }))
            }
          >
            <span className="wl-tool__icon">
              <Icon name="mail" size={18} />
              {session && (
                <Suspense fallback={null}>
                  <MessagesUnread token={session.token} />
                </Suspense>
              )}
            </span>
            <span className="wl-tool__label">{t('header.messages')}</span>
          </button>
        </div>
        <Clock />
        <LanguageSwitch />
        <div className="wl-topbar__auth">
          {session ? (
            <Suspense fallback={<span className="wl-spinner wl-spinner--sm" />}>
              <HeaderAccount session={session} />
            </Suspense>
          ) : (
            <LoggedOut />
          )}
        </div>
      </div>
    </div>
  );
}
