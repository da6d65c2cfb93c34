// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Handler } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import TransferUplinePage from './transfer-upline-page.tsx';

afterEach(cleanup);

const USD = { code: 'USD', minorUnits: 2 };
type Person = { account: string; nickname: string };

function renderPage(
  targets: { upline: Person | null; downlines: Person[] },
  routes: Record<string, Handler> = {},
) {
  const platform = platformAnswering({
    'GET /wps/v2/transfer/targets': () => ok(targets),
    'GET /wps/v2/wallets/balance': () => ok({ currency: USD, main: 10000, sum: 10000 }),
    ...routes,
  });
  const { store } = renderInSite(<TransferUplinePage />);
  return { platform, store };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
const options = (name: string) =>
  [...(screen.getByTestId(`field-${name}`) as HTMLSelectElement).options].map((o) => o.value);

describe('transferUpline (spec §6)', () => {
  it('offers a player only the upline', async () => {
    renderPage({ upline: { account: 'agent01', nickname: '' }, downlines: [] });
    await screen.findByTestId('member-transfer-submit');
    expect(options('direction')).toEqual(['UPLINE']);
    expect(screen.getByTestId('upline-target').textContent).toContain('agent01');
  });

  it('lets an agent send to a direct downline with the fund password, then shows the new balance', async () => {
    const { platform } = renderPage(
      {
        upline: null,
        downlines: [
          { account: 'p1', nickname: 'Pat' },
          { account: 'p2', nickname: '' },
        ],
      },
      { 'POST /wps/v2/transfer': () => ok({ main: 7500 }) },
    );
    await screen.findByTestId('member-transfer-submit');
    expect(options('direction')).toEqual(['DOWNLINE']);
    type('account', 'p2');
    type('amount', '25');
    type('fundPassword', '123456');
    fireEvent.click(screen.getByTestId('member-transfer-submit'));
    expect((await screen.findByTestId('member-transfer-done')).textContent).toContain('$75.00');
    // The movement invalidates "balance": the balance (and the header's) read again.
    await vi.waitFor(() =>
      expect(platform.calls.filter((c) => c.path === '/wps/v2/wallets/balance')).toHaveLength(2),
    );
    const sent = platform.calls.find((c) => c.path === '/wps/v2/transfer');
    expect(sent?.body).toMatchObject({
      direction: 'DOWNLINE',
      account: 'p2',
      amount: 2500,
      fundPassword: '123456',
    });
  });

  it('refuses more than the main wallet holds and a malformed fund password before sending', async () => {
    const { platform } = renderPage({
      upline: { account: 'agent01', nickname: '' },
      downlines: [],
    });
    await screen.findByTestId('member-transfer-submit');
    type('amount', '100.01');
    type('fundPassword', '12');
    fireEvent.click(screen.getByTestId('member-transfer-submit'));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(platform.calls.some((c) => c.path === '/wps/v2/transfer')).toBe(false);
  });

  it('explains why there is nobody to send to', async () => {
    renderPage({ upline: null, downlines: [] });
    expect(await screen.findByTestId('upline-empty')).toBeTruthy();
    expect(screen.queryByTestId('member-transfer-submit')).toBeNull();
  });
});
