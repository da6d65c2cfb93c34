// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deposit, DepositMethod } from '../../../../contract/deposit.ts';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { fakePlatform, ok, type Answer } from '../../testing/fake-platform.ts';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import DepositPage from './deposit-page.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const METHOD: DepositMethod = {
  id: 'bank-1',
  type: 'BANK_TRANSFER',
  name: 'Metrobank',
  min: 10_00,
  max: 5_000_00,
  presets: [50_00, 100_00],
};

const deposit = (status: Deposit['status']): Deposit => ({
  id: 42,
  reference: 'D7',
  methodId: METHOD.id,
  type: METHOD.type,
  amount: 50_00,
  status,
  payUrl: '/wps/sandbox/pay/42',
  createdAt: '2026-11-22T06:00:00.000Z',
  settledAt: status === 'PENDING' ? null : '2026-11-22T06:01:00.000Z',
});

/** The deposit page on the aurora brand (USD) against a fake platform. */
function renderDeposit(statuses: Deposit['status'][] = ['PENDING']) {
  const answers = [...statuses];
  const platform = fakePlatform({
    'GET /wps/v2/deposit/methods': () => ok([METHOD]),
    'GET /wps/v2/deposit/records': () => ok({ items: [], total: 0, page: 1, pageSize: 5 }),
    'POST /wps/v2/deposit': () => ok(deposit('PENDING')),
    'GET /wps/v2/deposit/status': (): Answer => ok(deposit(answers.shift() ?? 'PENDING')),
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  const store = createStore();
  const openPage = vi.fn();
  const view = render(
    <SiteProviders
      site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}
      store={store}
    >
      <DepositPage openPage={openPage} />
    </SiteProviders>,
  );
  const statusCalls = () =>
    platform.calls.filter((c) => c.path === '/wps/v2/deposit/status').length;
  return { platform, store, openPage, view, statusCalls };
}

async function openDeposit(amount: string) {
  await vi.waitFor(() => screen.getByTestId('deposit-method-bank-1'));
  fireEvent.change(screen.getByTestId('field-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('deposit-submit'));
}

describe('the deposit page (spec §2.4 depositv2)', () => {
  it('refuses an amount outside the method limits before calling the platform', async () => {
    const { platform } = renderDeposit();
    await openDeposit('5');
    await vi.waitFor(() => screen.getByText(en['deposit.belowMin'].replace('{min}', '$10.00')));
    fireEvent.change(screen.getByTestId('field-amount'), { target: { value: '5000.01' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => screen.getByText(en['deposit.aboveMax'].replace('{max}', '$5,000.00')));
    fireEvent.change(screen.getByTestId('field-amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => screen.getByText(en['error.AMOUNT_INVALID']));
    expect(platform.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the deposit in minor units with an idempotency key and shows the pay link', async () => {
    const { platform } = renderDeposit();
    fireEvent.click(await screen.findByTestId('deposit-preset-5000'));
    expect((screen.getByTestId('field-amount') as HTMLInputElement).value).toBe('50.00');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const link = await screen.findByTestId('deposit-pay-link');
    expect(link.getAttribute('href')).toBe('/wps/sandbox/pay/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('deposit-status').dataset.status).toBe('PENDING');
    const post = platform.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ methodId: 'bank-1', amount: 50_00 });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{16,64}$/);
  });

  it('asks for the status every 3 s until it arrives, then refreshes the balance once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { platform, statusCalls } = renderDeposit(['PENDING', 'ARRIVED']);
    await openDeposit('50');
    await vi.waitFor(() => screen.getByTestId('deposit-pay-link'));
    expect(statusCalls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    expect(screen.getByTestId('deposit-status').dataset.status).toBe('PENDING');
    const records = () => platform.calls.filter((c) => c.path === '/wps/v2/deposit/records');
    const readBefore = records().length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() =>
      expect(screen.getByTestId('deposit-status').dataset.status).toBe('ARRIVED'),
    );
    // The arrival invalidates "records" and "balance": the records list reads again.
    await vi.waitFor(() => expect(records()).toHaveLength(readBefore + 1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls()).toBe(2);
  });

  it('stops asking while the tab is hidden and asks at once when it is shown again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { statusCalls } = renderDeposit(['PENDING', 'PENDING', 'FAILED']);
    await openDeposit('50');
    await vi.waitFor(() => screen.getByTestId('deposit-pay-link'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(statusCalls()).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() =>
      expect(screen.getByTestId('deposit-status').dataset.status).toBe('FAILED'),
    );
    expect(screen.getByText(en['deposit.tryAgain'])).toBeTruthy();
  });

  it('stops asking when the page goes away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { view, statusCalls } = renderDeposit();
    await openDeposit('50');
    await vi.waitFor(() => screen.getByTestId('deposit-pay-link'));
    view.unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusCalls()).toBe(0);
  });

  it('opens the tutorial from the deposit page', async () => {
    const { openPage } = renderDeposit();
    fireEvent.click(await screen.findByTestId('deposit-teach-link'));
    expect(openPage).toHaveBeenCalledWith('depositTeach');
  });
});
