import type { PermissionInfo } from '../../../../contract/system.ts';

export type CustomerServiceEntry = PermissionInfo['customerService'][number];

/** The only schemes a customer-service path may have (as `whitelabel validate` demands). */
const SAFE_SCHEMES = new Set(['https:', 'http:', 'tel:', 'mailto:']);

/**
 * Defence in depth behind the schema: the platform's settings can be edited in the database,
 * and a `javascript:` or `data:` path would run in the site's origin. The path is parsed the
 * way the browser will (leading spaces and tabs inside the scheme are dropped first), so
 * " javascript:" and "java\tscript:" are refused too.
 */
export function isSafeServicePath(path: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(path).protocol);
  } catch {
    return false; // relative or malformed: not an address the platform should hand out
  }
}

/**
 * Spec §6: members labelled vipcs get the second entry, everyone else the first (a visitor
 * has no labels). An entry whose path is not safe to open counts as absent.
 */
export function customerServiceEntry(
  entries: readonly CustomerServiceEntry[],
  memberLabels: readonly string[] = [],
): CustomerServiceEntry | undefined {
  const entry = memberLabels.includes('vipcs') && entries[1] ? entries[1] : entries[0];
  return entry && isSafeServicePath(entry.path) ? entry : undefined;
}

/**
 * Type 3 opens in a 440 × 500 popup (spec §6). Checked again here, at the moment of opening,
 * because a type 3 path is decrypted on the way and must pass after that too. The chat is
 * another site: `noopener` keeps it from reaching back into ours through window.opener.
 */
export function openCustomerServicePopup(path: string, win: Pick<Window, 'open'> = window): void {
  if (!isSafeServicePath(path)) return;
  win.open(path, 'wl-customer-service', 'popup=yes,width=440,height=500,noopener');
}
