import { pathMatches } from './router/routes.tsx';
import type { FeatureDescriptor, FeatureRoute, PageModule } from './feature.ts';

/** Page modules already downloaded and run, by their route's loader. */
const loaded = new Map<FeatureRoute['load'], PageModule>();

/**
 * The page a path opens, found in the features' routes alone (the status answer, which may
 * turn the route off, is not needed: at worst a page is fetched that will not be shown).
 * "/" opens /index, as the shell's redirect does.
 */
export function routeOfPath(
  features: readonly FeatureDescriptor[],
  pathname: string,
): FeatureRoute | undefined {
  const path = pathname === '/' ? '/index' : pathname;
  return features.flatMap((f) => f.routes).find((r) => pathMatches(r.path, path));
}

/**
 * Starts loading the page of the address the visit opened, while the boot waits for the status
 * answer and the dictionary. The shell then renders that page in its first commit instead of a
 * loading placeholder that the page replaces a moment later: on a slow phone that moment is
 * what the largest paint waited for. A failure is left to the shell's lazy path and its retry.
 */
export function preloadPage(route: FeatureRoute | undefined): Promise<void> {
  if (!route) return Promise.resolve();
  const { load } = route;
  return load().then(
    (page) => void loaded.set(load, page),
    () => undefined,
  );
}

/** The page module of a loader, when preloadPage has already run it. */
export function loadedPage(load: FeatureRoute['load']): PageModule | undefined {
  return loaded.get(load);
}
