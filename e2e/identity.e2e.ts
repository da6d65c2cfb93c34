import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { solveSlider } from './slider.ts';
import { fill, fillMobileRegistration, logIn, signOut, stamp } from './identity-steps.ts';
import { fillUsernameRegistration } from './register-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('registering by username on aurora', () => {
  it('logs the new member in, signs out and logs in again', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('register').click();
    const modal = page.getByTestId('register-modal');
    await modal.waitFor();
    const account = `ava${stamp}`;
    await fillUsernameRegistration(page, modal, account);
    await screenshot(page, 'aurora-register-en');
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(account);
    await page.waitForURL(/\/index$/);

    await signOut(page);
    await logIn(page, account, 'secret123');
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(account);
    await page.context().close();
  });
});

describe('a wrong password', () => {
  it('brings up the image captcha after three tries', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (attempt === 1) {
        await logIn(page, 'nobody-here', 'wrongpass1');
      } else {
        const modal = page.getByTestId('login-modal');
        await fill(page, 'password', `wrongpass${attempt}`);
        await solveSlider(page, modal);
        await page.getByTestId('login-submit').click();
      }
      await page.getByTestId('login-modal').getByRole('alert').first().waitFor();
    }
    await page.getByTestId('captcha-image').waitFor();
    await screenshot(page, 'aurora-login-captcha');
    await page.context().close();
  });
});

describe('registering by mobile on lotus', () => {
  it('offers only the mobile tab and registers with the code from the SMS outbox', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('lotus', '/register'));
    const form = page.getByTestId('register-form');
    await form.waitFor();
    // lotus turns USERNAMEREG off in its platform.json.
    expect(await page.getByTestId('field-username').count()).toBe(0);
    await fillMobileRegistration(page, form, 'Nguyen Van An');
    await screenshot(page, 'lotus-register-vi');
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.waitForURL(/\/index$/);
    await page.context().close();
  });
});

describe('free play', () => {
  it('logs a visitor into a demo account on aurora', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('free-trial').click();
    await expect
      .poll(() => page.getByTestId('account-name').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByTestId('account-name').textContent()).toMatch(/demo/i);
    await page.context().close();
  });
});

describe('the login popup in Urdu', () => {
  it('renders right to left', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('language-switch').selectOption('UR');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('login').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('slider-background').waitFor();
    await screenshot(page, 'aurora-login-ur');
    await page.context().close();
  });
});
