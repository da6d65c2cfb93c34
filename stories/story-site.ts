import { createSite, type Site } from '../runtime/src/app/site.tsx';
import { brandFixture, statusFixture, type BrandId } from '../runtime/src/testing/fixtures.ts';
import { FEATURES } from '../runtime/src/registry.ts';

export type { BrandId };

// Brand assets served by Storybook's Vite, so logos and sponsors render as on the real site.
const ASSETS = import.meta.glob<string>('../brands/*/assets/*', {
  query: '?url',
  import: 'default',
  eager: true,
});

function assetUrl(brand: BrandId) {
  return (path: string) => ASSETS[`../brands/${brand}/${path}`] ?? path;
}

const sites = new Map<BrandId, Site>();

/** The booted site of a demo brand, with the status its reference platform seed answers. */
export function storySite(brand: BrandId): Site {
  let site = sites.get(brand);
  if (!site) {
    // Server time = now, so the clock story shows the current time in the brand's zone.
    const status = statusFixture(brand, { serverTime: Date.now() });
    site = createSite(brandFixture(brand, assetUrl(brand)), status, FEATURES);
    sites.set(brand, site);
  }
  return site;
}
