import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from './identity-steps.ts';
import { launchChromium, openPage, siteUrl } from './browser.ts';

const SHOTS = process.env.LEGAL_SHOTS_DIR ?? 'e2e/screenshots/legal';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** The first `#` heading of a brand's legal Markdown: what the player must see as the title. */
async function titleOf(brand: string, lang: string, page: string): Promise<string> {
  const text = await readFile(`brands/${brand}/legal/${lang}/${page}.md`, 'utf8');
  const heading = /^# (.+)$/m.exec(text);
  if (!heading?.[1]) throw new Error(`no title in ${brand}/${lang}/${page}.md`);
  return heading[1].trim();
}

async function openIn(language: string | undefined, phone: boolean): Promise<Page> {
  const page = await openPage(browser, phone ? PHONE : {});
  if (language) {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  }
  return page;
}

/** A picture once the dialog's fade-in has finished, so it shows what a player sees. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// Lotus registers by mobile number, aurora by account name: the field typed into differs.
describe.each([
  ['aurora', 'en', undefined, 'username', 'keepme01'],
  ['lotus', 'vi', undefined, 'mobileNum', '0912345678'],
  ['aurora', 'ur', 'UR', 'username', 'keepme01'],
] as const)('the user agreement on %s (%s)', (id, lang, language, field, typed) => {
  it('opens over the register form, closes with Escape, and keeps what was typed', async () => {
    const page = await openIn(language, false);
    await page.goto(siteUrl(id, '/index'), { waitUntil: 'domcontentloaded' });
    await page.getByTestId('register').click();
    const modal = page.getByTestId('register-modal');
    await modal.waitFor();
    await fill(page, field, typed);
    await fill(page, 'password', 'secret123');
    await modal.getByTestId('field-agreement').check();
    const url = page.url();

    const link = modal.getByTestId('read-agreement');
    await link.click();
    const dialog = page.getByTestId('legal-dialog');
    await dialog.getByRole('heading', { name: await titleOf(id, lang, 'terms') }).waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The body is the brand's own text, with its sections.
    expect(await dialog.locator('.wl-legal__body h2').count()).toBeGreaterThan(2);
    await shot(page, `${id}-${lang}-desktop-terms-dialog`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(url);
    expect(await page.getByTestId(`field-${field}`).inputValue()).toBe(typed);
    expect(await page.getByTestId('field-password').inputValue()).toBe('secret123');
    expect(await modal.getByTestId('field-agreement').isChecked()).toBe(true);

    // The close button works the same way.
    await link.click();
    await dialog.getByRole('button', { name: /./ }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId(`field-${field}`).inputValue()).toBe(typed);
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const page = await openIn(language, true);
    await page.goto(siteUrl(id, '/index'), { waitUntil: 'domcontentloaded' });
    await page.getByTestId('register').first().click();
    const modal = page.getByTestId('register-modal');
    await modal.waitFor();
    await fill(page, field, typed);
    await modal.getByTestId('read-agreement').click();
    const dialog = page.getByTestId('legal-dialog');
    await dialog.getByRole('heading', { name: await titleOf(id, lang, 'terms') }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, `${id}-${lang}-phone-terms-dialog`);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId(`field-${field}`).inputValue()).toBe(typed);
    await page.context().close();
  });

  it('shows /help/terms as a page with a table of contents', async () => {
    for (const phone of [false, true]) {
      const page = await openIn(language, phone);
      await page.goto(siteUrl(id, '/help/terms'), { waitUntil: 'domcontentloaded' });
      const article = page.getByTestId('legal-article');
      await article
        .getByRole('heading', { level: 1, name: await titleOf(id, lang, 'terms') })
        .waitFor();
      const toc = page.getByTestId('help-page').getByRole('navigation');
      expect(await toc.getByRole('link').count()).toBe(3);
      expect(await toc.locator('[aria-current="page"]').getAttribute('href')).toBe('/help/terms');
      const dir = await page.evaluate(() => document.documentElement.dir);
      expect(dir).toBe(lang === 'ur' ? 'rtl' : 'ltr');
      await shot(page, `${id}-${lang}-${phone ? 'phone' : 'desktop'}-help-terms`);
      await page.context().close();
    }
  });
});

describe('the other legal pages', () => {
  it('renders /help/privacy in Thai on lotus, and the contents lead to the other pages', async () => {
    const page = await openIn('TH', false);
    await page.goto(siteUrl('lotus', '/help/privacy'), { waitUntil: 'domcontentloaded' });
    const article = page.getByTestId('legal-article');
    await article.getByRole('heading', { name: await titleOf('lotus', 'th', 'privacy') }).waitFor();
    expect(await article.getAttribute('lang')).toBe('th-TH');
    await page
      .getByTestId('help-page')
      .getByRole('link', { name: 'การเล่นอย่างมีความรับผิดชอบ' })
      .click();
    await page.waitForURL(/\/help\/responsible-gaming$/);
    await article
      .getByRole('heading', { name: await titleOf('lotus', 'th', 'responsible-gaming') })
      .waitFor();
    await page.context().close();
  });

  it('links the legal pages from the footer, and /help still opens', async () => {
    const page = await openIn(undefined, false);
    await page.goto(siteUrl('aurora', '/help'), { waitUntil: 'domcontentloaded' });
    await page.getByTestId('help-page').waitFor();
    await page.getByTestId('footer').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(/\/help\/privacy$/);
    await page
      .getByTestId('legal-article')
      .getByRole('heading', { name: await titleOf('aurora', 'en', 'privacy') })
      .waitFor();
    await page.context().close();
  });
});
