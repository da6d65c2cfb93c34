import type { ReactNode } from 'react';
import type { PermissionInfo } from '../../../../contract/system.ts';
import { customerServiceEntry, openCustomerServicePopup } from './customer-service.ts';
import { useMemberLabels } from './use-member-labels.ts';

interface Props {
  entries: PermissionInfo['customerService'];
  className: string;
  children: ReactNode;
  testId?: string;
}

/**
 * Type 1 opens a new tab, 2 the same tab, 3 a 440 × 500 popup (spec §2.2, §6). One component
 * for the top bar and the maintenance and region pages, so every entry point honours the type
 * and a VIP member's labels.
 */
export function CustomerServiceLink({ entries, className, children, testId }: Props) {
  const entry = customerServiceEntry(entries, useMemberLabels());
  if (!entry) return null;
  if (entry.type === 3) {
    return (
      <button
        type="button"
        className={className}
        data-testid={testId}
        onClick={() => openCustomerServicePopup(entry.path)}
      >
        {children}
      </button>
    );
  }
  const newTab = entry.type !== 2;
  return (
    <a
      className={className}
      href={entry.path}
      data-testid={testId}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
