import type { GameCategory } from '../../../../contract/modules.ts';

/** The hero's art has room for three category orbs. */
const ORBS = 3;

/**
 * The categories the hero names and draws: those the site really offers (a nav tab with
 * vendors), in the nav bar's order, so a brand without lottery never promises lottery.
 */
export function heroCategories(
  tabs: readonly { category?: GameCategory | undefined }[],
): GameCategory[] {
  const seen = new Set<GameCategory>();
  for (const tab of tabs) if (tab.category) seen.add(tab.category);
  return [...seen];
}

/** The orbs: the first three categories the brand has. */
export function orbCategories(categories: readonly GameCategory[]): GameCategory[] {
  return categories.slice(0, ORBS);
}

/** "Live Casino, Slots and Sports" in the page's language. */
export function listNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
