import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';

const load = () => import('./help-page.tsx');

/** /helpmc is the bare help page embedded by the member centre (spec §2.1). */
export const helpFeature: FeatureDescriptor = {
  id: 'help',
  requires: [MODULE.help],
  routes: pageRoutes('page.help', load, { '/help': 'full', '/helpmc': 'bare' }),
};
