import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';

/**
 * Spec §2.1 keeps the /join route, but the join page is not built yet, so nothing leads there:
 * the side bar's join button comes back with the page (issue 10: nothing shows what is not built).
 */
export const joinFeature: FeatureDescriptor = {
  id: 'join',
  requires: [MODULE.join],
  routes: pageRoutes('page.join', () => import('./join-page.tsx'), { '/join': 'full' }),
};
