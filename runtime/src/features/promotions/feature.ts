import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';

export const promotionsFeature: FeatureDescriptor = {
  id: 'promotions',
  dictionaryParts: ['promotions'],
  requires: [MODULE.promotion],
  routes: pageRoutes('page.promotions', () => import('./promotions-page.tsx'), {
    '/promotions': 'full',
  }),
  navTabs: [{ path: '/promotions', labelKey: 'nav.promotions', order: 100, icon: 'gift' }],
  memberCentrePages: [
    {
      key: 'missionLeaderboard',
      labelKey: 'mc.missionLeaderboard',
      order: 120,
      icon: {
        path: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
      },
      requires: [MODULE.memberCenter, MODULE.mission],
      load: () => import('./mission-leaderboard-page.tsx'),
    },
  ],
};
