import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { SpeedTestEntry } from './shell-slots.tsx';

/** Spec §2.2: the speed test entry of the side bar. */
export const speedTestFeature: FeatureDescriptor = {
  id: 'speed-test',
  requires: [MODULE.speedTest],
  routes: [],
  sideBar: [{ id: 'speedTest', side: 'end', order: 60, component: SpeedTestEntry }],
};
