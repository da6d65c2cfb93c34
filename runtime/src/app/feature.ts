import type { ComponentType } from 'react';
import type { GameCategory, ModuleId } from '../../../contract/modules.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import type { LoginEntrance } from '../../../contract/session.ts';
import type { DictionaryPart } from '../i18n/dictionary-parts.ts';
import type { MessageKey } from '../i18n/i18n.tsx';
import type { Session } from './session.ts';
import type { IconName } from './ui/icons.tsx';

/** Module ids that must all be on; typed by the schema's enum, so a typo fails to compile. */
export type Requires = readonly ModuleId[];

/** Spec §2.1: header, footer and side bars; the header only; or nothing around the page. */
export type LayoutVariant = 'full' | 'header-only' | 'bare';

/** An icon a feature hands the shell: one of the shell's icons, or its own 24 px outline path. */
export type FeatureIcon = IconName | { path: string };

/** A component the shell mounts: in the entry chunk, or downloaded the first time it shows. */
export type Mount<P> =
  | { component: ComponentType<P>; load?: never }
  | { load: () => Promise<{ default: ComponentType<P> }>; component?: never };

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
  requires?: Requires;
  category?: GameCategory;
  /** Spec §2.2: the register prompt banner shows on live, fish, sports, esports and pvp. */
  registerPrompt?: boolean;
}

export interface FeatureNavTab {
  path: string;
  labelKey: MessageKey;
  /** Position in the nav bar; home is 0, game categories 10–80, promotions 100. */
  order: number;
  /** Drawn before the label; a category tab without one gets its category's icon. */
  icon?: FeatureIcon;
  /** A category tab shows only when the status lists vendors of that category. */
  category?: GameCategory;
  /**
   * Spec §2.2 "clicking a vendor launches it": where a vendor of this tab's dropdown leads;
   * without it the dropdown's vendors lead to the tab's own path.
   */
  vendorHref?: (vendorCode: string) => string;
}

/** The popups a feature offers the shell (DESIGN "Runtime": descriptors name their modals). */
export type ModalId = 'loginModal' | 'registerModal' | 'changePasswordModal' | 'authenticatorModal';

/** A member centre page key (spec §2.4), e.g. `depositv2`; the descriptors define them. */
export type MemberCentrePageKey = string;

/** What the member centre hands each of its pages. */
export interface MemberCentrePageProps {
  /** Switches the member centre to another page (e.g. deposit → its tutorial). */
  openPage: (page: MemberCentrePageKey) => void;
}

export type MemberCentrePageModule = { default: ComponentType<MemberCentrePageProps> };

export interface FeatureMemberCentrePage {
  key: MemberCentrePageKey;
  labelKey: MessageKey;
  /** Menu position (spec §2.4 order, in tens); a page without one is reached from another page. */
  order?: number;
  icon?: FeatureIcon;
  /** For a page outside the menu: the menu entry that stays marked while it shows. */
  parent?: MemberCentrePageKey;
  /** A dynamic import: a page's code downloads only when it is first shown. */
  load: () => Promise<MemberCentrePageModule>;
  /** Module ids that must all be on, besides the feature's own. */
  requires?: Requires;
}

/** Spec §2.5: a flag of the status's home state that must be on for an agent centre page. */
export type HomeStateFlag = keyof PermissionInfo['homeState'];

export interface AgentCentrePageProps {
  openPage: (page: string) => void;
}

export interface FeatureAgentCentrePage {
  key: string;
  labelKey: MessageKey;
  /** Menu position (spec §2.5 order, in tens). */
  order: number;
  icon?: FeatureIcon;
  requires?: Requires;
  /** Dividend record, daily wages and hourly salary show only when their home-state flag is on. */
  flag?: HomeStateFlag;
  load: () => Promise<{ default: ComponentType<AgentCentrePageProps> }>;
}

/** Where a header action sits: the tools everyone sees, the logged-out buttons, the account block. */
export type HeaderActionPlace = 'tools' | 'guest' | 'member';

export interface HeaderActionProps {
  /** Null in the tools of a logged-out visitor; always set in the account block. */
  session: Session | null;
}

/** Spec §2.2 header buttons a feature adds: Deposit, Agent, the balance, the unread badge… */
export type FeatureHeaderAction = Mount<HeaderActionProps> & {
  id: string;
  place: HeaderActionPlace;
  /** Position within its place, ascending. */
  order: number;
  requires?: Requires;
};

/** Spec §2.2 side bars: the start bar (download) and the end bar (join, withdraw, speed test…). */
export interface FeatureSideBarEntry {
  id: string;
  side: 'start' | 'end';
  /** Position within the bar; the brand's contacts sit at 10–40. */
  order: number;
  requires?: Requires;
  component: ComponentType;
}

export interface ModalProps {
  onClose: () => void;
  /** `?referralCode=` the visitor arrived with, for registerModal. */
  referralCode?: string;
  /** changePasswordModal right after a login with an expired or default password (spec §4). */
  forced?: boolean;
  /** loginModal opened by the agent entrance (spec §6): only an agent may log in there. */
  entrance?: LoginEntrance;
}

export type ModalModule = { default: ComponentType<ModalProps> };

export interface FeatureModal {
  id: ModalId;
  /** A dynamic import, so the popup's code downloads only when it first opens. */
  load: () => Promise<ModalModule>;
  requires?: Requires;
}

/** A card mounted above every page that decides itself when to show (the register bonus prompt). */
export interface FeatureOverlay {
  id: string;
  component: ComponentType;
  requires?: Requires;
}

/** A section a feature adds to the home page (the games' popular strip, winners ticker…). */
export type FeatureHomeSection = Mount<Record<string, never>> & {
  id: string;
  /** Position on the home page below the hero, ascending; the home's own sections sit at 50. */
  order: number;
  requires?: Requires;
};

/** The one export of runtime/src/features/<feature>/feature.ts. */
export interface FeatureDescriptor {
  id: string;
  /** Module ids that must all be on for any of the feature to exist. */
  requires?: Requires;
  /**
   * Dictionary parts (DICTIONARY_PARTS) its routes, popups and centre pages use beyond core:
   * each of those loaders fetches them beside its code. Header actions, home sections and
   * side-bar entries are on the first screen and use core keys only.
   */
  dictionaryParts?: readonly DictionaryPart[];
  routes: readonly FeatureRoute[];
  navTabs?: readonly FeatureNavTab[];
  headerActions?: readonly FeatureHeaderAction[];
  sideBar?: readonly FeatureSideBarEntry[];
  modals?: readonly FeatureModal[];
  overlays?: readonly FeatureOverlay[];
  /** Spec §2.4 pages this feature adds to the member centre (menu order from `order`). */
  memberCentrePages?: readonly FeatureMemberCentrePage[];
  /** Spec §2.5 pages this feature adds to the agent centre. */
  agentCentrePages?: readonly FeatureAgentCentrePage[];
  /** Sections this feature adds to the home page. */
  homeSections?: readonly FeatureHomeSection[];
}
