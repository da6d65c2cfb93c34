import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl } from './browser.ts';
import { fill } from './identity-steps.ts';
import { solveSlider } from './slider.ts';

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
  await fill(page, 'username', account);
  await fill(page, 'password', 'secret123');
  await fill(page, 'confirmPassword', 'secret123');
  await fill(page, 'mobileNum', `09${Date.now().toString().slice(-8)}`);
  await modal.getByRole('checkbox').last().check();
  await solveSlider(page, modal);
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
