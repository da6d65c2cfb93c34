import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { MessagesTool } from './shell-slots.tsx';

/** Spec §2.4 messageV2: the platform's notifications (spec §3) with an unread count. */
export const messagesFeature: FeatureDescriptor = {
  id: 'messages',
  dictionaryParts: ['messages'],
  requires: [MODULE.memberCenter],
  routes: [],
  headerActions: [{ id: 'messages', place: 'tools', order: 10, component: MessagesTool }],
  memberCentrePages: [
    {
      key: 'messageV2',
      labelKey: 'mc.messageV2',
      order: 130,
      icon: { path: 'M3 6h18v12H3zM3 7l9 6 9-6' },
      load: () => import('./messages-page.tsx'),
    },
  ],
};
