import type { FeatureDescriptor } from './app/feature.ts';
import { accountFeature } from './features/account/feature.ts';
import { agentFeature } from './features/agent/feature.ts';
import { depositFeature } from './features/deposit/feature.ts';
import { downloadFeature } from './features/download/feature.ts';
import { gamesFeature } from './features/games/feature.ts';
import { helpFeature } from './features/help/feature.ts';
import { historyFeature } from './features/history/feature.ts';
import { homeFeature } from './features/home/feature.ts';
import { identityFeature } from './features/identity/feature.ts';
import { joinFeature } from './features/join/feature.ts';
import { lotteryFeature } from './features/lottery/feature.ts';
import { messagesFeature } from './features/messages/feature.ts';
import { pointMallFeature } from './features/point-mall/feature.ts';
import { promotionsFeature } from './features/promotions/feature.ts';
import { sportsFeature } from './features/sports/feature.ts';
import { speedTestFeature } from './features/speed-test/feature.ts';
import { walletFeature } from './features/wallet/feature.ts';
import { withdrawFeature } from './features/withdraw/feature.ts';

/**
 * Every feature of the site, handed to the app by main.tsx (the composition root), so app/
 * never imports a feature. Adding a feature = adding its folder and one line here.
 */
export const FEATURES: readonly FeatureDescriptor[] = [
  homeFeature,
  identityFeature,
  gamesFeature,
  lotteryFeature,
  sportsFeature,
  promotionsFeature,
  pointMallFeature,
  helpFeature,
  downloadFeature,
  joinFeature,
  depositFeature,
  withdrawFeature,
  historyFeature,
  messagesFeature,
  accountFeature,
  walletFeature,
  agentFeature,
  speedTestFeature,
];
