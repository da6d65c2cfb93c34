import type { FeatureDescriptor } from './feature.ts';
import { downloadFeature } from '../features/download/feature.ts';
import { gamesFeature } from '../features/games/feature.ts';
import { helpFeature } from '../features/help/feature.ts';
import { homeFeature } from '../features/home/feature.ts';
import { identityFeature } from '../features/identity/feature.ts';
import { joinFeature } from '../features/join/feature.ts';
import { lotteryFeature } from '../features/lottery/feature.ts';
import { pointMallFeature } from '../features/point-mall/feature.ts';
import { promotionsFeature } from '../features/promotions/feature.ts';

/** Every feature of the site. Adding a feature = adding its folder and one line here. */
export const FEATURES: readonly FeatureDescriptor[] = [
  homeFeature,
  identityFeature,
  gamesFeature,
  lotteryFeature,
  promotionsFeature,
  pointMallFeature,
  helpFeature,
  downloadFeature,
  joinFeature,
];
