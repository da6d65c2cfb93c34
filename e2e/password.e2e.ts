import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { solveSlider } from './slider.ts';
import { closeNotice, fill, logInInModal, signOut, stamp } from './identity-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Closes the notice that confirms a change (the shell's NoticeDialog). */
// Read from the page: Chromium resolves <brand>.localhost, Node's resolver does not.
async function latestResetLink(page: Page, email: string): Promise<string> {
  const body = await page.evaluate(
    (url) => fetch(url).then((r) => r.json() as Promise<{ value: { link: string | null }[] }>),
    `/wps/sandbox/email?to=${encodeURIComponent(email)}`,
  );
  const link = body.value[0]?.link;
  if (!link) throw new Error(`No reset link in the sandbox outbox for ${email}.`);
  return link;
}

describe('the demo agent with the known default password', () => {
  it('has to change it right after logging in, and is then logged in', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('login').click();
    await logInInModal(page, 'agent01', 'Agent123');

    const modal = page.getByTestId('change-password-modal');
    await modal.waitFor();
    await page.getByTestId('password-forced').waitFor();
    expect(await page.getByTestId('password-account').textContent()).toContain('agent01');
    // Spec §5: the confirmation must equal the new password.
    await fill(page, 'oldPassword', 'Agent123');
    await fill(page, 'newPassword', 'Agent4567');
    await fill(page, 'confirmNewPassword', 'Agent4568');
    await page.getByTestId('password-submit').click();
    await modal.getByText('The two inputs are inconsistent').waitFor();
    await screenshot(page, 'aurora-change-password-forced');

    await fill(page, 'confirmNewPassword', 'Agent4567');
    await page.getByTestId('password-submit').click();
    await modal.waitFor({ state: 'detached' });
    await closeNotice(page, /password has been changed/i);
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain('agent01');

    // The new password is the one that works now, without a forced change.
    await signOut(page);
    await page.getByTestId('login').click();
    await logInInModal(page, 'agent01', 'Agent4567');
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain('agent01');
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
    await page.context().close();
  });
});

describe('forgot password', () => {
  it('mails a reset link that sets a new password, then the member logs in with it', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    const account = `pat${stamp}`;
    const email = `${account}@example.com`;

    await page.getByTestId('register').click();
    const register = page.getByTestId('register-modal');
    await register.waitFor();
    await fill(page, 'username', account);
    await fill(page, 'password', 'secret123');
    await fill(page, 'confirmPassword', 'secret123');
    await fill(page, 'mobileNum', `09${Date.now().toString().slice(-8)}`);
    await fill(page, 'email', email);
    await register.getByRole('checkbox').last().check();
    await solveSlider(page, register);
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(account);
    await signOut(page);

    await page.getByTestId('login').click();
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    await fill(page, 'username', account);
    await fill(page, 'email', email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await screenshot(page, 'aurora-forgot-sent');

    const link = await latestResetLink(page, email);
    expect(new URL(link).pathname).toBe('/resetPassword');
    await page.goto(link);
    await page.getByTestId('reset-password-page').waitFor();
    await fill(page, 'newPassword', 'fresh4567');
    await fill(page, 'confirmNewPassword', 'fresh4567');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    // Spec §4: after a reset the member logs in again; the login popup is already open.
    await logInInModal(page, account, 'fresh4567');
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(account);

    // The link was single use.
    await page.goto(link);
    await fill(page, 'newPassword', 'other4567');
    await fill(page, 'confirmNewPassword', 'other4567');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-password-page').getByRole('alert').waitFor();
    await page.context().close();
  });
});
