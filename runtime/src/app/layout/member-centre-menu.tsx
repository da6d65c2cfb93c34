import { useEffect, useRef } from 'react';
import type { MemberCentrePageKey } from '../feature.ts';
import type { MemberCentrePageEntry } from '../routes.ts';
import { FeatureIconView } from './feature-icon.tsx';
import { useT } from '../../i18n/i18n.tsx';

const DEFAULT_ICON = { path: 'M4 4h16v16H4z' };

interface MemberCentreMenuProps {
  pages: readonly MemberCentrePageEntry[];
  active: MemberCentrePageKey;
  onSelect: (page: MemberCentrePageKey) => void;
  /** Counts shown beside an entry only when above 0 (spec §2.4 missions badge). */
  badges: Partial<Record<MemberCentrePageKey, number>>;
}

/** Spec §2.4 left menu: the registered pages, in their descriptors' order. */
export function MemberCentreMenu({ pages, active, onSelect, badges }: MemberCentreMenuProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const parent = pages.find((page) => page.key === active)?.parent;
  // On phones the menu is a scrolling strip: keep the current page's entry in view.
  useEffect(() => {
    ref.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <nav
      ref={ref}
      className="wl-mc__menu"
      data-testid="member-centre-menu"
      aria-label={t('memberCentre.title')}
    >
      <ul className="wl-mc__menu-list">
        {pages
          .filter((page) => page.inMenu)
          .map((page) => {
            const badge = badges[page.key] ?? 0;
            // A page reached from a menu page (the deposit tutorial) keeps its entry marked.
            const current = page.key === active || page.key === parent;
            return (
              <li key={page.key}>
                <button
                  type="button"
                  className={current ? 'wl-mc__tab is-active' : 'wl-mc__tab'}
                  data-testid={`mc-tab-${page.key}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onSelect(page.key)}
                >
                  <FeatureIconView icon={page.icon ?? DEFAULT_ICON} size={20} />
                  <span className="wl-mc__tab-label">{t(page.labelKey)}</span>
                  {badge > 0 && (
                    <span className="wl-mc__badge" data-testid={`mc-badge-${page.key}`}>
                      {badge}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
