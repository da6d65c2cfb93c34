import { useEffect, useRef } from 'react';
import { NavLink } from '../router/links.tsx';
import { useLocation } from '../router/router.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { CategoryIcon, Icon, PathIcon, VendorBadge } from '../ui/icons.tsx';
import { FeatureIconView } from './feature-icon.tsx';
import { useScrollEdges } from './use-scroll-edges.ts';
import './nav-bar.css';

// A chevron pointing to the inline start; CSS mirrors it for the other button and in RTL.
const CHEVRON_BACK = 'M15 5l-7 7 7 7';

const testId = (path: string) => `nav-tab-${path.replace(/^\//, '').toLowerCase()}`;

/** Spec §2.2: home, one tab per category with vendors (each with its vendors), promotions. */
export function NavBar() {
  const t = useT();
  const { navTabs } = useSite();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the nav scrolls sideways; keep the current tab in view.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('.wl-nav__tab.is-active');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  // Spec issue 10: a strip that scrolls says so, with fading edges and buttons, so a tab past
  // the edge (lotus's Lottery on a phone) is found.
  const { edges, scroll } = useScrollEdges(listRef, navTabs);

  return (
    <nav
      className="wl-nav"
      aria-label={t('nav.label')}
      data-testid="nav-bar"
      data-more-back={edges.back || undefined}
      data-more-forward={edges.forward || undefined}
    >
      {(['back', 'forward'] as const).map((towards) => (
        <button
          key={towards}
          type="button"
          className={`wl-nav__more wl-nav__more--${towards}`}
          data-testid={`nav-more-${towards}`}
          aria-label={t(towards === 'back' ? 'nav.scrollBack' : 'nav.scrollForward')}
          hidden={!edges[towards]}
          onClick={() => scroll(towards)}
        >
          <PathIcon d={CHEVRON_BACK} size={18} strokeWidth={2.2} className="wl-icon" />
        </button>
      ))}
      <ul className="wl-nav__list" ref={listRef}>
        {navTabs.map((tab) => (
          <li key={tab.path} className="wl-nav__item">
            <NavLink
              to={tab.path}
              className={({ isActive }) => `wl-nav__tab${isActive ? ' is-active' : ''}`}
              data-testid={testId(tab.path)}
            >
              {tab.icon ? (
                <FeatureIconView icon={tab.icon} size={20} />
              ) : (
                tab.category && <CategoryIcon category={tab.category} size={20} />
              )}
              <span>{t(tab.labelKey)}</span>
              {tab.vendors.length > 0 && <Icon name="chevronDown" size={14} />}
            </NavLink>
            {tab.category && tab.vendors.length > 0 && (
              <div className="wl-nav__menu">
                <p className="wl-nav__menu-title">
                  {t('nav.providers', { category: t(`category.${tab.category}`) })}
                </p>
                <ul>
                  {tab.vendors.map((vendor) => (
                    <li key={vendor.code}>
                      <NavLink
                        to={tab.vendorHref ? tab.vendorHref(vendor.code) : tab.path}
                        className="wl-nav__vendor"
                        data-testid={`nav-vendor-${vendor.code}`}
                        end
                      >
                        <VendorBadge name={vendor.displayName} size="sm" />
                        <span>{vendor.displayName}</span>
                        {vendor.isHot && <span className="wl-hot">{t('category.hot')}</span>}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
