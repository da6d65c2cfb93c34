import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, siteUrlOn } from './browser.ts';
import { cents, headerCents, SLOW } from './games-steps.ts';
import { fill, fillMobileRegistration } from './identity-steps.ts';
import { balanceText, payThroughGateway } from './money-steps.ts';
import { placeSingleAndParlay } from './books-steps.ts';
import { MovedClock, movedPlatformForFile } from './moved-clock.ts';

// Issue 11's whole round: bets that settle when the match ends and a Vietnamese ticket that
// the evening draw pays. Both take real hours, so this file runs its own platform on a clock
// it moves forward (moved-clock.ts); the site and the jobs are the real ones.

const MINUTE = 60_000;
/** The north draws at 18:15 Vietnam time (11:15 UTC) and closes ten minutes before. */
const NORTH_DRAW_UTC_MINUTE = 11 * 60 + 15;

const clock = new MovedClock();

/** The next 10:40 UTC from now: the north's draw still open for 25 minutes of real time. */
function beforeNorthCloses(now: number): number {
  const day = 24 * 60 * MINUTE;
  const at = Math.floor(now / day) * day + (NORTH_DRAW_UTC_MINUTE - 35) * MINUTE;
  return at > now ? at : at + day;
}

const suite = movedPlatformForFile(clock, beforeNorthCloses);

/** Whole đồng of the header (lotus shows no decimals: "200.000 ₫"). */
async function headerDong(page: Page): Promise<number> {
  await expect.poll(async () => /\d/.test((await balanceText(page)) ?? ''), SLOW).toBe(true);
  return Number(((await balanceText(page)) ?? '').replace(/[^\d]/g, ''));
}

/** Reloads until `target` is there, for what only a job of the server brings (a settlement). */
async function reloadUntil(page: Page, open: () => Promise<void>, target: Locator, count: number) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await open();
        return target.count();
      },
      { timeout: 90_000, interval: 3_000 },
    )
    .toBe(count);
}

