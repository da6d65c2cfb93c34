import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

export const promotionsFeature: FeatureDescriptor = {
  id: 'promotions',
  requires: [MODULE.promotion],
  routes: [
    {
      path: '/promotions',
      layout: 'full',
      titleKey: 'page.promotions',
      load: () => import('./promotions-page.tsx'),
    },
  ],
  navTabs: [{ path: '/promotions', labelKey: 'nav.promotions', order: 100 }],
  memberCentrePages: [
    {
      key: 'missionLeaderboard',
      labelKey: 'mc.missionLeaderboard',
      load: () => import('./mission-leaderboard-page.tsx'),
    },
  ],
};
