import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureDescriptor } from '../../app/feature.ts';
import { WithdrawEntry } from './shell-slots.tsx';

/** Spec §2.4 withdraw, with the receipt confirmation of spec §4 on each paid withdrawal. */
export const withdrawFeature: FeatureDescriptor = {
  id: 'withdraw',
  dictionaryParts: ['withdraw'],
  requires: [MODULE.memberCenter],
  routes: [],
  sideBar: [{ id: 'withdraw', side: 'end', order: 50, component: WithdrawEntry }],
  memberCentrePages: [
    {
      key: 'withdraw',
      labelKey: 'mc.withdraw',
      order: 40,
      icon: { path: 'M12 15V3M7 8l5-5 5 5M4 19h16' },
      load: () => import('./withdraw-page.tsx'),
    },
  ],
};
