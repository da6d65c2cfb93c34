import type { ReactNode } from 'react';
import { Link } from '../router/links.tsx';
import type { GameCategory } from '../../../../contract/modules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { CategoryIcon, Icon } from './icons.tsx';

interface ComingSoonProps {
  /** The translated section name, e.g. "Live Casino". */
  name: string;
  category?: GameCategory;
  /** Replaces the default explanation. */
  body?: string;
  children?: ReactNode;
  /** Hide the home link where there is no site around the page (/helpmc). */
  showHomeLink?: boolean;
}

/** The honest state of a section the platform does not offer yet: says so, fakes no work. */
export function ComingSoon({
  name,
  category,
  body,
  children,
  showHomeLink = true,
}: ComingSoonProps) {
  const t = useT();
  return (
    <section className="wl-soon" data-testid="coming-soon" aria-labelledby="wl-soon-title">
      <div className="wl-soon__art" aria-hidden="true">
        {category ? (
          <CategoryIcon category={category} size={56} />
        ) : (
          <Icon name="sparkle" size={56} />
        )}
      </div>
      <span className="wl-chip">{t('comingSoon.badge')}</span>
      <h1 id="wl-soon-title" className="wl-soon__title">
        {t('comingSoon.title', { name })}
      </h1>
      <p className="wl-soon__body">{body ?? t('comingSoon.body')}</p>
      {children}
      {showHomeLink && (
        <Link className="wl-button wl-button--ghost" to="/index">
          <Icon name="home" size={18} />
          {t('comingSoon.back')}
        </Link>
      )}
    </section>
  );
}
