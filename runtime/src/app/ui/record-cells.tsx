import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { StatusChip, type StatusTone } from './status-chip.tsx';

/**
 * The amount and status cells that end a record table's row (deposits, rewards…). The
 * data-label repeats the column head, which the stacked phone layout shows beside the value.
 */
export function AmountCell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <td data-label={t('table.amount')} className="is-number">
      {children}
    </td>
  );
}

export function StatusCell({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const t = useT();
  return (
    <td data-label={t('table.status')}>
      <StatusChip tone={tone}>{children}</StatusChip>
    </td>
  );
}
