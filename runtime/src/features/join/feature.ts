import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';
import { JoinEntry } from './shell-slots.tsx';

export const joinFeature: FeatureDescriptor = {
  id: 'join',
  requires: [MODULE.join],
  routes: pageRoutes('page.join', () => import('./join-page.tsx'), { '/join': 'full' }),
  sideBar: [{ id: 'join', side: 'end', order: 0, component: JoinEntry }],
};
