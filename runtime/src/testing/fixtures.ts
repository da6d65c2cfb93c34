/**
 * Brand and status fixtures for tests and Storybook, built from the demo brands so they stay
 * in step with brands/. Never imported by the shipped runtime.
 */
import type { ResolvedBrand } from '../../../contract/brand.ts';
import type { ModuleNode } from '../../../contract/modules.ts';
import type { PermissionInfo } from '../../../contract/system.ts';
import auroraBrand from '../../../brands/aurora/brand.json';
import auroraPlatform from '../../../brands/aurora/platform.json';
import lotusBrand from '../../../brands/lotus/brand.json';
import lotusPlatform from '../../../brands/lotus/platform.json';

interface PlatformSeedLike {
  modules: unknown;
  resources: PermissionInfo['resources'];
  customerService: PermissionInfo['customerService'];
  imageCDNs: string[];
  launchGameCDNs: string[];
  homeState: PermissionInfo['homeState'];
  vendors: unknown;
}

export type BrandId = 'aurora' | 'lotus';

const BRANDS = { aurora: auroraBrand, lotus: lotusBrand } as const;
const PLATFORMS = { aurora: auroraPlatform, lotus: lotusPlatform } as const;

/** The brand as the generator would inline it; `assetUrl` maps assets/x.svg to a URL. */
export function brandFixture(
  id: BrandId,
  assetUrl: (path: string) => string = (p) => `/brand/${p.replace(/^assets\//, '')}`,
): ResolvedBrand {
  const brand = structuredClone(BRANDS[id]) as unknown as ResolvedBrand;
  brand.theme.logo = assetUrl(brand.theme.logo);
  brand.theme.favicon = assetUrl(brand.theme.favicon);
  for (const sponsor of brand.footer?.sponsors ?? []) sponsor.logo = assetUrl(sponsor.logo);
  return brand;
}

/** The status answer the reference platform gives for this brand's seed. */
export function statusFixture(
  id: BrandId,
  overrides: Partial<PermissionInfo> = {},
): PermissionInfo {
  const seed = PLATFORMS[id] as unknown as PlatformSeedLike;
  return {
    whitelabel: structuredClone(seed.modules) as ModuleNode[],
    registerValidation: {},
    resources: seed.resources,
    customerService: seed.customerService,
    imageCDNs: seed.imageCDNs,
    launchGameCDNs: seed.launchGameCDNs,
    maintenance: false,
    regionRestriction: false,
    homeState: seed.homeState,
    // As the platform answers them: the seed's other vendor fields (vassalage) stay server-side.
    vendors: (seed.vendors as PermissionInfo['vendors']).map(
      ({ code, category, displayName, isHot }) => ({
        code,
        category,
        displayName,
        isHot: isHot === true,
      }),
    ),
    serverTime: Date.UTC(2026, 10, 22, 6, 3, 7),
    publicKey: '',
    ...overrides,
  };
}

/** Turns one module off (and so its children) in a module tree. */
export function withModuleOff(tree: readonly ModuleNode[], modId: string): ModuleNode[] {
  return tree.map((node) => ({
    ...node,
    enabled: node.modId === modId ? '0' : node.enabled,
    childrenNodes: node.childrenNodes ? withModuleOff(node.childrenNodes, modId) : undefined,
  }));
}
