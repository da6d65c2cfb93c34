import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 securityCenter (my account) and referral (the member's code and link). */
export const accountFeature: FeatureDescriptor = {
  id: 'account',
  routes: [],
  memberCentrePages: [
    {
      key: 'securityCenter',
      labelKey: 'mc.securityCenter',
      load: () => import('./security-center-page.tsx'),
    },
    { key: 'referral', labelKey: 'mc.referral', load: () => import('./referral-page.tsx') },
  ],
};
