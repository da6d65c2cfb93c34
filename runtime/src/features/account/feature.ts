import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { mcPage } from '../../app/feature-builders.ts';

const SHIELD_ICON = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4';
const SHARE_ICON = 'M8 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a6 6 0 0 1 12 0M17 8v6M14 11h6';

/** Spec §2.4 securityCenter (my account) and referral (the member's code and link). */
export const accountFeature: FeatureDescriptor = {
  id: 'account',
  dictionaryParts: ['account'],
  requires: [MODULE.memberCenter],
  routes: [],
  memberCentrePages: [
    mcPage('securityCenter', 10, SHIELD_ICON, () => import('./security-center-page.tsx')),
    mcPage('referral', 110, SHARE_ICON, () => import('./referral-page.tsx'), {
      requires: [MODULE.referral],
    }),
  ],
};
