import type { ReactNode } from 'react';
import type { ResolvedBrand } from '../../../../contract/brand.ts';
import { Icon, type IconName } from '../ui/icons.tsx';

interface StatusScreenProps {
  brand: Pick<ResolvedBrand, 'name' | 'theme'>;
  icon: IconName;
  tone?: 'neutral' | 'danger';
  title: string;
  testId: string;
  children: ReactNode;
}

/** The full-page card used when the site cannot open: maintenance, region, failed boot. */
export function StatusScreen({
  brand,
  icon,
  tone = 'neutral',
  title,
  testId,
  children,
}: StatusScreenProps) {
  return (
    <main className="wl-status" data-testid={testId}>
      <div className="wl-status__card">
        <img className="wl-status__logo" src={brand.theme.logo} alt={brand.name} height={44} />
        <div className={`wl-status__icon wl-status__icon--${tone}`} aria-hidden="true">
          <Icon name={icon} size={40} />
        </div>
        <h1 className="wl-status__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
