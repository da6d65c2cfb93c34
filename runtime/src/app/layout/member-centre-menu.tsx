import { useEffect, useRef } from 'react';
import type { MemberCentrePageKey } from '../feature.ts';
import type { MemberCentrePageEntry } from '../routes.ts';
import { PathIcon } from '../ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

// Outline icons for the menu, drawn on a 24 px grid like app/ui/icons.tsx.
const PATHS: Partial<Record<MemberCentrePageKey, string>> = {
  securityCenter: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  transferFund: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M16 13h2',
  depositv2: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 19h16',
  transferUpline: 'M4 8h14l-4-4M20 16H6l4 4',
  personalHistoryCopy: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  transactionHistory: 'M4 5h16M4 12h16M4 19h10',
  personalProfit: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bonusDetails:
    'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10 4 7.5 5 9 9 12 9zM12 9s2-5 4.5-4S15 9 12 9z',
  rewardCenter: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
  referral: 'M8 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a6 6 0 0 1 12 0M17 8v6M14 11h6',
  missionLeaderboard:
    'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  messageV2: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

function MenuIcon({ page }: { page: MemberCentrePageKey }) {
  return (
    <PathIcon d={PATHS[page] ?? 'M4 4h16v16H4z'} size={20} strokeWidth={1.8} className="wl-icon" />
  );
}

interface MemberCentreMenuProps {
  pages: readonly MemberCentrePageEntry[];
  active: MemberCentrePageKey;
  onSelect: (page: MemberCentrePageKey) => void;
  /** Counts shown beside an entry only when above 0 (spec §2.4 missions badge). */
  badges: Partial<Record<MemberCentrePageKey, number>>;
}

/** Spec §2.4 left menu: the registered pages, in the spec's order. */
export function MemberCentreMenu({ pages, active, onSelect, badges }: MemberCentreMenuProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
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
            // depositTeach belongs to the deposit entry, so that entry stays marked.
            const current =
              page.key === active || (active === 'depositTeach' && page.key === 'depositv2');
            return (
              <li key={page.key}>
                <button
                  type="button"
                  className={current ? 'wl-mc__tab is-active' : 'wl-mc__tab'}
                  data-testid={`mc-tab-${page.key}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onSelect(page.key)}
                >
                  <MenuIcon page={page.key} />
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