describe('the Vietnamese evening draw on lotus', { timeout: 300_000 }, () => {
  it('pays a đề ticket that covers every number once the north has drawn', async () => {
    const page = await openPage(suite.browser);
    page.context().setDefaultTimeout(30_000);
    await page.goto(siteUrlOn(suite.port, 'lotus', '/register'));
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await fillMobileRegistration(page, form, 'Phạm Văn Đức');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('account-name').waitFor();

    await page.goto(siteUrlOn(suite.port, 'lotus', '/index?memberCentre=depositv2'));
    await page.getByTestId('deposit-method-momo').click();
    await fill(page, 'amount', '500000');
    await page.getByTestId('deposit-submit').click();
    await payThroughGateway(page);

    await page.goto(siteUrlOn(suite.port, 'lotus', '/lottery?gameCode=VN_NORTH&playType=de'));
    await page.getByTestId('game-view').waitFor();
    await expect.poll(() => headerDong(page), SLOW).toBe(500_000);
    // Đề pays on the special prize's last two digits: all hundred numbers hold exactly one.
    await page.getByRole('button', { name: 'Nhỏ', exact: true }).click();
    for (let n = 50; n < 100; n += 1) await page.getByTestId(`ball-${n}`).click();
    const stake = Number(
      ((await page.getByTestId('lottery-stake').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(stake).toBeGreaterThan(0);
    await page.getByTestId('lottery-buy').click();
    await expect.poll(() => headerDong(page), SLOW).toBe(500_000 - stake);
    await screenshot(page, 'settle-lotus-vn-north-bought-vi');

    // Past 18:15 in Vietnam: the lottery job draws the north and settles the ticket.
    const day = 24 * 60 * MINUTE;
    const drawAt = Math.floor(clock.now() / day) * day + NORTH_DRAW_UTC_MINUTE * MINUTE;
    clock.moveTo(drawAt + 30_000);
    const tickets = page.getByTestId('my-tickets');
    const won = tickets.locator('.wl-ltickets__list li .wl-status-chip--ok');
    await reloadUntil(
      page,
      async () => {
        await tickets.waitFor();
        await tickets.getByRole('tab').nth(1).click();
      },
      won,
      1,
    );
    const paidText = (await tickets.locator('.wl-ltickets__list li').first().textContent()) ?? '';
    await page.getByTestId('result-table').first().waitFor();
    await screenshot(page, 'settle-lotus-vn-north-paid-vi');
    const after = await headerDong(page);
    const paid = after - (500_000 - stake);
    expect(paid).toBeGreaterThan(0);
    expect(paidText.replace(/[^\d]/g, '')).toContain(String(paid));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('result-table').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'settle-lotus-vn-north-result-phone-vi');
    await page.context().close();
  });
});

/**
 * Two live football matches still taking bets and far from the 85th minute, when markets
 * close: their first open price each, so the in-play delay does not meet a suspension.
 */
async function twoLivePrices(page: Page): Promise<Locator[]> {
  const ids = await page
    .locator('[data-testid^="match-FB-"]:has([data-testid="odds-button"]:not([disabled]))')
    .evaluateAll((rows) =>
      rows
        .filter((row) => {
          const minute = /(\d+)'/.exec(row.querySelector('.wl-sb-row__clock')?.textContent ?? '');
          return minute !== null && Number(minute[1]) < 70;
        })
        .map((row) => row.getAttribute('data-testid') ?? ''),
    );
  return ids
    .slice(0, 2)
    .map((id) =>
      page.getByTestId(id).locator('[data-testid="odds-button"]:not([disabled])').first(),
    );
}

describe('in-play bets on aurora', { timeout: 300_000 }, () => {
  it('places a single and a parlay on live matches and sees both settle when they end', async () => {
    const page = await openPage(suite.browser);
    page.context().setDefaultTimeout(30_000);
    await page.goto(siteUrlOn(suite.port, 'aurora', '/index'));
    await page.getByTestId('free-trial').click();
    await page.getByTestId('account-name').waitFor();
    await page.goto(siteUrlOn(suite.port, 'aurora', '/sports'));
    await page.getByTestId('sports-lobby').waitFor();
    const live = page.getByTestId('view-live');
    // The first click can land while the lobby's first answer is rendering: click until on.
    await expect
      .poll(async () => {
        await live.click();
        return live.getAttribute('aria-current');
      }, SLOW)
      .toBe('page');
    await page.locator('[data-testid^="match-FB-"] [data-testid="odds-button"]').first().waitFor();
    await screenshot(page, 'settle-aurora-live-en');
    const before = await headerCents(page);

    const prices = await twoLivePrices(page);
    expect(prices).toHaveLength(2);
    await placeSingleAndParlay(page, prices, before);

    // In play, a slip waits a few seconds before the book accepts it.
    await page.getByTestId('view-bets').click();
    const bets = page.getByTestId('my-bets');
    const open = bets.locator('[data-testid^="slip-S"] .wl-status-chip', { hasText: /^Open$/ });
    await expect.poll(() => open.count(), SLOW).toBe(2);

    // Every football match live now is over within 90 minutes.
    clock.moveBy(95 * MINUTE);
    const settled = bets.locator('[data-testid^="slip-S"]');
    await reloadUntil(
      page,
      async () => {
        await page.getByTestId('view-bets').click();
        await bets.waitFor();
        await bets.getByRole('tab').nth(1).click();
      },
      settled,
      2,
    );
    await screenshot(page, 'settle-aurora-settled-en');
    let payouts = 0;
    for (const row of await settled.all()) {
      expect(await row.locator('.wl-status-chip--wait').count()).toBe(0);
      payouts += cents(await row.locator('.wl-sb-bet__sums dd').last().textContent());
    }
    await expect.poll(() => headerCents(page), SLOW).toBe(before - 700 + payouts);
    await page.context().close();
  });
});
