import { invalidate } from './api/query.ts';

export interface Currency {
  code: string;
  minorUnits: number;
}

/**
 * The one sign a brand's money carries in every language: the currency's narrow symbol ("$",
 * "₫", "฿"). Left to each locale, US dollars read "$" in English and Urdu but "US$" in Thai,
 * Chinese and Vietnamese, so one brand's prices would look like two currencies.
 */
export function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/**
 * Minor units → the brand currency in the visitor's language (e.g. "$1,234.50", "1.234 ₫"):
 * the language's digits, grouping and sign position, the brand's one currency symbol.
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = currency.minorUnits;
  const symbol = currencySymbol(currency.code);
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .formatToParts(minor / 10 ** digits)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
  // After Urdu (Arabic-script) words the bidi algorithm reads the digits as Arabic numbers and
  // moves "$" to their right ("0.00$"): isolate the amount as left-to-right text.
  return RTL_LANGUAGES.has(locale.split('-')[0] ?? '') ? `\u2066${text}\u2069` : text;
}

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/**
 * What a member typed ("12.5", "1,000", "50000") → minor units, or null when it is not an
 * amount of this currency (letters, a minus, more decimals than the currency has). Commas
 * and spaces group digits; a dot is the decimal point. Exact: no float arithmetic.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > currency.minorUnits) return null;
  const minor = Number(whole + fraction.padEnd(currency.minorUnits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units → the plain number a member would type back ("12.50"), for input fields. */
export function amountText(minor: number, currency: Currency): string {
  if (currency.minorUnits === 0) return String(minor);
  const text = String(minor).padStart(currency.minorUnits + 1, '0');
  return `${text.slice(0, -currency.minorUnits)}.${text.slice(-currency.minorUnits)}`;
}

/** One per submitted form: a retry of the same submission must carry the same key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * What a money movement changes: the balances on screen (header, member centre, wallets), the
 * records lists, and the unread badge (each movement sends the member a message, spec §3).
 * A read that shows money carries the "balance" tag; a list of money records, "records".
 */
export const MONEY_TAGS = ['balance', 'records', 'unread'] as const;

/** Called after every money movement the site makes (deposit, transfer, withdrawal…). */
export function moneyMoved(): void {
  invalidate(...MONEY_TAGS);
}
