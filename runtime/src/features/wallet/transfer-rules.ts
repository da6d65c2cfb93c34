import { MAIN_WALLET, type ConsolidatedFunds } from '../../../../contract/money.ts';
import { parseAmount, type Currency } from '../../app/money.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';

/** What the amount typed means against what the source holds: minor units or why not. */
export function checkTransferAmount(
  text: string,
  currency: Currency,
  available: number,
): { amount: number } | { error: MessageKey } {
  if (!text.trim()) return { error: 'transfer.amountRequired' };
  const amount = parseAmount(text, currency);
  if (amount === null || amount <= 0) return { error: 'error.AMOUNT_INVALID' };
  if (amount > available) return { error: 'transfer.overBalance' };
  return { amount };
}

/** The balance of 'MAIN' or a vendor wallet, 0 when the wallet is unknown. */
export function balanceOf(funds: ConsolidatedFunds, wallet: string): number {
  if (wallet === MAIN_WALLET) return funds.main;
  return funds.wallets.find((w) => w.accountType === wallet)?.balance ?? 0;
}

/**
 * Money moves between main and one vendor wallet only: picking one end fixes the other.
 * A vendor source sends to main; main sends to the chosen vendor (the first one if none).
 */
export function pairWith(value: string, other: string, vendors: readonly string[]): string {
  if (value !== MAIN_WALLET) return MAIN_WALLET;
  if (other !== MAIN_WALLET) return other;
  return vendors[0] ?? MAIN_WALLET;
}
