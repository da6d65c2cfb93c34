// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { fail, ok, type Handler, type fakePlatform } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import { checkTransferAmount, pairWith } from './transfer-rules.ts';
import TransferFundPage from './transfer-fund-page.tsx';

afterEach(cleanup);

const USD = { code: 'USD', minorUnits: 2 };
const funds = (main: number, evo: number) => ({
  currency: USD,
  main,
  wallets: [
    { accountType: 'HARBOR', displayName: 'Harbor Cards', balance: evo },
    { accountType: 'KITE', displayName: 'Kite Sports', balance: 0 },
  ],
  sum: main + evo,
});

function renderPage(routes: Record<string, Handler> = {}) {
  let current = funds(10000, 2500);
  const platform = platformAnswering({
    'GET /wps/member/info/funds/consolidated': () => ok(current),
    ...routes,
  });
  const { store } = renderInSite(<TransferFundPage />);
  return { platform, store, setFunds: (f: ReturnType<typeof funds>) => (current = f) };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });
const transfers = (platform: ReturnType<typeof fakePlatform>) =>
  platform.calls.filter((c) => c.path === '/wps/v2/wallets/transfer');

describe('transfer rules', () => {
  it('accepts an amount above 0 and within the source balance only', () => {
    expect(checkTransferAmount('25', USD, 2500)).toEqual({ amount: 2500 });
    expect(checkTransferAmount('25.01', USD, 2500)).toEqual({ error: 'transfer.overBalance' });
    expect(checkTransferAmount('0', USD, 2500)).toEqual({ error: 'error.AMOUNT_INVALID' });
    expect(checkTransferAmount('1.001', USD, 2500)).toEqual({ error: 'error.AMOUNT_INVALID' });
    expect(checkTransferAmount(' ', USD, 2500)).toEqual({ error: 'transfer.amountRequired' });
  });

  it('pairs a vendor wallet with main, never two vendors', () => {
    expect(pairWith('HARBOR', 'KITE', ['HARBOR', 'KITE'])).toBe('MAIN');
    expect(pairWith('MAIN', 'KITE', ['HARBOR', 'KITE'])).toBe('KITE');
    expect(pairWith('MAIN', 'MAIN', ['HARBOR', 'KITE'])).toBe('HARBOR');
  });
});

describe('transferFund (spec §2.4)', () => {
  it('lists the main wallet and every vendor wallet with balances and the sum', async () => {
    renderPage();
    expect((await screen.findByTestId('wallet-main')).textContent).toContain('$100.00');
    expect(screen.getByTestId('wallet-HARBOR').textContent).toContain('$25.00');
    expect(screen.getByTestId('wallet-KITE').textContent).toContain('$0.00');
    expect(screen.getByTestId('wallet-sum').textContent).toBe('$125.00');
  });

  it('refuses more than the source wallet holds without calling the platform', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('wallet-transfer-submit');
    type('from', 'HARBOR');
    expect((screen.getByTestId('field-to') as HTMLSelectElement).value).toBe('MAIN');
    type('amount', '30');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByText(en['transfer.overBalance'])).toBeTruthy();
    type('amount', '0');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByText(en['error.AMOUNT_INVALID'])).toBeTruthy();
    expect(transfers(platform)).toEqual([]);
  });

  it('moves money, shows the new balances, says so, and tells the header', async () => {
    const { platform, setFunds } = renderPage({
      'POST /wps/v2/wallets/transfer': () => {
        setFunds(funds(5000, 7500));
        return ok(funds(5000, 7500));
      },
    });
    await screen.findByTestId('wallet-transfer-submit');
    type('to', 'HARBOR');
    type('amount', '50');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByTestId('wallet-transfer-done')).toBeTruthy();
    expect(screen.getByTestId('wallet-HARBOR').textContent).toContain('$75.00');
    // The movement invalidates "balance": this list (and the header) read again.
    await vi.waitFor(() =>
      expect(
        platform.calls.filter((c) => c.path === '/wps/member/info/funds/consolidated'),
      ).toHaveLength(2),
    );
    const [sent] = transfers(platform);
    expect(sent?.body).toMatchObject({ from: 'MAIN', to: 'HARBOR', amount: 5000 });
    expect((sent?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{16,64}$/);
  });

  it('retries a submission lost on the network with the same idempotency key, and a new one afterwards', async () => {
    let attempt = 0;
    const { platform } = renderPage({
      'POST /wps/v2/wallets/transfer': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('network down');
        return ok(funds(9000, 3500));
      },
    });
    await screen.findByTestId('wallet-transfer-submit');
    type('amount', '10');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(en['error.NETWORK']);
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    await screen.findByTestId('wallet-transfer-done');
    type('amount', '10');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    await waitFor(() => expect(transfers(platform)).toHaveLength(3));
    const keys = transfers(platform).map(
      (c) => (c.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("translates the platform's refusal", async () => {
    renderPage({ 'POST /wps/v2/wallets/transfer': () => fail('INSUFFICIENT_FUNDS') });
    await screen.findByTestId('wallet-transfer-submit');
    type('amount', '10');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      en['error.INSUFFICIENT_FUNDS'],
    );
  });

  it('brings every vendor wallet back to main in one move', async () => {
    // The page reads the wallets again after the move: the platform must answer the moved state.
    const page = renderPage({
      'POST /wps/v2/wallets/transfer/all': () => {
        page.setFunds(funds(12500, 0));
        return ok(funds(12500, 0));
      },
    });
    const { platform } = page;
    fireEvent.click(await screen.findByTestId('wallet-transfer-all'));
    expect(await screen.findByTestId('wallet-transfer-done')).toBeTruthy();
    expect(screen.getByTestId('wallet-main').textContent).toContain('$125.00');
    expect(platform.calls.filter((c) => c.path === '/wps/v2/wallets/transfer/all')).toHaveLength(1);
  });
});
