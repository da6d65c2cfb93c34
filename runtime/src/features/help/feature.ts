import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';

const load = () => import('./help-page.tsx');

/** /helpmc is the bare help page embedded by the member centre (spec §2.1). */
export const helpFeature: FeatureDescriptor = {
  id: 'help',
  requires: [MODULE.help],
  routes: [
    { path: '/help', layout: 'full', titleKey: 'page.help', load },
    { path: '/helpmc', layout: 'bare', titleKey: 'page.help', load },
  ],
};
