import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 histories: betting record, account record, profit and loss, bonuses, rewards. */
export const historyFeature: FeatureDescriptor = {
  id: 'history',
  routes: [],
  memberCentrePages: [
    {
      key: 'personalHistoryCopy',
      labelKey: 'mc.personalHistoryCopy',
      load: () => import('./bet-history-page.tsx'),
    },
    {
      key: 'transactionHistory',
      labelKey: 'mc.transactionHistory',
      load: () => import('./transaction-history-page.tsx'),
    },
    {
      key: 'personalProfit',
      labelKey: 'mc.personalProfit',
      load: () => import('./profit-page.tsx'),
    },
    { key: 'bonusDetails', labelKey: 'mc.bonusDetails', load: () => import('./bonus-page.tsx') },
    {
      key: 'rewardCenter',
      labelKey: 'mc.rewardCenter',
      load: () => import('./reward-centre-page.tsx'),
    },
  ],
};
