import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { solveSlider } from './slider.ts';
import { fill, stamp } from './identity-steps.ts';
import { totp } from './totp.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const accountName = (page: Page) => page.getByTestId('account-name').textContent();

describe('unknown-IP second factor on aurora', () => {
  it('asks a login from a new IP for the authenticator code, then logs in', async () => {
    // Register (from 127.0.0.1, which thereby becomes known).
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('register').click();
    const register = page.getByTestId('register-modal');
    await register.waitFor();
    const account = `tfa${stamp}`;
    await fill(page, 'username', account);
    await fill(page, 'password', 'secret123');
    await fill(page, 'confirmPassword', 'secret123');
    await fill(page, 'mobileNum', `09${Date.now().toString().slice(-8)}`);
    await register.getByRole('checkbox').last().check();
    await solveSlider(page, register);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => accountName(page), { timeout: 10_000 }).toContain(account);

    // Bind an authenticator: the secret is read off the modal, the code computed here.
    await page.getByTestId('setup-authenticator').click();
    const modal = page.getByTestId('authenticator-modal');
    await modal.waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(await page.getByTestId('totp-url').getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await fill(page, 'totpCode', totp(secret));
    await page.getByTestId('totp-submit').click();
    await page.getByTestId('totp-done').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();

    // Another IP: the login answers the two-step screen.
    const away = await openPage(browser, {
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' },
    });
    await away.goto(siteUrl('aurora', '/index'));
    await away.getByTestId('login').click();
    const login = away.getByTestId('login-modal');
    await login.waitFor();
    await fill(away, 'username', account);
    await fill(away, 'password', 'secret123');
    await solveSlider(away, login);
    await away.getByTestId('login-submit').click();
    await away.getByTestId('second-factor').waitFor();
    await screenshot(away, 'aurora-second-factor');
    await away.getByTestId('second-factor-method-totp').click();
    const input = away.getByTestId('second-factor-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    // The code that bound the app is spent; the next step's code is within the window.
    await input.fill(totp(secret, Date.now() + 30_000));
    await away.getByTestId('second-factor-submit').click();
    await expect.poll(() => accountName(away), { timeout: 10_000 }).toContain(account);
    await away.context().close();
  });
});
