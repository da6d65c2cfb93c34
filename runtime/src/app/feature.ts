import type { ComponentType } from 'react';
import type { GameCategory } from '../../../contract/modules.ts';
import type { MessageKey } from '../i18n/i18n.tsx';

/** Spec §2.1: header, footer and side bars; the header only; or nothing around the page. */
export type LayoutVariant = 'full' | 'header-only' | 'bare';

/** What the shell hands every page. */
export interface PageProps {
  titleKey: MessageKey;
  category?: GameCategory;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface FeatureRoute {
  path: string;
  layout: LayoutVariant;
  /** A dynamic import, so a route that is not registered never downloads its page. */
  load: () => Promise<PageModule>;
  titleKey: MessageKey;
  /** Module ids that must all be on, besides the feature's own. */
  requires?: readonly string[];
  category?: GameCategory;
  /** Spec §2.2: the register prompt banner shows on live, fish, sports, esports and pvp. */
  registerPrompt?: boolean;
}

export interface FeatureNavTab {
  path: string;
  labelKey: MessageKey;
  /** Position in the nav bar; home is 0, game categories 10–80, promotions 100. */
  order: number;
  /** A category tab shows only when the status lists vendors of that category. */
  category?: GameCategory;
}

/** The popups a feature offers the shell (DESIGN "Runtime": descriptors name their modals). */
export type ModalId = 'loginModal' | 'registerModal' | 'changePasswordModal' | 'authenticatorModal';

/** Spec §2.4: the member centre's menu, in this order. */
export const MEMBER_CENTRE_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

/** A menu page, or a page reached from one (depositTeach: the deposit tutorial, spec §2.6). */
export type MemberCentrePageKey = (typeof MEMBER_CENTRE_MENU)[number] | 'depositTeach';

/** What the member centre hands each of its pages. */
export interface MemberCentrePageProps {
  /** Switches the member centre to another page (e.g. deposit → its tutorial). */
  openPage: (page: MemberCentrePageKey) => void;
}

export type MemberCentrePageModule = { default: ComponentType<MemberCentrePageProps> };

export interface FeatureMemberCentrePage {
  key: MemberCentrePageKey;
  labelKey: MessageKey;
  /** A dynamic import: a page's code downloads only when it is first shown. */
  load: () => Promise<MemberCentrePageModule>;
  /** Module ids that must all be on, besides the feature's own. */
  requires?: readonly string[];
}

export interface ModalProps {
  onClose: () => void;
  /** `?referralCode=` the visitor arrived with, for registerModal. */
  referralCode?: string;
  /** changePasswordModal right after a login with an expired or default password (spec §4). */
  forced?: boolean;
}

export type ModalModule = { default: ComponentType<ModalProps> };

export interface FeatureModal {
  id: ModalId;
  /** A dynamic import, so the popup's code downloads only when it first opens. */
  load: () => Promise<ModalModule>;
  requires?: readonly string[];
}

/** The one export of runtime/src/features/<feature>/feature.ts. */
export interface FeatureDescriptor {
  id: string;
  /** Module ids that must all be on for any of the feature to exist. */
  requires?: readonly string[];
  routes: readonly FeatureRoute[];
  navTabs?: readonly FeatureNavTab[];
  modals?: readonly FeatureModal[];
  /** Spec §2.4 pages this feature adds to the member centre (the shell orders the menu). */
  memberCentrePages?: readonly FeatureMemberCentrePage[];
}
