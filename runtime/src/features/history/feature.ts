import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { mcPage } from '../../app/feature-builders.ts';

const ICON = {
  bets: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  list: 'M4 5h16M4 12h16M4 19h10',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10 4 7.5 5 9 9 12 9zM12 9s2-5 4.5-4S15 9 12 9z',
  star: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
};

/** Spec §2.4 histories: betting record, account record, profit and loss, bonuses, rewards. */
export const historyFeature: FeatureDescriptor = {
  id: 'history',
  dictionaryParts: ['history'],
  requires: [MODULE.memberCenter],
  routes: [],
  memberCentrePages: [
    mcPage('personalHistoryCopy', 60, ICON.bets, () => import('./bet-history-page.tsx')),
    mcPage('transactionHistory', 70, ICON.list, () => import('./transaction-history-page.tsx')),
    mcPage('personalProfit', 80, ICON.chart, () => import('./profit-page.tsx')),
    mcPage('bonusDetails', 90, ICON.gift, () => import('./bonus-page.tsx')),
    mcPage('rewardCenter', 100, ICON.star, () => import('./reward-centre-page.tsx')),
  ],
};
