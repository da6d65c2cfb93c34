import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { DownloadPromo } from './shell-slots.tsx';

const load = () => import('./download-page.tsx');

/** /down is where the left side bar leads; /download stays public under loginedToHomePage. */
export const downloadFeature: FeatureDescriptor = {
  id: 'download',
  requires: [MODULE.appDownload],
  routes: [
    { path: '/down', layout: 'full', titleKey: 'page.download', load },
    { path: '/download', layout: 'full', titleKey: 'page.download', load },
  ],
  sideBar: [{ id: 'download', side: 'start', order: 0, component: DownloadPromo }],
};
