import type { SessionCurrency } from '../kit/sessions.ts';

/**
 * NOVA's games count in credits, and a credit is worth about a US cent in every currency, so
 * a bet ladder means the same stake everywhere: 1 minor unit where a minor unit is a cent
 * (USD, THB, CNY...), 100 dong (VND has no minor unit), 100 rupiah, and so on.
 */
const PER_CREDIT: Readonly<Record<string, number>> = { VND: 100, IDR: 100, KRW: 10, JPY: 1 };

/** Minor units of the currency in one credit. */
export function creditValue(currency: SessionCurrency): number {
  return PER_CREDIT[currency.code] ?? Math.max(1, 10 ** (currency.minorUnits - 2));
}
