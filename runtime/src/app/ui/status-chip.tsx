import type { ReactNode } from 'react';
import './data-table.css';

/** How a record's state reads at a glance: still moving, done, or gone wrong. */
export type StatusTone = 'wait' | 'ok' | 'bad';

/** A record's state as a coloured chip (deposits, withdrawals, rewards). */
export function StatusChip({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`wl-status-chip wl-status-chip--${tone}`}>{children}</span>;
}
