// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type AccountRecord } from '../../../../contract/history.ts';
import en from '../../i18n/dictionaries/en.json';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import TransactionHistoryPage from './transaction-history-page.tsx';

afterEach(cleanup);

const record = (id: number, kind: AccountRecord['kind'], amount: number): AccountRecord => ({
  id,
  time: '2026-11-22T06:00:00.000Z',
  kind,
  wallet: 'MAIN',
  amount,
  balanceAfter: 10_00,
  counterparty: 'NOVA',
  reference: null,
});

const RECORDS = [record(3, 'BET_REFUND', 1_00), record(2, 'PAYOUT', 2_50), record(1, 'BET', -1_00)];

describe('the account record (spec §2.4 transactionHistory)', () => {
  it('offers every record kind, bet refunds too, each with its own label', async () => {
    platformAnswering({
      'GET /wps/v2/records/account': () => ok({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    storeSession();
    renderInSite(<TransactionHistoryPage />);
    const options = within(await screen.findByTestId('field-kind')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['', ...RECORD_KINDS]);
    const labels = options.map((o) => o.textContent);
    expect(labels).toContain(en['record.kind.BET_REFUND']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('asks for bet refunds only and labels their rows', async () => {
    const asked: URL[] = [];
    platformAnswering(
      {
        'GET /wps/v2/records/account': (_b, url) => {
          asked.push(url);
          const kind = url.searchParams.get('kind');
          const items = RECORDS.filter((r) => !kind || r.kind === kind);
          return ok({ items, total: items.length, page: 1, pageSize: 10 });
        },
      },
      'token',
    );
    storeSession();
    renderInSite(<TransactionHistoryPage />);
    expect(await screen.findAllByTestId('record-row')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('field-kind'), { target: { value: 'BET_REFUND' } });
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(asked.at(-1)?.searchParams.get('kind')).toBe('BET_REFUND');
    const [row] = screen.getAllByTestId('record-row');
    expect(row?.dataset.kind).toBe('BET_REFUND');
    expect(row?.querySelector(`td[data-label="${en['table.kind']}"]`)?.textContent).toBe(
      en['record.kind.BET_REFUND'],
    );
    expect(row?.querySelector(`td[data-label="${en['table.amount']}"]`)?.textContent).toBe(
      '+$1.00',
    );
  });
});
