import type { Locator, Page } from 'playwright-core';
import { fill } from './identity-steps.ts';
import { solveSlider } from './slider.ts';

/**
 * Fills the open register modal's username form for `account` (password secret123, a fresh
 * mobile number), accepts the terms and solves the slider, leaving submit to the caller.
 */
export async function fillUsernameRegistration(
  page: Page,
  modal: Locator,
  account: string,
): Promise<void> {
  await fill(page, 'username', account);
  await fill(page, 'password', 'secret123');
  await fill(page, 'confirmPassword', 'secret123');
  await fill(page, 'mobileNum', `09${Date.now().toString().slice(-8)}`);
  await modal.getByRole('checkbox').last().check();
  await solveSlider(page, modal);
}
