import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 securityCenter (my account) and referral (the member's code and link). */
export const accountFeature: FeatureDescriptor = {
  id: 'account',
  requires: [MODULE.memberCenter],
  routes: [],
  memberCentrePages: [
    {
      key: 'securityCenter',
      labelKey: 'mc.securityCenter',
      order: 10,
      icon: { path: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4' },
      load: () => import('./security-center-page.tsx'),
    },
    {
      key: 'referral',
      labelKey: 'mc.referral',
      order: 110,
      icon: { path: 'M8 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a6 6 0 0 1 12 0M17 8v6M14 11h6' },
      requires: [MODULE.referral],
      load: () => import('./referral-page.tsx'),
    },
  ],
};
