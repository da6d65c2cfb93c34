import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { pageRoutes } from '../../app/feature-builders.ts';

const load = () => import('./help-page.tsx');

/**
 * /help lists the brand's legal pages, each at its own address so it can be linked and shared;
 * /helpmc is the bare help page embedded by the member centre (spec §2.1).
 */
export const helpFeature: FeatureDescriptor = {
  id: 'help',
  requires: [MODULE.help],
  routes: [
    ...pageRoutes('page.help', load, { '/help': 'full', '/helpmc': 'bare' }),
    ...pageRoutes('legal.terms', load, { '/help/terms': 'full' }),
    ...pageRoutes('legal.privacy', load, { '/help/privacy': 'full' }),
    ...pageRoutes('legal.responsibleGaming', load, { '/help/responsible-gaming': 'full' }),
  ],
};
