import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';

const load = () => import('./point-mall-page.tsx');

/** /mall shows the header only (spec §2.1). */
export const pointMallFeature: FeatureDescriptor = {
  id: 'point-mall',
  requires: [MODULE.pointMall],
  routes: pageRoutes('page.pointMall', load, { '/pointMall': 'full', '/mall': 'header-only' }),
};
