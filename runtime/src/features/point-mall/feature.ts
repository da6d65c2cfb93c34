import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

const load = () => import('./point-mall-page.tsx');

/** /mall shows the header only (spec §2.1). */
export const pointMallFeature: FeatureDescriptor = {
  id: 'point-mall',
  requires: [MODULE.pointMall],
  routes: [
    { path: '/pointMall', layout: 'full', titleKey: 'page.pointMall', load },
    { path: '/mall', layout: 'header-only', titleKey: 'page.pointMall', load },
  ],
};
