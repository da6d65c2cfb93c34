import { describe, expect, it } from 'vitest';
import type { FeatureDescriptor, FeatureRoute, PageModule } from './feature.ts';
import { loadedPage, preloadPage, routeOfPath } from './page-preload.ts';

const page: PageModule = { default: () => null };
const route = (path: string, load: FeatureRoute['load']): FeatureRoute => ({
  path,
  layout: 'full',
  load,
  titleKey: 'page.help',
});
const home = route('/index', () => Promise.resolve(page));
const help = route('/help/:page', () => Promise.resolve(page));
const broken = route('/broken', () => Promise.reject(new Error('offline')));
const features = [
  { id: 'home', routes: [home] },
  { id: 'help', routes: [help, broken] },
] as unknown as FeatureDescriptor[];

describe('preloading the page a visit opens on', () => {
  it('finds the route of an address, "/" being the home page', () => {
    expect(routeOfPath(features, '/')).toBe(home);
    expect(routeOfPath(features, '/index')).toBe(home);
    expect(routeOfPath(features, '/help/terms')).toBe(help);
    expect(routeOfPath(features, '/nowhere')).toBeUndefined();
  });

  it('keeps the loaded module for the shell, and nothing for a page that failed to load', async () => {
    expect(loadedPage(home.load)).toBeUndefined();
    await preloadPage(home);
    expect(loadedPage(home.load)).toBe(page);
    await expect(preloadPage(broken)).resolves.toBeUndefined();
    expect(loadedPage(broken.load)).toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });
});
