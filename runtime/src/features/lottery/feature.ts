import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

const load = () => import('./lottery-page.tsx');

/**
 * Spec §4 lottery start: a vendor of the nav dropdown goes through the platform's launch
 * answer (TCG_SEA → Vietnamese lobby, GPI → its game, others → /lottery), see
 * use-lottery-launch.ts.
 */
const launches = (code: string) => `/lottery?vendor=${encodeURIComponent(code)}`;

/** The lottery lobby and game views; /lottery shows the header only (spec §2.1). */
export const lotteryFeature: FeatureDescriptor = {
  id: 'lottery',
  dictionaryParts: ['lottery'],
  requires: [MODULE.games],
  routes: [
    {
      path: '/lottery',
      layout: 'header-only',
      titleKey: 'category.LOTT',
      category: 'LOTT',
      requires: ['LOTT'],
      load,
    },
    {
      path: '/lott',
      layout: 'full',
      titleKey: 'category.LOTT',
      category: 'LOTT',
      requires: ['LOTT'],
      load,
    },
    {
      path: '/elott',
      layout: 'full',
      titleKey: 'category.ELOTT',
      category: 'ELOTT',
      requires: ['ELOTT'],
      load,
    },
  ],
  navTabs: [
    {
      path: '/elott',
      labelKey: 'category.ELOTT',
      order: 60,
      category: 'ELOTT',
      vendorHref: launches,
    },
    {
      path: '/lottery',
      labelKey: 'category.LOTT',
      order: 70,
      category: 'LOTT',
      vendorHref: launches,
    },
  ],
};
