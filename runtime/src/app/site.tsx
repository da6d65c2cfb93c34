import { createContext, useContext } from 'react';
import type { ResolvedBrand } from '../../../contract/brand.ts';
import { enabledModules } from '../../../contract/modules.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import type { FeatureDescriptor, FeatureModal, ModalId } from './feature.ts';
import { FEATURES } from './registry.ts';
import {
  buildMemberCentreTable,
  buildModalTable,
  buildNavTabs,
  buildRouteTable,
  type MemberCentrePageEntry,
  type NavTabEntry,
  type RouteEntry,
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
  /** The popups whose feature and modules are on. */
  modals: ReadonlyMap<ModalId, FeatureModal['load']>;
  /** Spec §2.4 member centre pages whose feature and modules are on, menu order first. */
  memberCentrePages: readonly MemberCentrePageEntry[];
}

export function createSite(
  brand: ResolvedBrand,
  status: PermissionInfo,
  now: number = Date.now(),
  features: readonly FeatureDescriptor[] = FEATURES,
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
    modals: buildModalTable(features, modules),
    memberCentrePages: buildMemberCentreTable(features, modules),
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
