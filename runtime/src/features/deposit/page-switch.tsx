import type { ReactNode } from 'react';
import type { MemberCentrePageProps } from '../../app/feature.ts';

interface PageSwitchProps {
  /** The member-centre page to show instead of this one. */
  to: string;
  openPage: MemberCentrePageProps['openPage'];
  testId: string;
  className?: string;
  children: ReactNode;
}

/** The ghost button between the deposit page and its tutorial, in either direction. */
export function PageSwitch({ to, openPage, testId, className, children }: PageSwitchProps) {
  return (
    <button
      type="button"
      className={
        className ? `wl-button wl-button--ghost ${className}` : 'wl-button wl-button--ghost'
      }
      data-testid={testId}
      onClick={() => openPage(to)}
    >
      {children}
    </button>
  );
}
