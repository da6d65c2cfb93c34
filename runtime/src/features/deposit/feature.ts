import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

/**
 * Spec §2.4 depositv2 and the deposit tutorial of spec §2.6 (reached from the deposit page).
 * DEPOSIT is off when the platform has no payment gateway configured.
 */
export const depositFeature: FeatureDescriptor = {
  id: 'deposit',
  requires: [MODULE.deposit],
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
