import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { launchChromium, openPage as openBrowserPage, siteUrl } from './browser.ts';
import { fill, logInInModal } from './identity-steps.ts';

// Issue 10, defects 7 and 8: what a phone (and a screen under 1340 px) offers instead of the
// side bars, the header's labelled tools, the scrolling tab bar, and the forced change's login.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = 'e2e/screenshots/phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** The shared opener, with room for a machine busy with other suites. */
async function openPage(from: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openBrowserPage(from, options);
  page.context().setDefaultTimeout(30_000);
  page.context().setDefaultNavigationTimeout(30_000);
  return page;
}

/** Goes to a page of a brand; the elements waited for next say when it is usable. */
async function visit(page: Page, brand: string, path: string): Promise<void> {
  await page.goto(siteUrl(brand, path), { waitUntil: 'domcontentloaded' });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function chooseLanguage(page: Page, code: string, lang: string): Promise<void> {
  await page.getByTestId('language-switch').selectOption(code);
  await expect
    .poll(() => page.locator('html').getAttribute('lang'), { timeout: 15_000 })
    .toContain(lang);
}

/** The labels of every side-bar entry, read where the bars show: a 1366 px desktop. */
async function sideBarLabels(brand: string, language?: [string, string]): Promise<string[]> {
  const page = await openPage(browser);
  await visit(page, brand, '/index');
  await page.getByTestId('right-bar').waitFor();
  if (language) await chooseLanguage(page, ...language);
  const labels = await page
    .locator('.wl-rail .wl-rail__label, .wl-rail .wl-rail__promo strong')
    .allInnerTexts();
  await page.context().close();
  return labels.map((label) => label.trim()).filter(Boolean);
}

/** Opens the menu from the phone bar and checks the dialog pattern: focus in, Escape, back. */
async function openMenu(page: Page) {
  await page.getByTestId('phone-bar-menu').click();
  const menu = page.getByRole('dialog', { name: /.+/ }).and(page.getByTestId('site-menu'));
  await menu.waitFor();
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="site-menu"]')))
    .toBe(true);
  return menu;
}

