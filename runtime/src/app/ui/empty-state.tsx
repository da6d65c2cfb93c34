import type { ReactNode } from 'react';
import './data-table.css';

interface EmptyStateProps {
  /** The translated sentence, e.g. "No records in these dates". */
  text: string;
  /** Defaults to an empty tray; pages may pass their own picture. */
  icon?: ReactNode;
  children?: ReactNode;
}

function Tray() {
  return (
    <svg width="56" height="56" viewBox="0 0 64 64" fill="none" aria-hidden="true">
      <rect x="10" y="14" width="44" height="36" rx="6" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M10 36h12l4 6h12l4-6h12"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M22 24h20M26 30h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** What a list says when it has nothing to show: a picture and one sentence, never a blank. */
export function EmptyState({ text, icon, children }: EmptyStateProps) {
  return (
    <div className="wl-empty" data-testid="empty-state">
      <div className="wl-empty__icon">{icon ?? <Tray />}</div>
      <p className="wl-empty__text">{text}</p>
      {children}
    </div>
  );
}
