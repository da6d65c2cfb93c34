// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { configureCall } from '../api/call.ts';
import { sessionBeforeSend, writeSession } from '../session.ts';
import { createSite } from '../site.tsx';
import { formatBalance } from './header-account.tsx';
import { TopBar } from './top-bar.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const info = {
  id: 'm1',
  account: 'player01',
  nickname: '',
  type: 1,
  toUpline: false,
  clubLabel: null,
  memberLabel: [{ labelName: 'VIP' }],
  sumBalance: 123450,
};

function renderLoggedIn(role: number) {
  writeSession(
    {
      token: 'tok',
      account: 'player01',
      nickname: '',
      customerId: 'c',
      isAgent: role,
      toUpline: false,
      memberLabel: [],
      firstTimeLogin: false,
      passwordExpired: false,
    },
    'AURORA01',
  );
  const platform = fakePlatform({
    'GET /wps/member/info': () => ok(info),
    'DELETE /wps/session/logout': () => ok(null),
  });
  configureCall({
    apiBase: '',
    merchant: 'AURORA01',
    language: 'EN',
    fetch: platform.fetch,
    beforeSend: (c) => sessionBeforeSend(c),
  });
  render(
    <SiteProviders
      site={createSite(brandFixture('aurora'), statusFixture('aurora'))}
      store={createStore()}
    >
      <TopBar />
    </SiteProviders>,
  );
  return platform;
}

describe('the logged-in header block (spec §2.2)', () => {
  it('shows the account with its label and the balance in the brand currency', async () => {
    const platform = renderLoggedIn(0);
    const name = await screen.findByTestId('account-name');
    expect(name.textContent).toContain('player01');
    expect(screen.getByTestId('balance').textContent).toContain(en['account.balanceLoading']);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('$1,234.50'));
    expect(name.textContent).toContain('VIP');
    expect(platform.calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(screen.queryByTestId('agent')).toBeNull();
  });

  it('offers the Agent button to agents only', async () => {
    renderLoggedIn(41);
    expect(await screen.findByTestId('agent')).toBeTruthy();
  });

  it('signs out after confirmation: server logout, storage cleared except merchant, Login back', async () => {
    const platform = renderLoggedIn(0);
    fireEvent.click(await screen.findByTestId('sign-out'));
    fireEvent.click(screen.getByTestId('sign-out-confirm'));
    expect(await screen.findByTestId('login')).toBeTruthy();
    expect(
      platform.calls.some((c) => c.method === 'DELETE' && c.path === '/wps/session/logout'),
    ).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['merchant']);
  });
});

describe('formatBalance', () => {
  it('uses the currency minor units and the language locale', () => {
    expect(formatBalance(123450, { code: 'USD', minorUnits: 2 }, 'en')).toBe('$1,234.50');
    expect(formatBalance(1500000, { code: 'VND', minorUnits: 0 }, 'vi-VN')).toMatch(
      /^1\.500\.000\s₫$/u,
    );
  });
});
