import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, siteUrl } from './browser.ts';
import { fillMobileRegistration } from './identity-steps.ts';

/** Issue 10: a Vietnamese real name on lotus, and text contrast of tabs and HOT badges. */

const SHOTS = 'e2e/screenshots/names';
const PHONE = { viewport: { width: 390, height: 844 } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** openPage, with room for a loaded machine: these checks wait for state, never for time. */
async function open(options = {}): Promise<Page> {
  const page = await openPage(browser, options);
  page.context().setDefaultTimeout(30_000);
  page.context().setDefaultNavigationTimeout(60_000);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function inLanguage(page: Page, brand: string, path: string, language: string) {
  await page.goto(siteUrl(brand, path));
  await page.getByTestId('language-switch').selectOption(language);
}

/**
 * WCAG 2.x contrast of an element's text over its own background, or over the nearest
 * ancestor's when its own is transparent. Chromium reports colour-mix() results as
 * color(srgb r g b), plain colours as rgb(): both are read. Gradient backgrounds answer the
 * worst of their colour stops.
 */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const parse = (text: string): number[][] => {
        const found: number[][] = [];
        for (const m of text.matchAll(/rgba?\(([^)]*)\)|color\(srgb ([^)]*)\)/g)) {
          const parts = (m[1] ?? m[2] ?? '')
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          const scale = m[1] === undefined ? 255 : 1;
          found.push([
            (parts[0] ?? 0) * scale,
            (parts[1] ?? 0) * scale,
            (parts[2] ?? 0) * scale,
            parts[3] ?? 1,
          ]);
        }
        return found;
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const lin = (c: number) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      let backgrounds: number[][] = [];
      for (let e: Element | null = element; e && backgrounds.length === 0; e = e.parentElement) {
        const style = getComputedStyle(e);
        const image = parse(style.backgroundImage);
        const colour = parse(style.backgroundColor).filter((c) => (c[3] ?? 1) > 0);
        backgrounds = image.length > 0 ? image : colour;
      }
      if (backgrounds.length === 0) backgrounds = [[255, 255, 255, 1]];
      const text = luminance(parse(getComputedStyle(element).color)[0] ?? [0, 0, 0]);
      return Math.min(
        ...backgrounds.map((back) => {
          const [hi, lo] = [text, luminance(back)].sort((a, b) => b - a);
          return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
        }),
      );
    });
}

describe('a Vietnamese real name on lotus', () => {
  it('registers "Trần Thị Bình" by mobile and is logged in', async () => {
    const page = await open();
    await page.goto(siteUrl('lotus', '/register'));
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await fillMobileRegistration(page, form, 'Trần Thị Bình');
    // The form's own check runs as the name is typed: no message under the field.
    await expect
      .poll(() => page.getByTestId('field-payeeName').getAttribute('aria-invalid'))
      .not.toBe('true');
    await shot(page, 'lotus-register-vietnamese-name-vi-desktop');
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.waitForURL(/\/index$/);
    await page.context().close();
  });
});

describe('text contrast', { timeout: 120_000 }, () => {
  it("gives lotus's active nav tab at least 4.5:1", async () => {
    for (const [language, options, size] of [
      ['VI', {}, 'desktop'],
      ['TH', PHONE, 'phone'],
    ] as const) {
      const page = await open(options);
      await inLanguage(page, 'lotus', '/index', language);
      await page.getByTestId('nav-bar').waitFor();
      const tab = page.locator('[data-testid="nav-bar"] .wl-nav__tab.is-active');
      await tab.first().waitFor();
      expect(
        await contrastOf(page, '[data-testid="nav-bar"] .wl-nav__tab.is-active'),
      ).toBeGreaterThanOrEqual(4.5);
      await shot(page, `lotus-nav-${language.toLowerCase()}-${size}`);
      await page.context().close();
    }
  });

  it.each(['aurora', 'lotus'])(
    'draws the HOT badges of the %s games lobby at 4.5:1 or more',
    async (brand) => {
      for (const [language, options, size] of [
        ['EN', {}, 'desktop'],
        [brand === 'aurora' ? 'UR' : 'TH', PHONE, 'phone'],
      ] as const) {
        const page = await open(options);
        await inLanguage(page, brand, '/rng', language);
        const badges = page.locator('.wl-game__badge--hot, .wl-vtab__hot, .wl-hot');
        await expect.poll(() => badges.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        for (const selector of ['.wl-game__badge--hot', '.wl-vtab__hot', '.wl-hot']) {
          if ((await page.locator(selector).count()) === 0) continue;
          expect(await contrastOf(page, selector), selector).toBeGreaterThanOrEqual(4.5);
        }
        await shot(page, `${brand}-lobby-${language.toLowerCase()}-${size}`);
        await page.context().close();
      }
    },
  );
});
