import type { SessionCurrency } from '../kit/sessions.ts';

/**
 * Harbor prices its rooms and bets in US-dollar cents and converts them to the player's
 * currency with round indicative rates (a sandbox needs stakes that look right, not a live FX
 * feed): a room that starts at 1.00 USD starts at 25,000 VND and 35.00 THB.
 */
const UNITS_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  AUD: 1.5,
  CAD: 1.4,
  SGD: 1.4,
  MYR: 4.5,
  BRL: 5,
  CNY: 7,
  HKD: 8,
  THB: 35,
  PHP: 55,
  INR: 80,
  JPY: 150,
  KRW: 1300,
  IDR: 15_000,
  VND: 25_000,
};

/** An amount given in US cents, in the currency's minor units (unknown currencies at par). */
export function fromUsdCents(cents: number, currency: SessionCurrency): number {
  const rate = UNITS_PER_USD[currency.code] ?? 1;
  return Math.max(1, Math.round((cents / 100) * rate * 10 ** currency.minorUnits));
}

/** Minor units as text for a bet detail: "4.75 USD", "118,750 VND". */
export function moneyText(minor: number, currency: SessionCurrency): string {
  const major = minor / 10 ** currency.minorUnits;
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
  });
  return `${text} ${currency.code}`;
}
