import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveSlider } from './slider.ts';

/** Unique per run, so a re-run against a kept database never collides. */
export const stamp = Date.now().toString(36).slice(-6);

export async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.getByTestId(`field-${field}`).fill(value);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('sign-out').click();
  // Spec §4: logout asks for confirmation first.
  await page
    .getByRole('button', { name: /sign out|log out|confirm|yes/i })
    .last()
    .click();
  await page.getByTestId('login').waitFor();
}

/** Closes the notice popup that says `text` (e.g. "your password has been changed"). */
export async function closeNotice(page: Page, text: RegExp) {
  const notice = page.getByRole('dialog').filter({ hasText: text });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Close' }).first().click();
  await notice.waitFor({ state: 'detached' });
}

/** Fills and submits the login popup that is already open. */
export async function logInInModal(page: Page, username: string, password: string): Promise<void> {
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  await fill(page, 'username', username);
  await fill(page, 'password', password);
  await solveSlider(page, modal);
  await page.getByTestId('login-submit').click();
}

/** Opens the login popup from the header, then fills and submits it. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login').click();
  await logInInModal(page, username, password);
}

// Read from the page: Chromium resolves <brand>.localhost, Node's resolver does not.
export async function latestSmsCode(page: Page, mobile: string): Promise<string> {
  const body = await page.evaluate(
    (url) => fetch(url).then((r) => r.text()),
    `/wps/sandbox/sms?mobile=${mobile}`,
  );
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No SMS code in the sandbox outbox for ${mobile}.`);
  return code;
}

/**
 * Fills lotus's mobile registration (spec §2.3, USERNAMEREG off): the mobile, the SMS code read
 * from the sandbox outbox, the password pair, the real name, the agreement and the slider.
 */
export async function fillMobileRegistration(
  page: Page,
  form: Locator,
  payeeName: string,
): Promise<void> {
  const mobile = `09${Date.now().toString().slice(-8)}`;
  await fill(page, 'mobileNum', mobile);
  await page.getByTestId('sms-send').click();
  await expect
    .poll(() => page.getByTestId('sms-send').isDisabled(), { timeout: 10_000 })
    .toBe(true);
  await fill(page, 'verificationCode', await latestSmsCode(page, mobile));
  await fill(page, 'password', 'lotus12345');
  await fill(page, 'confirmPassword', 'lotus12345');
  await fill(page, 'payeeName', payeeName);
  await form.getByRole('checkbox').last().check();
  await solveSlider(page, form);
}
