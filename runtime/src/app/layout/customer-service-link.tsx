import type { ReactNode } from 'react';
import type { PermissionInfo } from '../../../../contract/system.ts';
import { customerServiceEntry, openCustomerServicePopup } from './customer-service.ts';

interface Props {
  entries: PermissionInfo['customerService'];
  className: string;
  children: ReactNode;
  testId?: string;
}

/**
 * Type 1 opens a new tab, 2 the same tab, 3 a 440 × 500 popup (spec §2.2, §6). One component
 * for the top bar and the maintenance and region pages, so every entry point honours the type.
 */
export function CustomerServiceLink({ entries, className, children, testId }: Props) {
  const entry = customerServiceEntry(entries);
  if (!entry) return null;
  if (entry.type === 3) {
    // The path of a type 3 entry comes encrypted once E payloads land; today it is plain.
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
