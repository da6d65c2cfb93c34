// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  renderInSite,
  storeSession,
} from '../../testing/render-site.tsx';
import { statusFixture } from '../../testing/fixtures.ts';
import type { AgentCentrePageProps, FeatureDescriptor } from '../feature.ts';
import { openModalAtom } from '../modals.ts';
import { ModalHost } from './modal-host.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function fakePage(key: string) {
  return () =>
    Promise.resolve({
      default: ({ openPage }: AgentCentrePageProps) => (
        <div>
          <p>page {key}</p>
          <button type="button" onClick={() => openPage('teamManagement')}>
            to team
          </button>
        </div>
      ),
    });
}

// Registered out of order, one page behind the salary flag of home state.
const FEATURES: FeatureDescriptor[] = [
  {
    id: 'agentish',
    routes: [],
    agentCentrePages: [
      { key: 'teamManagement', labelKey: 'ac.teamManagement', order: 40, load: fakePage('team') },
      { key: 'announcement', labelKey: 'ac.announcement', order: 10, load: fakePage('notices') },
      {
        key: 'dailyWages',
        labelKey: 'ac.dailyWages',
        order: 100,
        flag: 'salary',
        load: fakePage('wages'),
      },
    ],
  },
];

function renderHost(role: number, { salary = false, path = '/index' } = {}) {
  storeSession({ account: 'boss', role });
  platformAnswering({ 'GET /wps/member/info': () => ok(memberInfoFixture()) }, 'token');
  const status = statusFixture('aurora');
  return renderInSite(<ModalHost />, {
    features: FEATURES,
    path,
    status: { ...status, homeState: { ...status.homeState, salary } },
  });
}

const menu = () =>
  [...screen.getByTestId('agent-centre-menu').querySelectorAll('[data-testid^="ac-tab-"]')].map(
    (e) => e.getAttribute('data-testid'),
  );

describe('the agent centre (spec §2.5)', () => {
  it('opens for an agent on the first page, its menu in order, and marks the page chosen', async () => {
    const { store } = renderHost(2);
    act(() => store.set(openModalAtom, { id: 'agentCentre' }));
    expect(await screen.findByText('page notices')).toBeTruthy();
    expect(menu()).toEqual(['ac-tab-announcement', 'ac-tab-teamManagement']);
    fireEvent.click(screen.getByTestId('ac-tab-teamManagement'));
    expect(await screen.findByText('page team')).toBeTruthy();
    expect(screen.getByTestId('ac-tab-teamManagement').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('ac-tab-announcement').getAttribute('aria-current')).toBeNull();
  });

  it('shows a flagged page only when home state sets its flag', async () => {
    const { store } = renderHost(1, { salary: true });
    act(() => store.set(openModalAtom, { id: 'agentCentre', page: 'dailyWages' }));
    expect(await screen.findByText('page wages')).toBeTruthy();
    expect(menu()).toContain('ac-tab-dailyWages');
  });

  it('never renders for a player, even when the popup is asked for directly', async () => {
    const { store } = renderHost(0);
    act(() => store.set(openModalAtom, { id: 'agentCentre' }));
    // Give the lazy frame its chance to load, then check nothing of it showed.
    await act(() => import('./agent-centre.tsx'));
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });

  it('opens from the address for an agent, and tells a player "not an agent" instead', async () => {
    renderHost(2, { path: '/index?agentCentre=teamManagement' });
    expect(await screen.findByText('page team')).toBeTruthy();
    cleanup();
    sessionStorage.clear();
    renderHost(0, { path: '/index?agentCentre=teamManagement' });
    expect(await screen.findByText(en['error.NOT_AN_AGENT'])).toBeTruthy();
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });
});
