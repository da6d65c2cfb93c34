import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 transferFund (my wallet) and transferUpline (spec §6 who may send to whom). */
export const walletFeature: FeatureDescriptor = {
  id: 'wallet',
  routes: [],
  memberCentrePages: [
    {
      key: 'transferFund',
      labelKey: 'mc.transferFund',
      load: () => import('./transfer-fund-page.tsx'),
    },
    {
      key: 'transferUpline',
      labelKey: 'mc.transferUpline',
      load: () => import('./transfer-upline-page.tsx'),
    },
  ],
};
