// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorCard } from '../../../../contract/games.ts';
import type { BetRecord } from '../../../../contract/history.ts';
import en from '../../i18n/dictionaries/en.json';
import vi from '../../i18n/dictionaries/vi.json';
import { fail, ok, type Answer } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import BetHistoryPage from './bet-history-page.tsx';

afterEach(cleanup);

const bet = (id: number, over: Partial<BetRecord> = {}): BetRecord => ({
  id,
  betId: `tx-${id}`,
  roundId: `round-${id}`,
  time: '2026-11-22T06:00:00.000Z',
  settledAt: '2026-11-22T06:00:02.000Z',
  vendor: 'NOVA',
  vendorName: 'Nova Reels',
  gameId: 1,
  game: 'Starfall Sevens',
  category: 'RNG',
  stake: 1_00,
  validBet: 1_00,
  payout: 2_50,
  status: 'SETTLED',
  demo: false,
  detail: 'Reels 7 7 W 3 1 — 2 lines',
  proofUrl: `https://vendors.test/nova/verify?round=round-${id}`,
  ...over,
});

const vendor = (code: string, name: string, category: VendorCard['category']): VendorCard => ({
  accountTypeId: code.length,
  accountTypeName: code,
  displayName: name,
  category,
  smallIcon: `/img/${code}.svg`,
  isHot: 0,
  vassalage: false,
  protocol: 'SEAMLESS',
  gameCount: 2,
});

const VENDORS = [
  vendor('NOVA', 'Nova Reels', 'RNG'),
  vendor('LUMEN', 'Lumen Live', 'LIVE'),
  vendor('HARBOR', 'Harbor Cards', 'PVP'),
];

/** The betting record against a platform that answers `bets` for every query it is asked. */
function renderBets(
  answer: (url: URL) => Answer = () =>
    ok({
      items: [bet(3), bet(2, { status: 'OPEN', payout: 0, settledAt: null }), bet(1)],
      total: 3,
      page: 1,
      pageSize: 10,
      totals: { stake: 12_00, validBet: 11_50, payout: 9_75 },
    }),
  options: Parameters<typeof renderInSite>[1] = {},
) {
  const asked: URL[] = [];
  platformAnswering(
    {
      'GET /wps/v2/records/bets': (_b, url) => {
        asked.push(url);
        return answer(url);
      },
      'GET /wps/games/vendors': () => ok(VENDORS),
    },
    'token',
  );
  storeSession();
  renderInSite(<BetHistoryPage />, options);
  return { asked };
}

