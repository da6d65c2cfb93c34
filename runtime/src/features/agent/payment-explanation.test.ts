import { describe, expect, it } from 'vitest';
import type { ContractPayment } from '../../../../contract/agent-contracts.ts';
import en from '../../i18n/dictionaries/en.json';
import type { MessageKey, MessageParams } from '../../i18n/i18n.tsx';
import { explainPayment } from './payment-explanation.ts';

// The English dictionary with {name} filled in, as the site's translate does.
const t = (key: MessageKey, params: MessageParams = {}) =>
  (en[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
const USD = { code: 'USD', minorUnits: 2 };
const VND = { code: 'VND', minorUnits: 0 };

function payment(overrides: Partial<ContractPayment> = {}): ContractPayment {
  return {
    id: 1,
    contractId: 7,
    kind: 'DAILY_SALARY',
    periodStart: '2026-11-22T17:00:00.000Z',
    periodEnd: '2026-11-23T17:00:00.000Z',
    periodLabel: '2026-11-23',
    payer: { account: 'boss', nickname: null },
    payee: { account: 'sub1', nickname: null },
    direction: 'IN',
    basis: { validBet: 1_234_000, teamLoss: 50_000, activeMembers: 12 },
    tier: { index: 0, minValidBet: 1_000_000, minActive: 10, amount: 9_872 },
    rateBp: null,
    amount: 9_872,
    status: 'PAID',
    settledAt: '2026-11-24T01:00:00.000Z',
    paidAt: '2026-11-24T01:00:00.000Z',
    ...overrides,
  };
}

describe('the sentence that explains a contract payment', () => {
  it('names the valid bet, the tier, the active members and the amount of a daily salary', () => {
    expect(explainPayment(payment(), t, { currency: VND, locale: 'en-US' })).toBe(
      'valid bet ₫1,234,000 ≥ tier ₫1,000,000 with 12 ≥ 10 active → ₫9,872',
    );
  });

  it('works a dividend out as the tier rate of the team loss, the rate from basis points', () => {
    const dividend = payment({
      kind: 'DIVIDEND',
      basis: { validBet: 123_400_00, teamLoss: 12_340_00, activeMembers: 12 },
      tier: { index: 1, minValidBet: 100_000_00, minActive: 10, rateBp: 80 },
      amount: 98_72,
    });
    expect(explainPayment(dividend, t, { currency: USD, locale: 'en-US' })).toBe(
      'valid bet $123,400.00 ≥ tier $100,000.00 with 12 ≥ 10 active → 0.8% of team loss $12,340.00 = $98.72',
    );
  });

  it('says why nothing was due when no tier was reached', () => {
    const none = payment({ tier: null, amount: 0, status: 'NOTHING_DUE' });
    expect(explainPayment(none, t, { currency: VND, locale: 'en-US' })).toBe(
      'valid bet ₫1,234,000 with 12 active reached no tier, so nothing is due',
    );
  });

  it('adds that an owed payment waits for the frozen payer', () => {
    const owed = explainPayment(payment({ status: 'OWED' }), t, { currency: VND, locale: 'en-US' });
    expect(owed).toMatch(/→ ₫9,872 Not paid yet/);
  });

  it('keeps every number a left-to-right run in a right-to-left language', () => {
    const text = explainPayment(payment(), t, { currency: VND, locale: 'ur-PK' });
    // Counts and money alike are wrapped in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE.
    expect(text).toContain('\u206612\u2069 ≥ \u206610\u2069');
    expect(text.match(/\u2066/g)?.length).toBe(5);
  });

  it('shows a real-time salary as the rate applied to the window valid bet', () => {
    const realtime = payment({
      kind: 'REALTIME_SALARY',
      tier: null,
      basis: { validBet: 500_000, teamLoss: -20_000, activeMembers: 3 },
      rateBp: 50,
      amount: 2_500,
    });
    expect(explainPayment(realtime, t, { currency: VND, locale: 'en-US' })).toBe(
      'valid bet ₫500,000, team won ₫20,000 → 0.5% of ₫500,000 = ₫2,500',
    );
  });
});
