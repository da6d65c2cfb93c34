import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl } from './browser.ts';
import { fillUsernameRegistration } from './register-steps.ts';

/** Registers a player through the agent's link, so the player has an upline to pay. */
export async function registerPlayer(
  page: Page,
  brand: string,
  account: string,
  referralCode: string,
): Promise<void> {
  await page.goto(siteUrl(brand, `/index?referralCode=${referralCode}`));
  await page.getByTestId('register').click();
  const modal = page.getByTestId('register-modal');
  await modal.waitFor();
  await fillUsernameRegistration(page, modal, account);
  await page.getByTestId('register-submit').click();
  await expect
    .poll(() => page.getByTestId('account-name').textContent(), { timeout: 15_000 })
    .toContain(account);
}

/** Opens one page of the member centre from its menu. */
export async function openMemberPage(page: Page, key: string): Promise<void> {
  await page.getByTestId(`mc-tab-${key}`).click();
  await page.getByTestId(`mc-page-${key}`).waitFor();
}

export const balanceText = (page: Page) => page.getByTestId('balance').textContent();

/**
 * Pays the open deposit on the sandbox gateway's page (a new tab, as a real gateway opens),
 * then waits for the member centre to report the money arrived.
 */
export async function payThroughGateway(page: Page, amountShown?: string): Promise<void> {
  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('deposit-pay-link').click(),
  ]);
  if (amountShown) expect(await gateway.locator('body').textContent()).toContain(amountShown);
  await gateway.getByTestId('sandbox-pay-confirm').click();
  await gateway.getByTestId('sandbox-pay-result').waitFor();
  await gateway.close();
  await expect
    .poll(() => page.getByTestId('deposit-status').getAttribute('data-status'), {
      timeout: 15_000,
    })
    .toBe('ARRIVED');
}
