import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { headerCents, SLOW } from './games-steps.ts';

/**
 * Puts two prices on the slip, places a $5 single on the first and a $2 parlay of both, and
 * waits for the header to show each stake taken. Prices move (before and in play), so the
 * slip takes the price of the moment rather than asking.
 */
export async function placeSingleAndParlay(
  page: Page,
  prices: readonly Locator[],
  before: number,
): Promise<void> {
  for (const price of prices) await price.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-policy').selectOption('ANY');
  await slip.locator('[data-testid^="slip-stake-"]').first().fill('5');
  await slip.getByTestId('slip-place').click();
  await expect.poll(() => headerCents(page), SLOW).toBe(before - 500);
  await slip.getByTestId('slip-mode-PARLAY').click();
  await slip.getByTestId('slip-stake-PARLAY').fill('2');
  await slip.getByTestId('slip-place').click();
  await expect.poll(() => headerCents(page), SLOW).toBe(before - 700);
}
