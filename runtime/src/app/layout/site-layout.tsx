import { Outlet } from '../router/routes.tsx';
import type { LayoutVariant } from '../feature.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { PhoneBar } from './phone-bar.tsx';
import { LeftBar, RightBar } from './side-bar.tsx';
import { SiteMenu } from './site-menu.tsx';
import { TopBar } from './top-bar.tsx';

export function Header() {
  const t = useT();
  return (
    <header className="wl-header" data-testid="header">
      {/* Inside the banner: content outside every landmark is missed by landmark navigation. */}
      <a className="wl-skip" href="#content">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <NavBar />
    </header>
  );
}

/** The three layout variants of spec §2.1 around the routed page. */
export function SiteLayout({ variant }: { variant: LayoutVariant }) {
  if (variant === 'bare') {
    return (
      <main id="content" className="wl-main wl-main--bare" data-layout="bare">
        <Outlet />
      </main>
    );
  }
  return (
    <div className={`wl-site wl-site--${variant}`} data-layout={variant}>
      <Header />
      {variant === 'full' && <LeftBar />}
      <main id="content" className="wl-main" tabIndex={-1}>
        <Outlet />
      </main>
      {variant === 'full' && <RightBar />}
      {variant === 'full' && <Footer />}
      <PhoneBar />
      <SiteMenu />
    </div>
  );
}
