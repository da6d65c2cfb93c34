import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor, FeatureRoute, PageModule } from '../../app/feature.ts';

const lobby = () => import('./sports-lobby.tsx');
const cockfight = () => import('./cockfight-lobby.tsx');

/** A book's lobby route; each book is a game category with a module of the same id. */
const book = (
  path: string,
  category: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT',
  load: () => Promise<PageModule>,
  registerPrompt: boolean,
): FeatureRoute => ({
  path,
  layout: 'full',
  titleKey: `category.${category}`,
  category,
  requires: [category],
  registerPrompt,
  load,
});

/**
 * The platform's own books (docs/sportsbook.md): the sportsbook at /sports and /sport, the
 * e-sports book at /esports (spec §2.1), cockfighting at /cockfight; each tab shows only when
 * the brand's status lists a vendor of its category (spec §2.2), so lotus has no cockfighting.
 */
export const sportsFeature: FeatureDescriptor = {
  id: 'sports',
  dictionaryParts: ['sports'],
  requires: [MODULE.games],
  routes: [
    book('/sports', 'SPORTS', lobby, true),
    book('/sport', 'SPORTS', lobby, true),
    book('/esports', 'ESPORTS', lobby, true),
    book('/cockfight', 'COCKFIGHT', cockfight, false),
  ],
  navTabs: [
    { path: '/sports', labelKey: 'category.SPORTS', order: 20, category: 'SPORTS' },
    { path: '/esports', labelKey: 'category.ESPORTS', order: 80, category: 'ESPORTS' },
    { path: '/cockfight', labelKey: 'category.COCKFIGHT', order: 90, category: 'COCKFIGHT' },
  ],
  homeSections: [
    { id: 'sports-hot', order: 20, requires: ['SPORTS'], load: () => import('./home-hot.tsx') },
  ],
};
