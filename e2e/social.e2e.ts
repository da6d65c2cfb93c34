import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../runtime/src/i18n/dictionaries/en.json' with { type: 'json' };
import { launchChromium, openPage, siteUrl } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

// Unique per run, so a re-run against a kept database makes a new member.
const stamp = Date.now().toString(36).slice(-6);

/** Opens the login popup and clicks the Google icon; answers the sandbox provider's window. */
async function startGoogle(page: Page): Promise<Page> {
  await page.goto(siteUrl('aurora', '/index'));
  await page.getByTestId('login').click();
  await page.getByTestId('login-modal').waitFor();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('login-google').click(),
  ]);
  await popup.getByTestId('sandbox-allow').waitFor();
  return popup;
}

describe('social sign-in on aurora (sandbox Google)', () => {
  it('Allow in the provider popup logs the visitor in as a new member', async () => {
    const page = await openPage(browser);
    const popup = await startGoogle(page);
    expect(await popup.textContent('h1')).toContain('Sandbox Google — sign in as:');
    await popup.getByTestId('sandbox-email').fill(`gplayer${stamp}@example.com`);
    await popup.getByTestId('sandbox-allow').click();
    await popup.waitForEvent('close', { timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(`gplayer${stamp}`);
    await page.context().close();
  });

  it('Cancel in the provider popup shows the popup-closed message', async () => {
    const page = await openPage(browser);
    const popup = await startGoogle(page);
    await popup.getByTestId('sandbox-cancel').click();
    await expect
      .poll(() => page.getByTestId('login-modal').textContent(), { timeout: 10_000 })
      .toContain(en['error.POPUP_CLOSED']);
    expect(await page.getByTestId('account-name').count()).toBe(0);
    await page.context().close();
  });

  it('with popups blocked, goes through the provider in the page itself and comes back logged in', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('login').click();
    await page.getByTestId('login-google').click();
    await page.getByTestId('sandbox-allow').waitFor();
    await page.getByTestId('sandbox-email').fill(`gredirect${stamp}@example.com`);
    await page.getByTestId('sandbox-allow').click();
    await page.waitForURL(/\/index$/, { timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('account-name').textContent(), { timeout: 10_000 })
      .toContain(`gredirect${stamp}`);
    await page.context().close();
  });
});
