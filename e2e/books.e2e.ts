import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../contract/boot.ts';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { placeSingleAndParlay } from './books-steps.ts';
import { headerCents, SLOW } from './games-steps.ts';

// Issue 11: the platform's own books and draws, bet on from the site as a player does, on the
// suite's server and its real clock. Settling a whole match or the evening Vietnamese draw
// needs hours, so settle.e2e.ts runs those on a clock it moves; here a fast draw settles on
// its own within a minute.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A free-play member of aurora (demo credit), on the given page of the site. */
async function freePlayer(path: string): Promise<Page> {
  const page = await openPage(browser);
  await page.goto(siteUrl('aurora', '/index'));
  await page.getByTestId('free-trial').click();
  await expect.poll(() => page.getByTestId('account-name').isVisible(), SLOW).toBe(true);
  await page.goto(siteUrl('aurora', path));
  return page;
}

/** The first price that takes a bet in the n-th match row shown. */
const priceOfRow = (page: Page, n: number) =>
  page
    // Rows are match-<id>, ids FB-…, BB-…, TN-… (the list itself is match-list).
    .locator('[data-testid^="match-FB-"], [data-testid^="match-BB-"], [data-testid^="match-TN-"]')
    .nth(n)
    .locator('[data-testid="odds-button"]:not([disabled])')
    .first();

describe('sports on aurora', { timeout: 180_000 }, () => {
  it('places a single and a parlay from the early markets and lists both in My bets', async () => {
    const page = await freePlayer('/sports');
    const lobby = page.getByTestId('sports-lobby');
    await lobby.waitFor(SLOW);
    // Early markets always hold tomorrow's matches; today's run out near midnight.
    await page.getByTestId('view-early').click();
    await priceOfRow(page, 0).waitFor(SLOW);
    await screenshot(page, 'books-aurora-sports-en');
    const before = await headerCents(page);

    await placeSingleAndParlay(page, [priceOfRow(page, 0), priceOfRow(page, 1)], before);

    await page.getByTestId('view-bets').click();
    const bets = page.getByTestId('my-bets');
    await expect.poll(() => bets.locator('[data-testid^="slip-S"]').count(), SLOW).toBe(2);
    await screenshot(page, 'books-aurora-my-bets-en');
    await page.context().close();
  });

  it('bets on a fight of the cockfight card', async () => {
    const page = await freePlayer('/cockfight');
    await page.getByTestId('cockfight-lobby').waitFor(SLOW);
    const price = page.locator(
      '[data-testid^="fight-"] [data-testid="odds-button"]:not([disabled])',
    );
    await price.first().waitFor(SLOW);
    await screenshot(page, 'books-aurora-cockfight-en');
    const before = await headerCents(page);
    await price.first().click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('slip-policy').selectOption('ANY');
    await slip.locator('[data-testid^="slip-stake-"]').first().fill('3');
    await slip.getByTestId('slip-place').click();
    await expect.poll(() => headerCents(page), SLOW).toBe(before - 300);
    await page.context().close();
  });
});

describe('cockfighting on a brand without it', { timeout: 120_000 }, () => {
  it('shows no cockfight tab, page or call on lotus', async () => {
    const page = await openPage(browser);
    const calls: string[] = [];
    // The page's chunk may be preloaded before the status answer turns the route off; what
    // must not happen is a call to the book.
    page.on('request', (r) => void (/\/wps\/v2\/cockfight/.test(r.url()) && calls.push(r.url())));
    await page.goto(siteUrl('lotus', '/index'));
    await page.getByTestId('header').waitFor();
    await page.goto(siteUrl('lotus', '/sports'));
    await page.getByTestId('sports-lobby').waitFor(SLOW);
    expect(await page.locator('a[href="/cockfight"]').count()).toBe(0);
    await page.goto(siteUrl('lotus', '/cockfight'));
    await page.getByTestId('header').waitFor();
    expect(await page.getByTestId('cockfight-lobby').count()).toBe(0);
    expect(calls).toEqual([]);
    await page.context().close();
  });
});

describe('the fast lottery on aurora', { timeout: 240_000 }, () => {
  it('buys a last-two ticket on the one-minute draw and sees the draw settle it', async () => {
    const page = await freePlayer('/lottery?gameCode=FAST3&playType=last2');
    await page.getByTestId('game-view').waitFor(SLOW);
    const before = await headerCents(page);
    await page.getByTestId('ball-27').click();
    await page.getByTestId('lottery-buy').click();
    const tickets = page.getByTestId('my-tickets');
    const mine = tickets.locator('.wl-ltickets__picks', { hasText: '27' });
    await expect.poll(() => mine.count(), SLOW).toBe(1);
    await expect.poll(() => headerCents(page), SLOW).toBeLessThan(before);
    await screenshot(page, 'books-aurora-fast3-en');
    // FAST3 draws every minute and closes ten seconds before: within two and a half minutes
    // the ticket has met its draw and is among the settled ones, won or lost (an open
    // ticket's chip is the waiting tone).
    const settled = tickets
      .locator('.wl-ltickets__list li', { hasText: '27' })
      .locator('.wl-status-chip--ok, .wl-status-chip--bad');
    await expect
      .poll(
        async () => {
          await page.reload();
          await tickets.waitFor(SLOW);
          await tickets.getByRole('tab').nth(1).click();
          return settled.count();
        },
        { timeout: 150_000, interval: 10_000 },
      )
      .toBe(1);
    await screenshot(page, 'books-aurora-fast3-settled-en');
    await page.context().close();
  });
});

const SHOTS = 'e2e/screenshots/books';

/** The books' pages a designer reviews, in one brand and language, desktop then phone. */
async function pageShots(brand: string, language: string): Promise<void> {
  const page = await openPage(browser);
  await page.goto(siteUrl(brand, '/index'));
  await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  await mkdir(SHOTS, { recursive: true });
  const shot = (name: string, device: string) =>
    page.screenshot({ path: `${SHOTS}/${brand}-${name}-${language.toLowerCase()}-${device}.png` });
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(brand, '/sports?view=live'));
    const row = page.locator('[data-testid^="match-FB-"]').first();
    await row.waitFor(SLOW);
    await shot('sports-live', device);
    await row.locator('.wl-sb-row__teams').click();
    await page.getByTestId('match-view').waitFor(SLOW);
    await page.locator('[data-testid^="market-"]').first().waitFor(SLOW);
    await shot('match', device);
    await page.goto(siteUrl(brand, '/lottery'));
    const countdown = page.locator('[data-testid^="countdown-"]').first();
    await expect
      .poll(async () => /\d/.test((await countdown.textContent()) ?? ''), SLOW)
      .toBe(true);
    await shot('lottery-lobby', device);
  }
  // The document follows the language: Urdu is right to left.
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(
    language === 'UR' ? 'rtl' : 'ltr',
  );
  await page.context().close();
}

describe('the books in other languages', { timeout: 180_000 }, () => {
  it('shows the live lobby, a match and the lottery lobby on aurora in Urdu', async () => {
    await pageShots('aurora', 'UR');
  });
  it('shows the live lobby, a match and the lottery lobby on lotus in Vietnamese', async () => {
    await pageShots('lotus', 'VI');
  });
});
