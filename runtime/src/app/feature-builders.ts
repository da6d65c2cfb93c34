import type {
  FeatureMemberCentrePage,
  FeatureRoute,
  LayoutVariant,
  PageModule,
} from './feature.ts';
import type { MessageKey } from '../i18n/i18n.tsx';

/**
 * One page served at several paths, each with its own layout (spec §2.1: a full page and its
 * bare or header-only twin): the title and the lazily loaded chunk are named once.
 */
export function pageRoutes(
  titleKey: MessageKey,
  load: () => Promise<PageModule>,
  layouts: Readonly<Record<string, LayoutVariant>>,
): FeatureRoute[] {
  return Object.entries(layouts).map(([path, layout]) => ({ path, layout, titleKey, load }));
}

/** The keys of spec §2.4's member-centre pages: whatever the dictionary labels `mc.<key>`. */
export type McPageKey = MessageKey extends infer K
  ? K extends `mc.${infer P}`
    ? P
    : never
  : never;

/**
 * One line of a feature's member-centre table: the page labelled `mc.<key>`, its menu order,
 * the path of its menu icon and its lazily loaded chunk; `more` adds the rarer fields.
 */
export function mcPage(
  key: McPageKey,
  order: number,
  iconPath: string,
  load: FeatureMemberCentrePage['load'],
  more: Pick<FeatureMemberCentrePage, 'requires' | 'parent'> = {},
): FeatureMemberCentrePage {
  return { key, labelKey: `mc.${key}`, order, icon: { path: iconPath }, load, ...more };
}