async function noSideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe.each([
  ['aurora', ['UR', 'ur'] as [string, string]],
  ['lotus', ['TH', 'th'] as [string, string]],
])('on a phone, %s', { timeout: 180_000 }, (brand, second) => {
  it('reaches every side-bar entry from the menu by its label, in both languages', async () => {
    for (const language of [undefined, second]) {
      const labels = await sideBarLabels(brand, language);
      expect(labels.length).toBeGreaterThan(2);
      const page = await openPage(browser, PHONE);
      await visit(page, brand, '/index');
      await page.getByTestId('home-hero').waitFor();
      if (language) await chooseLanguage(page, ...language);
      const tag = language ? language[1] : 'default';
      await shot(page, `${brand}-${tag}-phone-home`);
      expect(await noSideways(page)).toBeLessThanOrEqual(0);

      const menu = await openMenu(page);
      for (const label of labels) {
        const entry = menu
          .getByRole('link', { name: label })
          .or(menu.getByRole('button', { name: label }));
        expect(await entry.first().isVisible(), `${label} in the menu`).toBe(true);
      }
      // Tab stays inside: after the last entry comes the first again.
      const inside = async () =>
        page.evaluate(() => !!document.activeElement?.closest('[data-testid="site-menu"]'));
      for (let i = 0; i < labels.length + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
      }
      await shot(page, `${brand}-${tag}-phone-menu`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'phone-bar-menu',
      );
      await page.context().close();
    }
  });

  it('has a working bottom bar that moves nothing when it shows', async () => {
    const page = await openPage(browser, PHONE);
    await visit(page, brand, '/index');
    const bar = page.getByTestId('phone-bar');
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    // The page reserves the bar's height, so the footer's end is never under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').last().boundingBox();
    expect(footer && box && footer.y + footer.height <= box.y + 1).toBe(true);

    await page.getByTestId('phone-bar-promotions').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/promotions');
    await page.getByTestId('phone-bar-games').click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/promotions');
    await page.getByTestId('phone-bar-home').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
    // Messages is for members: a guest is asked to log in.
    await page.getByTestId('phone-bar-messages').click();
    await page.getByTestId('login-modal').waitFor();
    await page.context().close();
  });

  it('shows that the tab bar scrolls, and reaches its last tab', async () => {
    const page = await openPage(browser, PHONE);
    await visit(page, brand, '/index');
    await page.getByTestId('home-hero').waitFor();
    const forward = page.getByTestId('nav-more-forward');
    await forward.waitFor();
    expect(await page.getByTestId('nav-bar').getAttribute('data-more-forward')).not.toBeNull();
    await shot(page, `${brand}-phone-tabs`);
    const last = page.locator('.wl-nav__tab').last();
    const inView = async () => {
      const tab = await last.boundingBox();
      return !!tab && tab.x >= 0 && tab.x + tab.width <= 390;
    };
    for (let i = 0; i < 10 && !(await inView()); i++) {
      // The strip scrolls smoothly: the next look waits for this scroll to end.
      const ended = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            document
              .querySelector('.wl-nav__list')
              ?.addEventListener('scrollend', () => resolve(), { once: true }),
          ),
      );
      await forward.click();
      await ended;
    }
    expect(await page.getByTestId('nav-more-back').isVisible()).toBe(true);
    await expect.poll(inView).toBe(true);
    await shot(page, `${brand}-phone-tabs-end`);
    if (brand === 'lotus') {
      await page.getByTestId('nav-tab-lottery').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/lottery');
    }
    await page.context().close();
  });

  it('labels every header tool at 1024 px and puts the menu there', async () => {
    const page = await openPage(browser, { viewport: { width: 1024, height: 768 } });
    await visit(page, brand, '/index');
    await page.getByTestId('menu-button').waitFor();
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.wl-header .wl-tool')]
        .filter((tool) => tool.offsetParent !== null)
        .filter((tool) => tool.innerText.trim() === '')
        .map((tool) => tool.outerHTML.slice(0, 80)),
    );
    expect(unlabelled).toEqual([]);
    expect(await page.getByTestId('right-bar').isVisible()).toBe(false);
    await page.getByTestId('home-hero').waitFor();
    await shot(page, `${brand}-1024`);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('site-menu').waitFor();
    await shot(page, `${brand}-1024-menu`);
    await page.context().close();
  });
});

describe(
  'the lotus demo agent, forced to change the default password on a phone',
  { timeout: 180_000 },
  () => {
    it('sees the balance without a reload, and the name in full', async () => {
      const page = await openPage(browser, PHONE);
      await visit(page, 'lotus', '/index');
      await chooseLanguage(page, 'EN', 'en');
      await page.getByTestId('login').click();
      await logInInModal(page, 'agent01', 'Agent123');
      const modal = page.getByTestId('change-password-modal');
      await modal.waitFor();
      await fill(page, 'oldPassword', 'Agent123');
      await fill(page, 'newPassword', 'Phone4567');
      await fill(page, 'confirmNewPassword', 'Phone4567');
      await page.getByTestId('password-submit').click();
      await modal.waitFor({ state: 'detached' });
      const notice = page.getByRole('dialog').filter({ hasText: /password has been changed/i });
      await notice.getByRole('button', { name: 'Close' }).first().click();

      // Spec §4: the login completes with the change; the balance refused before it now shows.
      await expect
        .poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 })
        .toMatch(/\d/);
      const name = page.locator('.wl-account__text');
      expect(await name.textContent()).toBe('agent01');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await shot(page, 'lotus-phone-agent');

      const menu = await openMenu(page);
      expect(await menu.getByTestId('menu-account-name').textContent()).toContain('agent01');
      for (const id of ['menu-change-password', 'menu-sign-out']) {
        expect((await menu.getByTestId(id).innerText()).trim()).not.toBe('');
      }
      await shot(page, 'lotus-phone-agent-menu');
      await page.context().close();
    });
  },
);
