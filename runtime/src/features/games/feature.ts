import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor, FeatureRoute, PageModule } from '../../app/feature.ts';

const slots = () => import('./slots-lobby.tsx');
const live = () => import('./live-lobby.tsx');
const fish = () => import('./fish-lobby.tsx');
const pvp = () => import('./pvp-lobby.tsx');
const game = () => import('./game-page.tsx');

const lobby = (
  path: string,
  category: NonNullable<FeatureRoute['category']>,
  load: () => Promise<PageModule>,
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

/**
 * Spec §2.2 "clicking a vendor launches it": a slots vendor opens its tab of the slots lobby
 * (spec §2.1 `/rng?page=`); in the other lobbies the vendor opens (its popup of games for a
 * VASSALAGE vendor, else its featured game) — see use-vendor-open.ts.
 */
const opensVendor = (path: string) => (code: string) =>
  `${path}?page=${encodeURIComponent(code)}&open=1`;

/** Game lobbies per category (spec §2.1, §2.2); each lobby's code loads when first shown. */
export const gamesFeature: FeatureDescriptor = {
  id: 'games',
  dictionaryParts: ['games'],
  requires: [MODULE.games],
  routes: [
    lobby('/live', 'LIVE', live, true),
    lobby('/fish', 'FISH', fish, true),
    lobby('/rng', 'RNG', slots),
    lobby('/pvp', 'PVP', pvp, true),
    lobby('/slot', 'RNG', slots),
    { path: '/game', layout: 'header-only', titleKey: 'page.games', load: game },
    { path: '/seamless', layout: 'header-only', titleKey: 'page.seamless', load: game },
  ],
  navTabs: [
    {
      path: '/live',
      labelKey: 'category.LIVE',
      order: 10,
      category: 'LIVE',
      vendorHref: opensVendor('/live'),
    },
    {
      path: '/fish',
      labelKey: 'category.FISH',
      order: 30,
      category: 'FISH',
      vendorHref: opensVendor('/fish'),
    },
    {
      path: '/rng',
      labelKey: 'category.RNG',
      order: 40,
      category: 'RNG',
      vendorHref: (code) => `/rng?page=${encodeURIComponent(code)}`,
    },
    {
      path: '/pvp',
      labelKey: 'category.PVP',
      order: 50,
      category: 'PVP',
      vendorHref: opensVendor('/pvp'),
    },
  ],
  homeSections: [{ id: 'games-home', order: 10, load: () => import('./home-games.tsx') }],
};
