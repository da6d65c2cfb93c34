import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

/**
 * Spec §2.4 transferFund (my wallet) and transferUpline (spec §6 who may send to whom), and the
 * header's balance (spec §2.2), which stays when the member centre is off.
 */
export const walletFeature: FeatureDescriptor = {
  id: 'wallet',
  dictionaryParts: ['wallet'],
  routes: [],
  headerActions: [
    { id: 'balance', place: 'member', order: 30, load: () => import('./header-balance.tsx') },
  ],
  memberCentrePages: [
    {
      key: 'transferFund',
      labelKey: 'mc.transferFund',
      order: 20,
      icon: { path: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M16 13h2' },
      requires: [MODULE.memberCenter],
      load: () => import('./transfer-fund-page.tsx'),
    },
    {
      key: 'transferUpline',
      labelKey: 'mc.transferUpline',
      order: 50,
      icon: { path: 'M4 8h14l-4-4M20 16H6l4 4' },
      requires: [MODULE.memberCenter],
      load: () => import('./transfer-upline-page.tsx'),
    },
  ],
};
