// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture, statusFixture, withModuleOff } from '../testing/fixtures.ts';
import { ok } from '../testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  renderInSite,
  storeSession,
} from '../testing/render-site.tsx';
import type { FeatureDescriptor } from './feature.ts';
import { ModalHost } from './layout/modal-host.tsx';
import { Header } from './layout/site-layout.tsx';
import { openModalAtom } from './modals.ts';
import { createSite } from './site.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const STAR = 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z';

/** A feature that exists only in this test: the shell must show it without an edit under app/. */
const throwaway: FeatureDescriptor = {
  id: 'throwaway',
  requires: ['MISSION'],
  routes: [
    {
      path: '/throwaway',
      layout: 'full',
      titleKey: 'nav.home',
      load: () => Promise.resolve({ default: () => <p>throwaway page</p> }),
    },
  ],
  navTabs: [{ path: '/throwaway', labelKey: 'nav.promotions', order: 5, icon: { path: STAR } }],
  headerActions: [
    {
      id: 'throwaway-action',
      place: 'tools',
      order: 1,
      component: () => <button data-testid="throwaway-action">extra</button>,
    },
    {
      id: 'throwaway-member',
      place: 'member',
      order: 1,
      load: () => Promise.resolve({ default: () => <span data-testid="throwaway-member" /> }),
    },
  ],
  memberCentrePages: [
    {
      key: 'throwawayPage',
      labelKey: 'mc.rewardCenter',
      order: 5,
      icon: { path: STAR },
      load: () => Promise.resolve({ default: () => <p data-testid="throwaway-mc">mc page</p> }),
    },
  ],
  agentCentrePages: [
    {
      key: 'throwawayTeam',
      labelKey: 'mc.referral',
      order: 10,
      load: () => Promise.resolve({ default: () => <p>team</p> }),
    },
    {
      key: 'throwawayDividend',
      labelKey: 'mc.bonusDetails',
      order: 20,
      flag: 'enableCt',
      load: () => Promise.resolve({ default: () => <p>dividend</p> }),
    },
  ],
};

function renderShell(status = statusFixture('aurora'), loggedIn = false) {
  if (loggedIn) storeSession();
  platformAnswering({ 'GET /wps/member/info': () => ok(memberInfoFixture()) }, 'token');
  return renderInSite(
    <>
      <Header />
      <ModalHost />
    </>,
    { status, features: [throwaway] },
  );
}

describe('a feature registered by one registry line', () => {
  it('adds a nav tab with its own icon', () => {
    renderShell();
    const tab = screen.getByTestId('nav-tab-throwaway');
    expect(tab.textContent).toContain('Promotions');
    expect(tab.querySelector('path')?.getAttribute('d')).toBe(STAR);
  });

  it('adds header actions to the tools and, once logged in, to the account block', async () => {
    renderShell(statusFixture('aurora'), true);
    expect(screen.getByTestId('throwaway-action')).toBeTruthy();
    expect(await screen.findByTestId('throwaway-member')).toBeTruthy();
  });

  it('adds a member centre page with its menu entry and icon', async () => {
    const { store } = renderShell(statusFixture('aurora'), true);
    act(() => store.set(openModalAtom, { id: 'memberCentre', page: 'throwawayPage' }));
    expect(await screen.findByTestId('throwaway-mc')).toBeTruthy();
    const entry = screen.getByTestId('mc-tab-throwawayPage');
    expect(within(entry).getByText('Reward center')).toBeTruthy();
    expect(entry.querySelector('path')?.getAttribute('d')).toBe(STAR);
  });

  it('adds agent centre pages, a home-state flag hiding the ones it gates', () => {
    const status = statusFixture('aurora');
    const on = createSite(brandFixture('aurora'), status, [throwaway]);
    expect(on.agentCentrePages.map((p) => p.key)).toEqual(
      status.homeState.enableCt ? ['throwawayTeam', 'throwawayDividend'] : ['throwawayTeam'],
    );
    const flagged = { ...status, homeState: { ...status.homeState, enableCt: true } };
    const unflagged = { ...status, homeState: { ...status.homeState, enableCt: false } };
    const keys = (s: typeof status) =>
      createSite(brandFixture('aurora'), s, [throwaway]).agentCentrePages.map((p) => p.key);
    expect(keys(flagged)).toEqual(['throwawayTeam', 'throwawayDividend']);
    expect(keys(unflagged)).toEqual(['throwawayTeam']);
  });

  it('disappears everywhere when a module it requires is off', () => {
    const status = statusFixture('aurora');
    const off = { ...status, whitelabel: withModuleOff(status.whitelabel, 'MISSION') };
    const { site } = renderShell(off);
    expect(screen.queryByTestId('nav-tab-throwaway')).toBeNull();
    expect(screen.queryByTestId('throwaway-action')).toBeNull();
    expect(site.memberCentrePages).toEqual([]);
    expect(site.agentCentrePages).toEqual([]);
  });
});
