import { GAME_CATEGORIES, type GameCategory } from '../../../contract/modules.ts';
import type { PermissionInfo, Vendor } from '../../../contract/system.ts';
import type {
  FeatureAgentCentrePage,
  FeatureDescriptor,
  FeatureHeaderAction,
  FeatureHomeSection,
  FeatureMemberCentrePage,
  FeatureModal,
  FeatureNavTab,
  FeatureOverlay,
  FeatureRoute,
  FeatureSideBarEntry,
  ModalId,
  Requires,
} from './feature.ts';

export interface RouteEntry extends FeatureRoute {
  featureId: string;
}

export interface NavTabEntry extends FeatureNavTab {
  vendors: readonly Vendor[];
}

const allOn = (ids: Requires | undefined, modules: ReadonlySet<string>) =>
  (ids ?? []).every((id) => modules.has(id));

type Entry<T> = T & { featureId: string };

/**
 * One slot's entries over every feature whose own module ids are on, entries whose module ids
 * are on too, the first feature to use a key winning it, sorted by order when they have one.
 */
function collect<T extends { requires?: Requires; order?: number }>(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
  slot: (feature: FeatureDescriptor) => readonly T[] | undefined,
  key: (entry: T) => string,
): Entry<T>[] {
  const byKey = new Map<string, Entry<T>>();
  for (const feature of features) {
    if (!allOn(feature.requires, modules)) continue;
    for (const entry of slot(feature) ?? []) {
      const k = key(entry);
      if (byKey.has(k) || !allOn(entry.requires, modules)) continue;
      byKey.set(k, { ...entry, featureId: feature.id });
    }
  }
  const order = (e: T) => e.order ?? Number.MAX_SAFE_INTEGER;
  return [...byKey.values()].sort((a, b) => order(a) - order(b));
}

/** Every route whose feature and own module ids are on; the first feature to claim a path wins. */
export function buildRouteTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): RouteEntry[] {
  return collect(
    features,
    modules,
    (f) => f.routes,
    (r) => r.path.toLowerCase(),
  );
}

/** Every popup whose feature and own module ids are on; the first feature to offer an id wins. */
export function buildModalTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): Map<ModalId, FeatureModal['load']> {
  const modals = collect(
    features,
    modules,
    (f) => f.modals,
    (m) => m.id,
  );
  return new Map(modals.map((m) => [m.id, m.load]));
}

export type MemberCentrePageEntry = Entry<FeatureMemberCentrePage> & {
  /** Whether the page has a menu entry (depositTeach is reached from the deposit page). */
  inMenu: boolean;
};

/**
 * Spec §2.4: the member centre pages whose feature and own module ids are on, menu pages by
 * their order and then the pages reached from them; the first feature wins a key.
 */
export function buildMemberCentreTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): MemberCentrePageEntry[] {
  return collect(
    features,
    modules,
    (f) => f.memberCentrePages,
    (p) => p.key,
  ).map((page) => ({
    ...page,
    inMenu: page.order !== undefined,
  }));
}

export type AgentCentrePageEntry = Entry<FeatureAgentCentrePage>;

/** Spec §2.5: the agent centre pages whose modules are on and whose home-state flag, if any, is set. */
export function buildAgentCentreTable(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
  homeState: PermissionInfo['homeState'],
): AgentCentrePageEntry[] {
  return collect(
    features,
    modules,
    (f) => f.agentCentrePages,
    (p) => p.key,
  ).filter((page) => page.flag === undefined || homeState[page.flag]);
}

export type HeaderActionEntry = Entry<FeatureHeaderAction>;

/** Spec §2.2 header buttons whose feature and module ids are on, in order within each place. */
export function buildHeaderActions(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): HeaderActionEntry[] {
  return collect(
    features,
    modules,
    (f) => f.headerActions,
    (a) => a.id,
  );
}

export type SideBarEntry = Entry<FeatureSideBarEntry>;

export function buildSideBar(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): SideBarEntry[] {
  return collect(
    features,
    modules,
    (f) => f.sideBar,
    (e) => e.id,
  );
}

export type OverlayEntry = Entry<FeatureOverlay>;

export function buildOverlays(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): OverlayEntry[] {
  return collect(
    features,
    modules,
    (f) => f.overlays,
    (o) => o.id,
  );
}

export type HomeSectionEntry = Entry<FeatureHomeSection>;

export function buildHomeSections(
  features: readonly FeatureDescriptor[],
  modules: ReadonlySet<string>,
): HomeSectionEntry[] {
  return collect(
    features,
    modules,
    (f) => f.homeSections,
    (s) => s.id,
  );
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
