import type { FeatureDescriptor } from '../../app/feature.ts';

/** Spec §2.4 messageV2: the platform's notifications (spec §3) with an unread count. */
export const messagesFeature: FeatureDescriptor = {
  id: 'messages',
  routes: [],
  memberCentrePages: [
    { key: 'messageV2', labelKey: 'mc.messageV2', load: () => import('./messages-page.tsx') },
  ],
};
