import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

const load = () => import('./lottery-page.tsx');

/** The LOTT lobby; /lottery shows the header only (spec §2.1). */
export const lotteryFeature: FeatureDescriptor = {
  id: 'lottery',
  requires: [MODULE.games, 'LOTT'],
  routes: [
    { path: '/lottery', layout: 'header-only', titleKey: 'category.LOTT', category: 'LOTT', load },
    { path: '/lott', layout: 'full', titleKey: 'category.LOTT', category: 'LOTT', load },
  ],
  navTabs: [{ path: '/lottery', labelKey: 'category.LOTT', order: 70, category: 'LOTT' }],
};
