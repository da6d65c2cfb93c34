import type { PermissionInfo } from '../../../../contract/system.ts';

export type CustomerServiceEntry = PermissionInfo['customerService'][number];

/**
 * Spec §6: members labelled vipcs get the second entry, everyone else the first.
 * Member labels arrive with the identity issue; until then everyone gets the first.
 */
export function customerServiceEntry(
  entries: readonly CustomerServiceEntry[],
  memberLabels: readonly string[] = [],
): CustomerServiceEntry | undefined {
  if (memberLabels.includes('vipcs') && entries[1]) return entries[1];
  return entries[0];
}

/** Type 3 opens in a 440 × 500 popup (spec §6). */
export function openCustomerServicePopup(path: string, win: Pick<Window, 'open'> = window): void {
  win.open(path, 'wl-customer-service', 'popup=yes,width=440,height=500');
}
