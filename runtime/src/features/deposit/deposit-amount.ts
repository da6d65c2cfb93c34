import type { DepositMethod } from '../../../../contract/deposit.ts';
import type { MessageKey, MessageParams } from '../../i18n/i18n.tsx';
import { parseAmount, type Currency } from '../../app/money.ts';

export type AmountCheck =
  { ok: true; amount: number } | { ok: false; key: MessageKey; params?: MessageParams };

/**
 * The client-side check before a deposit is opened: the platform checks again, but a member
 * should learn about the method's limits before leaving for the payment page.
 */
export function checkDepositAmount(
  text: string,
  method: DepositMethod,
  currency: Currency,
  money: (minor: number) => string,
): AmountCheck {
  if (text.trim() === '') return { ok: false, key: 'deposit.amountRequired' };
  const amount = parseAmount(text, currency);
  if (amount === null || amount <= 0) return { ok: false, key: 'error.AMOUNT_INVALID' };
  if (amount < method.min) {
    return { ok: false, key: 'deposit.belowMin', params: { min: money(method.min) } };
  }
  if (amount > method.max) {
    return { ok: false, key: 'deposit.aboveMax', params: { max: money(method.max) } };
  }
  return { ok: true, amount };
}
