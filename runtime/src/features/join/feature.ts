import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { JoinEntry } from './shell-slots.tsx';

export const joinFeature: FeatureDescriptor = {
  id: 'join',
  requires: [MODULE.join],
  routes: [
    {
      path: '/join',
      layout: 'full',
      titleKey: 'page.join',
      load: () => import('./join-page.tsx'),
    },
  ],
  sideBar: [{ id: 'join', side: 'end', order: 0, component: JoinEntry }],
};