const select = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the betting record (spec §2.4 personalHistoryCopy)', () => {
  it('sends the chosen category and provider to the platform', async () => {
    const { asked } = renderBets();
    await screen.findAllByTestId('record-row');
    expect(asked[0]?.searchParams.has('category')).toBe(false);
    expect(asked[0]?.searchParams.has('vendor')).toBe(false);
    await screen.findByRole('option', { name: 'Nova Reels' });
    select('field-category', 'RNG');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('category')).toBe('RNG'));
    // Only the providers of the chosen category are offered.
    const providers = within(screen.getByTestId('field-vendor')).getAllByRole('option');
    expect(providers.map((o) => o.textContent)).toEqual([en['bets.allProviders'], 'Nova Reels']);
    select('field-vendor', 'NOVA');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('vendor')).toBe('NOVA'));
    expect(asked.at(-1)?.searchParams.get('category')).toBe('RNG');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('drops a provider outside a newly chosen category instead of matching nothing', async () => {
    const { asked } = renderBets();
    await screen.findByRole('option', { name: 'Nova Reels' });
    select('field-vendor', 'NOVA');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('vendor')).toBe('NOVA'));
    select('field-category', 'LIVE');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('category')).toBe('LIVE'));
    expect(asked.at(-1)?.searchParams.has('vendor')).toBe(false);
    expect((screen.getByTestId('field-vendor') as HTMLSelectElement).value).toBe('');
  });

  it('offers only the categories the providers cover, labelled', async () => {
    renderBets();
    await screen.findByRole('option', { name: 'Nova Reels' });
    const categories = within(screen.getByTestId('field-category')).getAllByRole('option');
    expect(categories.map((o) => o.textContent)).toEqual([
      en['bets.allCategories'],
      en['category.LIVE'],
      en['category.RNG'],
      en['category.PVP'],
    ]);
  });

  it('shows the totals over every matching bet as the platform sums them', async () => {
    renderBets();
    const totals = await screen.findByTestId('bet-totals');
    expect(within(totals).getByTestId('bet-total-stake').textContent).toContain('$12.00');
    expect(within(totals).getByTestId('bet-total-validBet').textContent).toContain('$11.50');
    expect(within(totals).getByTestId('bet-total-payout').textContent).toContain('$9.75');
  });

  it('shows a row per bet with its provider, amounts, win or loss and status', async () => {
    renderBets(() =>
      ok({
        items: [
          bet(3, { stake: 2_00, validBet: 2_00, payout: 5_00 }),
          bet(2, { status: 'OPEN', payout: 0, settledAt: null }),
          bet(1, { status: 'ROLLED_BACK', payout: 0, demo: true }),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
        totals: { stake: 4_00, validBet: 4_00, payout: 5_00 },
      }),
    );
    const [won, open, refunded] = await screen.findAllByTestId('record-row');
    const cell = (row: HTMLElement | undefined, label: string) =>
      row?.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(within(won as HTMLElement).getByTestId('bet-vendor').textContent).toBe('Nova Reels');
    expect(cell(won, en['table.game'])).toContain('Starfall Sevens');
    expect(cell(won, en['table.bet'])).toBe('$2.00');
    expect(cell(won, en['table.validBet'])).toBe('$2.00');
    expect(cell(won, en['table.payout'])).toBe('$5.00');
    expect(cell(won, en['table.winLoss'])).toBe('+$3.00');
    expect(cell(won, en['table.status'])).toBe(en['bets.status.SETTLED']);
    // An open bet's payout is not known yet, and a rolled-back stake came back.
    expect(cell(open, en['table.winLoss'])).toBe('—');
    expect(cell(open, en['table.status'])).toBe(en['bets.status.OPEN']);
    expect(cell(refunded, en['table.winLoss'])).toBe('$0.00');
    expect(cell(refunded, en['table.status'])).toBe(en['bets.status.ROLLED_BACK']);
    expect(within(refunded as HTMLElement).getByTestId('bet-demo').textContent).toBe(
      en['bets.demo'],
    );
    expect(within(won as HTMLElement).queryByTestId('bet-demo')).toBeNull();
  });

  it('expands a bet to its round detail and a proof link opening in a new tab', async () => {
    renderBets();
    const [first] = await screen.findAllByTestId('record-row');
    expect(screen.queryByTestId('record-detail')).toBeNull();
    const toggle = within(first as HTMLElement).getByTestId('record-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const detail = await screen.findByTestId('record-detail');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(detail.id);
    expect(detail.textContent).toContain('Reels 7 7 W 3 1 — 2 lines');
    expect(detail.textContent).toContain('tx-3');
    expect(detail.textContent).toContain('round-3');
    const proof = within(detail).getByTestId('bet-verify') as HTMLAnchorElement;
    expect(proof.href).toBe('https://vendors.test/nova/verify?round=round-3');
    expect(proof.textContent).toBe(en['bets.verify']);
    expect(proof.target).toBe('_blank');
    expect(proof.rel.split(' ')).toContain('noopener');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('record-detail')).toBeNull());
  });

  it('says so in the detail when the vendor sent no detail and no proof', async () => {
    renderBets(() =>
      ok({
        items: [bet(5, { detail: null, proofUrl: null })],
        total: 1,
        page: 1,
        pageSize: 10,
        totals: { stake: 1_00, validBet: 1_00, payout: 2_50 },
      }),
    );
    fireEvent.click(await screen.findByTestId('record-toggle'));
    const detail = await screen.findByTestId('record-detail');
    expect(detail.textContent).toContain(en['bets.noDetail']);
    expect(within(detail).queryByTestId('bet-verify')).toBeNull();
  });

  it('links no proof whose address is not a web page', async () => {
    renderBets(() =>
      ok({
        items: [bet(6, { proofUrl: 'javascript:alert(1)' })],
        total: 1,
        page: 1,
        pageSize: 10,
        totals: { stake: 1_00, validBet: 1_00, payout: 2_50 },
      }),
    );
    fireEvent.click(await screen.findByTestId('record-toggle'));
    const detail = await screen.findByTestId('record-detail');
    expect(detail.textContent).toContain('Reels 7 7 W 3 1');
    expect(within(detail).queryByTestId('bet-verify')).toBeNull();
    expect(detail.querySelector('a')).toBeNull();
  });

  it('shows the empty state when no bet is in the dates', async () => {
    renderBets(() =>
      ok({
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
        totals: { stake: 0, validBet: 0, payout: 0 },
      }),
    );
    expect(await screen.findByText(en['history.emptyBets'])).toBeTruthy();
    expect(screen.queryByTestId('record-row')).toBeNull();
  });

  it("shows a failure in the member's language with a way to retry", async () => {
    let calls = 0;
    renderBets(
      () => {
        calls += 1;
        return fail('DATE_RANGE_INVALID');
      },
      { language: 'VI', dictionary: vi },
    );
    const failure = await screen.findByTestId('query-failure');
    expect(failure.textContent).toContain(vi['error.DATE_RANGE_INVALID']);
    expect(vi['error.DATE_RANGE_INVALID']).not.toBe(en['error.DATE_RANGE_INVALID']);
    fireEvent.click(within(failure).getByRole('button', { name: vi['common.retry'] }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
