import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { launchChromium, openPage, siteUrl } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 800 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const TITLE = { aurora: 'Welcome to Aurora Casino', lotus: 'Chào mừng đến với Lotus Club' };
const BOXES = ['.wl-topbar', '.wl-nav', '.wl-hero', '.wl-hero__title', '.wl-hero__tagline'];

/** Each box's size, and its top measured from the header's bottom (the suite's sandbox ribbon
 *  sits above the live header only). */
function boxesOf(page: Page) {
  return page.evaluate((selectors) => {
    const header = document.querySelector('.wl-header')?.getBoundingClientRect();
    return selectors.map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box || !header) return `${selector} missing`;
      const top = selector.startsWith('.wl-hero') ? Math.round(box.top - header.bottom) : 0;
      return `${selector} ${Math.round(box.left)},${top} ${Math.round(box.width)}×${Math.round(box.height)}`;
    });
  }, BOXES);
}

async function shot(page: Page, name: string) {
  const dir = process.env.WL_SHOTS ?? 'e2e/screenshots';
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/first-paint-${name}.png` });
}

describe('the first paint, before any script', () => {
  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it.each(['aurora', 'lotus'] as const)(
      `shows %s's hero in its default language on a ${device}, where the live site puts it`,
      async (id) => {
        const before = await openPage(browser, { ...options, javaScriptEnabled: false });
        await before.goto(siteUrl(id, '/index'));
        await before.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await before.locator('h1').textContent()).toBe(TITLE[id]);
        // Inert until React replaces it: the copy carries no test ids and no inline script.
        expect(await before.getByTestId('home-hero').count()).toBe(0);
        expect(await before.locator('body script').count()).toBe(0);
        const prerendered = await boxesOf(before);
        await shot(before, `${id}-${device}-before-js`);
        await before.context().close();

        const page = await openPage(browser, options);
        page.context().setDefaultTimeout(45_000);
        await page.goto(siteUrl(id, '/index'));
        await page.getByTestId('home-hero').waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await page.locator('h1').textContent()).toBe(TITLE[id]);
        expect(await boxesOf(page)).toEqual(prerendered);
        await shot(page, `${id}-${device}-after-js`);
        await page.context().close();
      },
    );
  }

  it('keeps the splash on every other route, where a hero would flash before the page', async () => {
    const page = await openPage(browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto(siteUrl('aurora', '/live'));
    expect(await page.locator('#root .wl-splash').count()).toBe(1);
    expect(await page.locator('.wl-hero').count()).toBe(0);
    await page.context().close();
  });
});
