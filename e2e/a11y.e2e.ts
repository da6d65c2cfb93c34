import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../contract/boot.ts';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { fillMobileRegistration, stamp } from './identity-steps.ts';
import { openMemberPage } from './money-steps.ts';
import { fillUsernameRegistration } from './register-steps.ts';

// Issue 10 "Accessible": axe-core on the screens a new player meets, in each demo brand and in
// Urdu (right to left), must report nothing. axe's default rule set is used (WCAG 2.x A and AA
// plus best practices such as landmarks), the set Lighthouse's accessibility audit draws on.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe in the page (evaluated over the devtools protocol, so the site's CSP still holds). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as { violations: unknown[] };
    return result.violations;
  });
  return (found as Violation[]).map(
    (v) =>
      `${v.id} (${v.help}): ${v.nodes
        .slice(0, 4)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' '))
        .join(' | ')}`,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function openIn(language: string): Promise<Page> {
  const page = await openPage(browser);
  page.setDefaultTimeout(30_000);
  await page.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  return page;
}

/** Waits for a screen to settle: fonts in, no page-loading placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Colours are read as painted: a dialog still fading in blends its text with the page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await expect.poll(() => page.locator('.wl-page-loading').count(), { timeout: 30_000 }).toBe(0);
}

describe.each([
  ['aurora', 'EN'],
  ['aurora', 'UR'],
  ['lotus', 'VI'],
] as const)('axe-core on %s in %s', (brand, language) => {
  it('finds nothing on the home page, the login and register dialogs and the member centre’s money pages', async () => {
    const page = await openIn(language);
    const report: Record<string, string[]> = {};
    const check = async (screen: string): Promise<void> => {
      await settled(page);
      report[screen] = await violations(page);
      await screenshot(page, `a11y/${brand}-${language.toLowerCase()}-${screen}`);
    };

    await page.goto(siteUrl(brand, '/index'));
    await page.getByTestId('home-hero').waitFor();
    await check('home');

    await page.getByTestId('login').click();
    await page.getByTestId('login-modal').waitFor();
    await check('login');
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });

    if (brand === 'lotus') {
      // Lotus registers on its own page (mobile and SMS code), not in a dialog.
      await page.goto(siteUrl(brand, '/register'));
      const form = page.getByTestId('register-form');
      await form.waitFor();
      await check('register');
      await fillMobileRegistration(page, form, 'Trần Thị Bình');
    } else {
      await page.getByTestId('register').click();
      const modal = page.getByTestId('register-modal');
      await modal.waitFor();
      await check('register');
      await fillUsernameRegistration(page, modal, `axe${language.toLowerCase()}${stamp}`);
    }
    await page.getByTestId('register-submit').click();
    await page.getByTestId('account-name').waitFor();
    // A fresh player may be greeted by a prompt; the pages under test are what follows it.
    const prompt = page.getByTestId('bonus-prompt');
    if (await prompt.isVisible()) await page.keyboard.press('Escape');

    await page.goto(siteUrl(brand, '/index?memberCentre=depositv2'));
    await page.getByTestId('mc-page-depositv2').waitFor();
    await check('deposit');
    await openMemberPage(page, 'withdraw');
    await check('withdraw');
    await openMemberPage(page, 'transactionHistory');
    await check('account-record');

    const found = Object.entries(report).flatMap(([screen, list]) =>
      list.map((v) => `${screen}: ${v}`),
    );
    // The whole list on disk too: an assertion message cuts long arrays short.
    await writeFile(
      `e2e/screenshots/a11y/${brand}-${language.toLowerCase()}.json`,
      JSON.stringify(report, null, 2),
    );
    expect(found).toEqual([]);
    await page.context().close();
  }, 240_000);
});

/** Whether focus is inside the element with this test id. */
function focusInside(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);
}

/** Tabs forward and back past the dialog's controls: focus never leaves it. */
async function tabsStayInside(page: Page, testId: string): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(page, testId), `${key} ×${i + 1} left ${testId}`).toBe(true);
    }
  }
}

describe('every dialog a new player opens', () => {
  it('takes focus in, keeps it in, and gives it back to what opened it', async () => {
    const page = await openIn('EN');
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('home-hero').waitFor();
    const focusedTestId = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

    // Login, opened from the keyboard.
    await page.getByTestId('login').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('login-modal').waitFor();
    await expect.poll(() => focusInside(page, 'login-modal')).toBe(true);
    await tabsStayInside(page, 'login-modal');
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('login');

    // The user agreement opens over the register form and hands focus back to its link.
    await page.getByTestId('register').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('register-modal').waitFor();
    await expect.poll(() => focusInside(page, 'register-modal')).toBe(true);
    await page.getByTestId('read-agreement').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('legal-dialog').locator('.wl-legal__body').waitFor();
    await expect.poll(() => focusInside(page, 'legal-dialog')).toBe(true);
    await tabsStayInside(page, 'legal-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('legal-dialog').waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('read-agreement');
    await page.keyboard.press('Escape');
    await page.getByTestId('register-modal').waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('register');

    // The speed test, from the side bar.
    await page.getByTestId('side-speed-test').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('notice-dialog').waitFor();
    await expect.poll(() => focusInside(page, 'notice-dialog')).toBe(true);
    await tabsStayInside(page, 'notice-dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-dialog').waitFor({ state: 'detached' });
    expect(await focusedTestId()).toBe('side-speed-test');
    await page.context().close();
  }, 240_000);
});
