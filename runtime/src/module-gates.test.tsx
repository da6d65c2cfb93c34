// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULE, type ModuleId } from '../../contract/modules.ts';
import { Header } from './app/layout/site-layout.tsx';
import { createSite, type Site } from './app/site.tsx';
import { FEATURES } from './registry.ts';
import { brandFixture } from './testing/fixtures.ts';
import { ok } from './testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  statusWithout,
  storeSession,
} from './testing/render-site.tsx';
import { SiteProviders } from './testing/providers.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function siteWith(...off: ModuleId[]): Site {
  return createSite(brandFixture('aurora'), statusWithout(off), FEATURES);
}

const pageKeys = (site: Site) => site.memberCentrePages.map((p) => p.key);
const actionIds = (site: Site) => site.headerActions.map((a) => a.id);
const sideIds = (site: Site) => site.sideBar.map((e) => e.id);

function renderLoggedIn(site: Site, role: number) {
  storeSession({ account: 'agent01', role });
  platformAnswering(
    {
      'GET /wps/member/info': () => ok(memberInfoFixture({ account: 'agent01' })),
      'GET /wps/v2/wallets/balance': () =>
        ok({ currency: { code: 'USD', minorUnits: 2 }, main: 100, sum: 100 }),
      'GET /wps/v2/messages/unread': () => ok({ count: 0 }),
    },
    'token',
  );
  render(
    <SiteProviders site={site}>
      <Header />
    </SiteProviders>,
  );
}

describe('module switches the shell reads through the descriptors', () => {
  it('MEMBERCENTER off: no member centre pages, no Deposit or messages button, no withdraw shortcut', async () => {
    const on = siteWith();
    expect(pageKeys(on)).toContain('securityCenter');
    expect(actionIds(on)).toEqual(expect.arrayContaining(['deposit', 'messages', 'balance']));
    expect(sideIds(on)).toContain('withdraw');

    const off = siteWith(MODULE.memberCenter);
    expect(pageKeys(off)).toEqual([]);
    expect(actionIds(off)).not.toContain('deposit');
    expect(actionIds(off)).not.toContain('messages');
    expect(sideIds(off)).not.toContain('withdraw');

    renderLoggedIn(off, 0);
    // The balance is the wallet's, not the member centre's: it stays.
    expect(await screen.findByTestId('balance')).toBeTruthy();
    expect(screen.queryByTestId('deposit')).toBeNull();
    expect(screen.queryByTestId('messages')).toBeNull();
  });

  it('AGENTCENTER off: an agent gets no Agent button', async () => {
    renderLoggedIn(siteWith(), 41);
    expect(await screen.findByTestId('agent')).toBeTruthy();
    cleanup();
    renderLoggedIn(siteWith(MODULE.agentCenter), 41);
    expect(await screen.findByTestId('balance')).toBeTruthy();
    expect(screen.queryByTestId('agent')).toBeNull();
  });

  it('REFERRAL off: the member centre has no referral page', () => {
    expect(pageKeys(siteWith())).toContain('referral');
    const off = pageKeys(siteWith(MODULE.referral));
    expect(off).not.toContain('referral');
    expect(off).toContain('securityCenter');
  });

  it('MISSION off: the member centre has no mission leaderboard', () => {
    expect(pageKeys(siteWith())).toContain('missionLeaderboard');
    expect(pageKeys(siteWith(MODULE.mission))).not.toContain('missionLeaderboard');
  });

  it('keeps the spec §2.4 menu order from the descriptors', () => {
    expect(
      siteWith()
        .memberCentrePages.filter((p) => p.inMenu)
        .map((p) => p.key),
    ).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ]);
  });
});
