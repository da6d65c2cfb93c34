// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-platform.ts';
import {
  memberInfoFixture,
  platformAnswering,
  renderInSite,
  storeSession,
} from '../../testing/render-site.tsx';
import { openModalAtom } from '../modals.ts';
import { moneyMoved } from '../money.ts';
import { TopBar } from './top-bar.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const info = memberInfoFixture({ memberLabel: [{ labelName: 'VIP' }], sumBalance: 123450 });

function renderLoggedIn(role: number, unread = 0) {
  storeSession({ role });
  let sum = 123450;
  const platform = platformAnswering(
    {
      'GET /wps/member/info': () => ok(info),
      'GET /wps/v2/wallets/balance': () => {
        const answer = ok({ currency: { code: 'USD', minorUnits: 2 }, main: sum, sum });
        sum += 100;
        return answer;
      },
      'GET /wps/v2/messages/unread': () => ok({ count: unread }),
      'DELETE /wps/session/logout': () => ok(null),
    },
    'token',
  );
  const { store } = renderInSite(<TopBar />);
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
