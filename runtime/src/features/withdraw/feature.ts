import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 withdraw, with the receipt confirmation of spec §4 on each paid withdrawal. */
export const withdrawFeature: FeatureDescriptor = {
  id: 'withdraw',
  routes: [],
  memberCentrePages: [
    { key: 'withdraw', labelKey: 'mc.withdraw', load: () => import('./withdraw-page.tsx') },
  ],
};
