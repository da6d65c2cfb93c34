import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.2 Agent button and the spec §2.5 agent centre; AGENTCENTER off hides both. */
export const agentFeature: FeatureDescriptor = {
  id: 'agent',
  requires: [MODULE.agentCenter],
  routes: [],
  headerActions: [
    { id: 'agent', place: 'member', order: 20, load: () => import('./agent-button.tsx') },
  ],
};
