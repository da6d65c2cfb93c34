// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '../../../../contract/withdrawal.ts';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { ReceiptForm } from './receipt-form.tsx';
import { PROOF_MAX_BYTES, checkPartAmount, checkProofFile } from './receipt-rules.ts';
import { FEATURES } from '../../registry.ts';

afterEach(cleanup);

const USD = { code: 'USD', minorUnits: 2 };

describe('receipt rules (spec §4, §5 images)', () => {
  it('accepts a PNG or JPEG of at most 5 MB as proof', () => {
    expect(checkProofFile({ type: 'image/png', size: 1000 }).ok).toBe(true);
    expect(checkProofFile({ type: 'image/jpeg', size: PROOF_MAX_BYTES }).ok).toBe(true);
  });

  it('refuses other types, larger files, empty files and no file at all', () => {
    expect(checkProofFile({ type: 'image/gif', size: 1000 })).toMatchObject({
      key: 'receipt.proofType',
    });
    expect(checkProofFile({ type: 'application/pdf', size: 10 })).toMatchObject({
      key: 'receipt.proofType',
    });
    expect(checkProofFile({ type: 'image/png', size: PROOF_MAX_BYTES + 1 })).toMatchObject({
      key: 'receipt.proofSize',
    });
    expect(checkProofFile({ type: 'image/png', size: 0 })).toMatchObject({
      key: 'receipt.proofEmpty',
    });
    expect(checkProofFile(undefined)).toMatchObject({ key: 'error.PROOF_REQUIRED' });
  });

  it('takes a partly received amount above zero and below the whole', () => {
    expect(checkPartAmount('12.50', 100_00, USD)).toEqual({ ok: true, value: 12_50 });
    expect(checkPartAmount('', 100_00, USD)).toMatchObject({ key: 'receipt.partRequired' });
    expect(checkPartAmount('0', 100_00, USD)).toMatchObject({ key: 'error.AMOUNT_INVALID' });
    expect(checkPartAmount('-5', 100_00, USD)).toMatchObject({ key: 'error.AMOUNT_INVALID' });
    expect(checkPartAmount('1.001', 100_00, USD)).toMatchObject({ key: 'error.AMOUNT_INVALID' });
    expect(checkPartAmount('100', 100_00, USD)).toMatchObject({ key: 'receipt.partTooMuch' });
  });
});

const PAID: Withdrawal = {
  id: 7,
  reference: 'W3',
  amount: 100_00,
  status: 'PAID',
  card: { bankName: 'Ottervale Savings Bank', last4: '4321' },
  createdAt: '2026-11-22T05:00:00.000Z',
  decidedAt: '2026-11-22T05:10:00.000Z',
  reason: null,
  confirmBy: '2026-11-22T07:10:00.000Z',
  received: null,
  remaining: null,
  hasProof: false,
};

function renderReceipt() {
  const platform = fakePlatform({
    'POST /wps/v2/withdraw/confirm': () => ok({ ...PAID, status: 'RECEIVED' }),
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  render(
    <SiteProviders
      site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}
      store={createStore()}
    >
      <ReceiptForm withdrawal={PAID} />
    </SiteProviders>,
  );
  return platform;
}

const confirms = (platform: ReturnType<typeof fakePlatform>) =>
  platform.calls.filter((c) => c.path === '/wps/v2/withdraw/confirm');

describe('the receipt confirmation form', () => {
  it('shows until when the member may confirm, in the brand clock', () => {
    renderReceipt();
    // 07:10 UTC is 15:10 on aurora's GMT+8 clock.
    // Written as English writes dates (issue 10: the language's format, the brand's clock).
    expect(screen.getByText(/11\/22\/2026 15:10/)).toBeTruthy();
  });

  it('confirms the whole amount with one press', async () => {
    const platform = renderReceipt();
    fireEvent.click(screen.getByTestId('receipt-received'));
    await vi.waitFor(() => expect(confirms(platform)).toHaveLength(1));
    expect(confirms(platform)[0]?.body).toEqual({ id: 7, outcome: 'RECEIVED' });
  });

  it('refuses a partly received amount of the whole withdrawal and sends a smaller one', async () => {
    const platform = renderReceipt();
    fireEvent.click(screen.getByTestId('receipt-partly'));
    fireEvent.change(screen.getByTestId('field-amountReceived'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('receipt-submit'));
    expect(await screen.findByText(en['receipt.partTooMuch'])).toBeTruthy();
    expect(confirms(platform)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('field-amountReceived'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('receipt-submit'));
    await vi.waitFor(() => expect(confirms(platform)).toHaveLength(1));
    expect(confirms(platform)[0]?.body).toEqual({
      id: 7,
      outcome: 'PARTLY_RECEIVED',
      amountReceived: 60_00,
    });
  });

  it('refuses a proof that is not a PNG or JPEG, or too large, and sends a good one as a data URL', async () => {
    const platform = renderReceipt();
    fireEvent.click(screen.getByTestId('receipt-not'));
    fireEvent.click(screen.getByTestId('receipt-submit'));
    expect(await screen.findByText(en['error.PROOF_REQUIRED'])).toBeTruthy();
    const input = screen.getByTestId('field-proofImage');
    const gif = new File(['GIF89a'], 'proof.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText(en['receipt.proofType'])).toBeTruthy();
    const huge = new File([new Uint8Array(PROOF_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText(en['receipt.proofSize'].replace('{max}', '5'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('receipt-submit'));
    expect(confirms(platform)).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    fireEvent.click(screen.getByTestId('receipt-submit'));
    await vi.waitFor(() => expect(confirms(platform)).toHaveLength(1));
    expect(confirms(platform)[0]?.body).toEqual({
      id: 7,
      outcome: 'NOT_RECEIVED',
      proofImage: 'data:image/png;base64,iVBORw==',
    });
  });
});
