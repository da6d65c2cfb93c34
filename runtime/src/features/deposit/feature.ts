import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 depositv2 and the deposit tutorial of spec §2.6 (reached from the deposit page). */
export const depositFeature: FeatureDescriptor = {
  id: 'deposit',
  routes: [],
  memberCentrePages: [
    { key: 'depositv2', labelKey: 'mc.depositv2', load: () => import('./deposit-page.tsx') },
    {
      key: 'depositTeach',
      labelKey: 'mc.depositTeach',
      load: () => import('./deposit-teach-page.tsx'),
    },
  ],
};
