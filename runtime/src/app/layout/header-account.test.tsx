// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { configureCall } from '../api/call.ts';
import { openModalAtom } from '../modals.ts';
import { moneyMoved } from '../money.ts';
import { sessionBeforeSend, writeSession } from '../session.ts';
import { createSite } from '../site.tsx';
import { TopBar } from './top-bar.tsx';
import { FEATURES } from '../../registry.ts';

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

function renderLoggedIn(role: number, unread = 0) {
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
  let sum = 123450;
  const platform = fakePlatform({
    'GET /wps/member/info': () => ok(info),
    'GET /wps/v2/wallets/balance': () => {
      const answer = ok({ currency: { code: 'USD', minorUnits: 2 }, main: sum, sum });
      sum += 100;
      return answer;
    },
    'GET /wps/v2/messages/unread': () => ok({ count: unread }),
    'DELETE /wps/session/logout': () => ok(null),
  });
  configureCall({
    apiBase: '',
    merchant: 'AURORA01',
    language: 'EN',
    fetch: platform.fetch,
    beforeSend: (c) => sessionBeforeSend(c),
  });
  const store = createStore();
  render(
    <SiteProviders
      site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}
      store={store}
    >
      <TopBar />
    </SiteProviders>,
  );
  return { ...platform, store };
}

describe('the logged-in header block (spec §2.2)', () => {
  it('shows the account with its label and the balance in the brand currency', async () => {
    const platform = renderLoggedIn(0);
    const name = await screen.findByTestId('account-name');
    expect(name.textContent).toContain('player01');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('$1,234.50'));
    await waitFor(() => expect(name.textContent).toContain('VIP'));
    expect(platform.calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(platform.calls.some((c) => c.path === '/wps/v2/wallets/balance')).toBe(true);
    expect(screen.queryByTestId('agent')).toBeNull();
  });

  it('reads the balance again after money moves (the "balance" tag)', async () => {
    renderLoggedIn(0);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('$1,234.50'));
    act(() => moneyMoved());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('$1,235.50'));
  });

  it('opens the member centre on the deposit page from the Deposit button', async () => {
    const { store } = renderLoggedIn(0);
    fireEvent.click(await screen.findByTestId('deposit'));
    expect(store.get(openModalAtom)).toEqual({ id: 'memberCentre', page: 'depositv2' });
  });

  it('opens the member centre on the messages page and badges the unread count', async () => {
    const { store } = renderLoggedIn(0, 3);
    expect((await screen.findByTestId('messages-unread')).textContent).toBe('3');
    fireEvent.click(screen.getByTestId('messages'));
    expect(store.get(openModalAtom)).toEqual({ id: 'memberCentre', page: 'messageV2' });
  });

  it('shows no unread badge when every message is read', async () => {
    const platform = renderLoggedIn(0, 0);
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/wps/v2/messages/unread')).toBe(true),
    );
    expect(screen.queryByTestId('messages-unread')).toBeNull();
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
