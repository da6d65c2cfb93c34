import { useEffect, useRef } from 'react';
import type { AgentCentrePageEntry } from '../routes.ts';
import { FeatureIconView } from './feature-icon.tsx';
import { useT } from '../../i18n/i18n.tsx';

const DEFAULT_ICON = { path: 'M4 4h16v16H4z' };

interface AgentCentreMenuProps {
  pages: readonly AgentCentrePageEntry[];
  active: string;
  onSelect: (page: string) => void;
}

/** Spec §2.5 left menu (a scrolling strip on phones): the registered pages in spec order. */
export function AgentCentreMenu({ pages, active, onSelect }: AgentCentreMenuProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <nav
      ref={ref}
      className="wl-mc__menu"
      data-testid="agent-centre-menu"
      aria-label={t('agentCentre.title')}
    >
      <ul className="wl-mc__menu-list">
        {pages.map((page) => {
          const current = page.key === active;
          return (
            <li key={page.key}>
              <button
                type="button"
                className={current ? 'wl-mc__tab is-active' : 'wl-mc__tab'}
                data-testid={`ac-tab-${page.key}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(page.key)}
              >
                <FeatureIconView icon={page.icon ?? DEFAULT_ICON} size={20} />
                <span className="wl-mc__tab-label">{t(page.labelKey)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
