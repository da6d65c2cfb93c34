import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { mcPage } from '../../app/feature-builders.ts';

/**
 * Spec §2.4 depositv2 and the deposit tutorial of spec §2.6 (reached from the deposit page).
 * DEPOSIT is off when the platform has no payment gateway configured; the Deposit button goes
 * with the page it opens.
 */
export const depositFeature: FeatureDescriptor = {
  id: 'deposit',
  dictionaryParts: ['deposit'],
  requires: [MODULE.memberCenter, MODULE.deposit],
  routes: [],
  headerActions: [
    { id: 'deposit', place: 'member', order: 10, load: () => import('./deposit-button.tsx') },
  ],
  memberCentrePages: [
    mcPage('depositv2', 30, 'M12 3v12M7 10l5 5 5-5M4 19h16', () => import('./deposit-page.tsx')),
    {
      key: 'depositTeach',
      labelKey: 'mc.depositTeach',
      parent: 'depositv2',
      load: () => import('./deposit-teach-page.tsx'),
    },
  ],
};
