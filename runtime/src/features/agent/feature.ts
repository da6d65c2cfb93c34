import { MODULE } from '../../../../contract/modules.ts';
import type { FeatureAgentCentrePage, FeatureDescriptor } from '../../app/feature.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

const ICON = {
  bell: 'M6 17V11a6 6 0 0112 0v6l2 2H4zM10 21h4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  userPlus: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M19 8v6M16 11h6',
  tree: 'M12 3v5M12 8H5v5M12 8h7v5M3 13h4v4H3zM17 13h4v4h-4zM10 13h4v4h-4zM12 8v5',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 15.5h.01M12 12h.01',
  scale: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 006 0zM19 7l-3 7a3 3 0 006 0z',
  wallet: 'M3 7h18v13H3zM3 7l3-4h12l3 4M16 13h2',
  swap: 'M7 7h13l-4-4M17 17H4l4 4',
  pie: 'M12 3a9 9 0 109 9h-9z M14 2v8h8a8 8 0 00-8-8',
  sun: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4 12H2M22 12h-2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 3',
  pen: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
};

/** The keys of spec §2.5's agent-centre pages: whatever the dictionary labels `ac.<key>`. */
type AcPageKey = MessageKey extends infer K ? (K extends `ac.${infer P}` ? P : never) : never;

function acPage(
  key: AcPageKey,
  order: number,
  icon: string,
  load: FeatureAgentCentrePage['load'],
  flag?: FeatureAgentCentrePage['flag'],
): FeatureAgentCentrePage {
  return { key, labelKey: `ac.${key}`, order, icon: { path: icon }, load, ...(flag && { flag }) };
}

const kindPages = () => import('./kind-record-page.tsx');

/** Spec §2.2 Agent button, the spec §2.5 agent centre and the spec §6 agent entrance. */
export const agentFeature: FeatureDescriptor = {
  id: 'agent',
  requires: [MODULE.agentCenter],
  dictionaryParts: ['agent'],
  routes: [
    {
      path: '/agent',
      layout: 'full',
      titleKey: 'agentCentre.title',
      load: () => import('./agent-entrance-page.tsx'),
    },
  ],
  headerActions: [
    { id: 'agent', place: 'member', order: 20, load: () => import('./agent-button.tsx') },
  ],
  agentCentrePages: [
    acPage('announcement', 10, ICON.bell, () => import('./announcement-page.tsx')),
    acPage('teamOverview', 20, ICON.chart, () => import('./team-overview-page.tsx')),
    acPage('registerCenter', 30, ICON.userPlus, () => import('./register-account-page.tsx')),
    acPage('teamManagement', 40, ICON.tree, () => import('./team-management-page.tsx')),
    acPage('teamBetting', 50, ICON.dice, () => import('./team-betting-page.tsx')),
    acPage('userProfit', 60, ICON.scale, () => import('./user-profit-page.tsx')),
    acPage('myIncome', 70, ICON.wallet, () => import('./income-page.tsx')),
    acPage('downlineTransactions', 80, ICON.swap, () => import('./team-transactions-page.tsx')),
    acPage(
      'dividendRecord',
      90,
      ICON.pie,
      () => kindPages().then((m) => ({ default: m.DividendRecordPage })),
      'enableCt',
    ),
    acPage(
      'dailyWages',
      100,
      ICON.sun,
      () => kindPages().then((m) => ({ default: m.DailyWagesPage })),
      'salary',
    ),
    acPage(
      'hourlySalary',
      110,
      ICON.clock,
      () => kindPages().then((m) => ({ default: m.HourlySalaryPage })),
      'hourSalary',
    ),
    // Spec §2.6 contract request pages: offers to make, offers to answer, contracts in force.
    acPage('contracts', 120, ICON.pen, () => import('./contracts-page.tsx')),
  ],
};
