import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { Link } from '../router/links.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';
import { Clock } from './clock.tsx';
import { CustomerServiceLink } from './customer-service-link.tsx';
import { HeaderActions } from './header-actions.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuButton } from './site-menu.tsx';

// Only logged-in visitors need the account block (member info, logout): keep it out of the entry.
const HeaderAccount = lazy(() => import('./header-account.tsx'));

/** Spec §2.2 top bar: logo, tools, clock, language, then login buttons or the account block. */
export function TopBar() {
  const t = useT();
  const { brand, status } = useSite();
  const session = useAtomValue(sessionAtom);

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
          <HeaderActions place="tools" session={session} />
        </div>
        <Clock />
        <LanguageSwitch />
        <div className="wl-topbar__auth">
          {session ? (
            <Suspense fallback={<span className="wl-spinner wl-spinner--sm" />}>
              <HeaderAccount session={session} />
            </Suspense>
          ) : (
            <HeaderActions place="guest" session={null} />
          )}
        </div>
        {/* Below 1340 px the side bars and the account's tools live in the site menu. */}
        <MenuButton className="wl-tool wl-topbar__menu" testId="menu-button" />
      </div>
    </div>
  );
}
