// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import ProfitPage from './profit-page.tsx';

afterEach(cleanup);

describe('profit and loss (spec §2.4 personalProfit)', () => {
  it('reads the bet and payout of the totals and of each day', async () => {
    const day = {
      day: '2026-11-22',
      deposit: 100_00,
      withdrawal: 0,
      bonus: 0,
      bet: 12_00,
      payout: 9_75,
      profit: -2_25,
    };
    platformAnswering({
      'GET /wps/v2/records/profit': () =>
        ok({
          totals: { ...day, bet: 30_00, payout: 41_00, profit: 11_00 },
          days: { items: [day], total: 1, page: 1, pageSize: 10 },
        }),
    });
    storeSession();
    renderInSite(<ProfitPage />);
    const totals = await screen.findByTestId('profit-totals');
    const stat = (label: string) =>
      within(totals).getByText(label).parentElement?.querySelector('.wl-stat__value')?.textContent;
    expect(stat(en['profit.bet'])).toBe('$30.00');
    expect(stat(en['profit.payout'])).toBe('$41.00');
    expect(stat(en['profit.profit'])).toBe('+$11.00');
    const [row] = await screen.findAllByTestId('record-row');
    const cell = (label: string) => row?.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell(en['profit.bet'])).toBe('$12.00');
    expect(cell(en['profit.payout'])).toBe('$9.75');
    expect(cell(en['profit.profit'])).toBe('-$2.25');
  });
});
