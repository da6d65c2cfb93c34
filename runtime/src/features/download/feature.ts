import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';
import { DownloadPromo } from './shell-slots.tsx';

const load = () => import('./download-page.tsx');

/** /down is where the left side bar leads; /download stays public under loginedToHomePage. */
export const downloadFeature: FeatureDescriptor = {
  id: 'download',
  requires: [MODULE.appDownload],
  routes: pageRoutes('page.download', load, { '/down': 'full', '/download': 'full' }),
  sideBar: [{ id: 'download', side: 'start', order: 0, component: DownloadPromo }],
};
