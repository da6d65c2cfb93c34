import { GAME_CATEGORIES, type GameCategory } from '../../../contract/modules.ts';
import type { Vendor } from '../../../contract/system.ts';
import {
  MEMBER_CENTRE_MENU,
  type FeatureDescriptor,
  type FeatureMemberCentrePage,
  type FeatureModal,
  type FeatureNavTab,
  type FeatureRoute,
  type ModalId,
} from './feature.ts';

export interface RouteEntry extends FeatureRoute {
  featureId: string;
}

export interface NavTabEntry extends FeatureNavTab {
  vendors: readonly Vendor[];
}

const allOn = (ids: readonly string[] | undefined, modules: ReadonlySet<string>) =>
  (ids ?? []).every((id) => modules.has(id));

/** Every route whose feature and own module ids are on; the first feature to claim a path wins. */
export function buildRouteTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): RouteEntry[] {
  const table: RouteEntry[] = [];
  const seen = new Set<string>();
  for (const feature of features) {
    if (!allOn(feature.requires, modules)) continue;
    for (const route of feature.routes) {
      const key = route.path.toLowerCase();
      if (seen.has(key) || !allOn(route.requires, modules)) continue;
      seen.add(key);
      table.push({ ...route, featureId: feature.id });
    }
  }
  return table;
}

/** Every popup whose feature and own module ids are on; the first feature to offer an id wins. */
export function buildModalTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): Map<ModalId, FeatureModal['load']> {
  const table = new Map<ModalId, FeatureModal['load']>();
  for (const feature of features) {
    if (!allOn(feature.requires, modules)) continue;
    for (const modal of feature.modals ?? []) {
      if (!table.has(modal.id) && allOn(modal.requires, modules)) table.set(modal.id, modal.load);
    }
  }
  return table;
}

export interface MemberCentrePageEntry extends FeatureMemberCentrePage {
  featureId: string;
  /** Whether the page has a menu entry (depositTeach is reached from the deposit page). */
  inMenu: boolean;
}

/**
 * Spec §2.4: the member centre pages whose feature and own module ids are on, menu pages in
 * MEMBER_CENTRE_MENU order and then the pages reached from them; the first feature wins a key.
 */
export function buildMemberCentreTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): MemberCentrePageEntry[] {
  const byKey = new Map<string, MemberCentrePageEntry>();
  for (const feature of features) {
    if (!allOn(feature.requires, modules)) continue;
    for (const page of feature.memberCentrePages ?? []) {
      if (byKey.has(page.key) || !allOn(page.requires, modules)) continue;
      const inMenu = (MEMBER_CENTRE_MENU as readonly string[]).includes(page.key);
      byKey.set(page.key, { ...page, featureId: feature.id, inMenu });
    }
  }
  const order = (key: string) => {
    const index = (MEMBER_CENTRE_MENU as readonly string[]).indexOf(key);
    return index === -1 ? MEMBER_CENTRE_MENU.length : index;
  };
  return [...byKey.values()].sort((a, b) => order(a.key) - order(b.key));
}

export function vendorsByCategory(vendors: readonly Vendor[]): Map<GameCategory, Vendor[]> {
  const map = new Map<GameCategory, Vendor[]>();
  for (const vendor of vendors) {
    const list = map.get(vendor.category) ?? [];
    list.push(vendor);
    map.set(vendor.category, list);
  }
  return map;
}

/**
 * Nav bar tabs (spec §2.2): a tab exists only if its route is registered, and a category tab
 * only if the status lists vendors of that category. Sorted by order.
 */
export function buildNavTabs(
  features: readonly FeatureDescriptor[],
  routes: readonly RouteEntry[],
  vendors: readonly Vendor[],
): NavTabEntry[] {
  const registered = new Set(routes.map((r) => r.path.toLowerCase()));
  const byCategory = vendorsByCategory(vendors);
  const tabs: NavTabEntry[] = [];
  for (const feature of features) {
    for (const tab of feature.navTabs ?? []) {
      if (!registered.has(tab.path.toLowerCase())) continue;
      const list = tab.category ? (byCategory.get(tab.category) ?? []) : [];
      if (tab.category && list.length === 0) continue;
      tabs.push({ ...tab, vendors: list });
    }
  }
  return tabs.sort((a, b) => a.order - b.order);
}

/** Categories that have vendors, in the spec §2.2 order. */
export function categoriesWithVendors(vendors: readonly Vendor[]): GameCategory[] {
  const byCategory = vendorsByCategory(vendors);
  return GAME_CATEGORIES.filter((c) => byCategory.has(c));
}

/** Paths a visitor without a token may see when loginedToHomePage is on (spec §2.1). */
export const PUBLIC_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Where the loginedToHomePage rule sends this visitor, or null to stay. */
export function loginRedirect(
  pathname: string,
  hasToken: boolean,
  loginedToHomePage: boolean,
): string | null {
  if (!loginedToHomePage || hasToken) return null;
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return PUBLIC_PATHS.includes(path) ? null : '/login';
}
