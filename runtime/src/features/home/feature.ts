import type { FeatureDescriptor } from '../../app/feature.ts';

export const homeFeature: FeatureDescriptor = {
  id: 'home',
  routes: [
    { path: '/index', layout: 'full', titleKey: 'nav.home', load: () => import('./home-page.tsx') },
  ],
  navTabs: [{ path: '/index', labelKey: 'nav.home', order: 0, icon: 'home' }],
};
