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

/** Sums every layout shift without recent input from the first paint on, with what moved. */
function recordLayoutShifts() {
  const w = window as unknown as { __cls: number; __shifts: string[] };
  w.__cls = 0;
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      const nodes = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?';
      });
      w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens /index and waits until the page has nothing left to load: data, chunks, fonts. */
async function openHome(id: string, options: BrowserContextOptions, language?: string) {
  const page = await openPage(browser, options);
  // Waits for states only; the longer limit is for a two-core machine shared with other suites.
  page.context().setDefaultTimeout(45_000);
  if (language) {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  }
  await page.addInitScript(recordLayoutShifts);
  await page.goto(siteUrl(id, '/index'));
  await page.getByTestId('home-hero').waitFor();
  await page.getByTestId('footer').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

async function layoutShift(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

describe('the first load of /index', () => {
  it('renders lotus headings in Playfair Display and body text in Be Vietnam Pro', async () => {
    const page = await openHome('lotus', DESKTOP);
    const title = page.locator('.wl-hero__title');
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"Playfair Display"/,
    );
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
    );
    expect(loaded).toContain('Playfair Display 800');
    expect(loaded).toContain('Be Vietnam Pro 400');
    expect(await page.evaluate(() => document.fonts.check('800 52px "Playfair Display"'))).toBe(
      true,
    );
    await page.context().close();
  });

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    // From the first paint until the page, its data, its chunks and its fonts have arrived;
    // the failure lists the elements that moved.
    it.each(['aurora', 'lotus'])(`does not shift the layout of %s on a ${device}`, async (id) => {
      const page = await openHome(id, options);
      const { cls, shifts } = await layoutShift(page);
      expect(cls, shifts.join('\n')).toBeLessThan(0.1);
      await page.context().close();
    });
  }

  it.each([
    ['aurora', 'EN'],
    ['aurora', 'TH'],
    ['lotus', 'VI'],
    ['lotus', 'TH'],
  ])(
    'is screenshotted for %s in %s on a desktop and a phone',
    async (id, language) => {
      const dir = process.env.WL_SHOTS ?? 'e2e/screenshots';
      await mkdir(dir, { recursive: true });
      for (const [device, options] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await openHome(id, options, language);
        await page.screenshot({
          path: `${dir}/first-load-${id}-${language.toLowerCase()}-${device}.png`,
        });
        await page.context().close();
      }
    },
    240_000,
  );
});
