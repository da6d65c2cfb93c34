import { createContext, useContext } from 'react';
import type { ResolvedBrand } from '../../../contract/brand.ts';
import { enabledModules } from '../../../contract/modules.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import type { FeatureDescriptor, FeatureModal, ModalId } from './feature.ts';
import {
  buildAgentCentreTable,
  buildHeaderActions,
  buildHomeSections,
  buildMemberCentreTable,
  buildModalTable,
  buildNavTabs,
  buildOverlays,
  buildRouteTable,
  buildSideBar,
  type AgentCentrePageEntry,
  type HeaderActionEntry,
  type HomeSectionEntry,
  type MemberCentrePageEntry,
  type NavTabEntry,
  type OverlayEntry,
  type RouteEntry,
  type SideBarEntry,
} from './routes.ts';

/** Everything the shell knows after boot; read-only for the life of the page. */
export interface Site {
  brand: ResolvedBrand;
  status: PermissionInfo;
  modules: ReadonlySet<string>;
  /** serverTime minus the device clock when the status arrived, in ms. */
  clockOffset: number;
  routes: readonly RouteEntry[];
  navTabs: readonly NavTabEntry[];
  headerActions: readonly HeaderActionEntry[];
  sideBar: readonly SideBarEntry[];
  /** The popups whose feature and modules are on. */
  modals: ReadonlyMap<ModalId, FeatureModal['load']>;
  overlays: readonly OverlayEntry[];
  /** Spec §2.4 member centre pages whose feature and modules are on, menu order first. */
  memberCentrePages: readonly MemberCentrePageEntry[];
  /** Spec §2.5 agent centre pages whose feature, modules and home-state flags are on. */
  agentCentrePages: readonly AgentCentrePageEntry[];
  /** Sections features add to the home page, in order. */
  homeSections: readonly HomeSectionEntry[];
}

/** The site of this brand and status answer, built from the features the composition root lists. */
export function createSite(
  brand: ResolvedBrand,
  status: PermissionInfo,
  features: readonly FeatureDescriptor[],
  now: number = Date.now(),
): Site {
  const modules = enabledModules(status.whitelabel);
  const routes = buildRouteTable(features, modules);
  return {
    brand,
    status,
    modules,
    clockOffset: status.serverTime - now,
    routes,
    navTabs: buildNavTabs(features, routes, status.vendors),
    headerActions: buildHeaderActions(features, modules),
    sideBar: buildSideBar(features, modules),
    modals: buildModalTable(features, modules),
    overlays: buildOverlays(features, modules),
    memberCentrePages: buildMemberCentreTable(features, modules),
    agentCentrePages: buildAgentCentreTable(features, modules, status.homeState),
    homeSections: buildHomeSections(features, modules),
  };
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteContext provider');
  return site;
}

/** A route path if it is registered (so links never lead to a 404), else null. */
export function useRoutePath(path: string): string | null {
  const { routes } = useSite();
  return routes.some((r) => r.path.toLowerCase() === path.toLowerCase()) ? path : null;
}
