import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor, FeatureRoute } from '../../app/feature.ts';

const load = () => import('./games-page.tsx');

const lobby = (
  path: string,
  category: NonNullable<FeatureRoute['category']>,
  registerPrompt = false,
): FeatureRoute => ({
  path,
  layout: 'full',
  titleKey: `category.${category}`,
  category,
  requires: [category],
  registerPrompt,
  load,
});

/** Game lobbies per category (spec §2.1, §2.2). */
export const gamesFeature: FeatureDescriptor = {
  id: 'games',
  requires: [MODULE.games],
  routes: [
    lobby('/live', 'LIVE', true),
    lobby('/sports', 'SPORTS', true),
    lobby('/fish', 'FISH', true),
    lobby('/rng', 'RNG'),
    lobby('/pvp', 'PVP', true),
    lobby('/elott', 'ELOTT'),
    lobby('/esports', 'ESPORTS', true),
    lobby('/sport', 'SPORTS'),
    lobby('/slot', 'RNG'),
    { path: '/game', layout: 'header-only', titleKey: 'page.games', load },
    { path: '/seamless', layout: 'header-only', titleKey: 'page.seamless', load },
  ],
  navTabs: [
    { path: '/live', labelKey: 'category.LIVE', order: 10, category: 'LIVE' },
    { path: '/sports', labelKey: 'category.SPORTS', order: 20, category: 'SPORTS' },
    { path: '/fish', labelKey: 'category.FISH', order: 30, category: 'FISH' },
    { path: '/rng', labelKey: 'category.RNG', order: 40, category: 'RNG' },
    { path: '/pvp', labelKey: 'category.PVP', order: 50, category: 'PVP' },
    { path: '/elott', labelKey: 'category.ELOTT', order: 60, category: 'ELOTT' },
    { path: '/esports', labelKey: 'category.ESPORTS', order: 80, category: 'ESPORTS' },
  ],
};
