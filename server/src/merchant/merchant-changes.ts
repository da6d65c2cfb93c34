/**
 * A counter of merchant changes made by this process. Whatever writes the merchants table
 * (seeding, an operator's settings change, the tests' setSettings) calls noteMerchantChange
 * once the write has committed; caches of merchant rows (http/cached-merchant.ts) drop what
 * they read before. Other server processes on the same database do not see this counter:
 * their caches are short-lived instead (see cached-merchant.ts for why).
 */
let changes = 0;

export function noteMerchantChange(): void {
  changes += 1;
}

/** The number of merchant changes this process has made so far. */
export function merchantChangeCount(): number {
  return changes;
}
