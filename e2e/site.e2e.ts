import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../contract/boot.ts';
import { localized } from '../contract/brand.ts';
import { hexToRgb, readBrand } from './brand.ts';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['aurora', 'lotus'])('the %s site', (id) => {
  const brand = readBrand(id);

  it('renders its own title, header colour and logo', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(id, '/'));
    await page.waitForURL(/\/index$/);
    await expect
      .poll(() => page.title())
      .toBe(localized(brand.seo?.title, brand.defaultLanguage, brand.defaultLanguage));
    const header = page.getByTestId('header');
    await header.waitFor();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      hexToRgb(brand.theme.colors.headerBackground),
    );
    const logo = page.getByTestId('logo').locator('img');
    expect(await logo.getAttribute('src')).toMatch(/\/brand\/logo\.[0-9a-f]{8}\.svg$/);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId('home-hero').waitFor();
    await screenshot(page, `${id}-home-${brand.defaultLanguage.toLowerCase()}`);
    await page.context().close();
  });

  it('shows the free-trial button only when the platform enables free play', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(id, '/index'));
    await page.getByTestId('header').waitFor();
    const freePlayOn = id === 'aurora'; // lotus turns FREEPLAY off in its platform.json
    expect(await page.getByTestId('free-trial').count()).toBe(freePlayOn ? 1 : 0);
    await page.context().close();
  });

  it('shows a nav tab only for game categories that have vendors', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(id, '/index'));
    const nav = page.getByTestId('nav-bar');
    await nav.waitFor();
    const elottTab = nav.getByTestId('nav-tab-elott');
    const lotteryTab = nav.getByTestId('nav-tab-lottery');
    // aurora seeds an ELOTT vendor and no LOTT vendor; lotus the other way round.
    await nav.getByTestId('nav-tab-live').waitFor();
    expect(await elottTab.count()).toBe(id === 'aurora' ? 1 : 0);
    expect(await lotteryTab.count()).toBe(id === 'lotus' ? 1 : 0);
    await page.context().close();
  });

  it('shows a clock in the brand timezone that moves every second', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(id, '/index'));
    const clock = page.getByTestId('clock');
    await clock.waitFor();
    const first = (await clock.textContent()) ?? '';
    expect(first).toContain(brand.timezone ?? 'GMT+8');
    const offsetHours = Number((brand.timezone ?? 'GMT+8').slice(3));
    const match = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(first);
    expect(match).not.toBeNull();
    const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = (match ?? []).slice(1).map(Number);
    const shown = Date.UTC(y, mo - 1, d, h, mi, s) - offsetHours * 3_600_000;
    expect(Math.abs(shown - Date.now())).toBeLessThan(5_000);
    await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
    await page.context().close();
  });
});

describe('the language switch', () => {
  it('changes the text, survives a reload and turns Urdu right to left', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    const home = page.getByTestId('nav-tab-index');
    await home.waitFor();
    const english = await home.textContent();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByTestId('language-switch').selectOption('TH');
    await expect.poll(() => home.textContent()).not.toBe(english);
    const thai = await home.textContent();
    expect(thai).toMatch(/[\u0E00-\u0E7F]/);
    await page.reload();
    await page.getByTestId('home-hero').waitFor();
    expect(await page.getByTestId('nav-tab-index').textContent()).toBe(thai);
    expect(await page.locator('html').getAttribute('lang')).toBe('th-TH');
    await screenshot(page, 'aurora-home-th');

    await page.getByTestId('language-switch').selectOption('UR');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('nav-tab-index').textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, 'aurora-home-ur');
    await page.context().close();
  });

  it('starts lotus in Vietnamese and switches it to English', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('lotus', '/index'));
    await page.getByTestId('nav-tab-index').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('vi-VN');
    await page.getByTestId('language-switch').selectOption('EN');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('home-hero').waitFor();
    await screenshot(page, 'lotus-home-en');
    await page.context().close();
  });
});

describe('site modes', () => {
  it.each(['/', '/index', '/live', '/register', '/helpmc', '/no-such-page'])(
    'shows the maintenance page on %s when the platform is in maintenance',
    async (path) => {
      const page = await openPage(browser);
      await page.goto(siteUrl('closed', path));
      await page.getByTestId('maintenance-page').waitFor();
      expect(await page.getByTestId('header').count()).toBe(0);
      if (path === '/index') await screenshot(page, 'closed-maintenance');
      await page.context().close();
    },
  );

  it.each(['/index', '/sports', '/lottery'])(
    'shows the region-blocked page on %s to a visitor from a blocked country',
    async (path) => {
      // aurora blocks US in its platform.json; a CDN would set this header.
      const page = await openPage(browser, { extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
      await page.goto(siteUrl('aurora', path));
      await page.getByTestId('region-page').waitFor();
      expect(await page.getByTestId('header').count()).toBe(0);
      if (path === '/index') await screenshot(page, 'aurora-region');
      await page.context().close();
    },
  );
});

describe('on a phone', () => {
  it.each(['aurora', 'lotus'])('lays out the %s home page within the screen width', async (id) => {
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(siteUrl(id, '/index'));
    await page.getByTestId('home-hero').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${id}-phone`);
    await page.context().close();
  });
});

describe('on a laptop screen', () => {
  it.each([
    ['aurora', 'EN'],
    ['aurora', 'UR'],
    ['lotus', 'VI'],
    ['lotus', 'EN'],
  ])('shows every %s nav tab in %s within 1280 pixels', async (id, language) => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(siteUrl(id, '/index'));
    await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    await page.reload();
    await page.getByTestId('home-hero').waitFor();
    const outside = await page.locator('.wl-nav__tab').evaluateAll((tabs) =>
      tabs
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.left < 0 || box.right > document.documentElement.clientWidth;
        })
        .map((tab) => tab.textContent),
    );
    expect(outside).toEqual([]);
    await screenshot(page, `${id}-laptop-${language.toLowerCase()}`);
    await page.context().close();
  });
});
