import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fill } from './identity-steps.ts';
import { balanceText, payThroughGateway } from './money-steps.ts';

/** A loaded 2-core machine runs this after the unit tests: state can take a while to arrive. */
export const SLOW = { timeout: 30_000 } as const;

/**
 * The first tile of one game in a lobby, by the vendor's game code in its thumbnail's address:
 * game ids are the platform's own per brand, and names change with the language.
 */
export const tileOf = (page: Page, code: string): Locator =>
  page.locator(`[data-testid^="game-tile-"]:has(img[src*="/${code}."])`).first();

/** Clicks Play on a tile: the button sits in the panel the tile shows on hover. */
export async function playTile(page: Page, code: string): Promise<void> {
  const tile = tileOf(page, code);
  await tile.waitFor(SLOW);
  await tile.hover();
  await tile.locator('[data-testid^="game-play-"]').click();
}

export const gameFrame = (page: Page): FrameLocator =>
  page.frameLocator('[data-testid="game-iframe"]');

/** Waits until the game page is in the frame and the vendor's page has drawn its controls. */
export async function waitForGame(page: Page, control: string): Promise<FrameLocator> {
  await page.waitForURL(/\/game\?/, SLOW);
  const frame = gameFrame(page);
  await frame.locator(control).waitFor(SLOW);
  return frame;
}

/**
 * Plays one NOVA round (SPIN): the fairness panel's nonce counts rounds, so a new nonce and the
 * button enabled again mean the round is settled and its animation over.
 */
export async function spinOnce(frame: FrameLocator): Promise<void> {
  const nonce = frame.locator('.fp-nonce');
  const before = await nonce.textContent();
  const action = frame.locator('.nv-action');
  await expect.poll(() => action.isEnabled(), SLOW).toBe(true);
  await action.click();
  await expect.poll(() => nonce.textContent(), SLOW).not.toBe(before);
  await expect.poll(() => action.isEnabled(), SLOW).toBe(true);
}

/** Plays one Harbor Poker hand: Deal, then Draw with no holds, until the result line shows. */
export async function pokerHand(frame: FrameLocator): Promise<void> {
  const main = frame.locator('.hb-primary');
  const result = frame.locator('.hb-win');
  await expect.poll(() => main.isEnabled(), SLOW).toBe(true);
  const dealLabel = await main.textContent();
  await main.click();
  // Dealt: the button turns into Draw once the five cards are out.
  await expect
    .poll(async () => (await main.isEnabled()) && (await main.textContent()) !== dealLabel, SLOW)
    .toBe(true);
  await main.click();
  await expect
    .poll(async () => (await main.textContent()) === dealLabel && (await main.isEnabled()), SLOW)
    .toBe(true);
  await expect.poll(async () => ((await result.textContent()) ?? '').trim(), SLOW).not.toBe('');
}

/** Leaves the game through the bar's Leave and its confirmation, back to the lobby. */
export async function leaveGame(page: Page, moveBack?: boolean): Promise<void> {
  await page.getByTestId('game-leave').click();
  const back = page.getByTestId('game-transfer-back');
  if (moveBack !== undefined) expect(await back.isChecked()).toBe(true);
  if (moveBack === false) await back.uncheck();
  await page.getByTestId('game-leave-confirm').click();
  await expect.poll(() => /\/game\?/.test(page.url()), SLOW).toBe(false);
}

/** Deposits on aurora's bank method through the sandbox gateway and waits for the header. */
export async function depositOnAurora(page: Page, amount: string): Promise<void> {
  await page.getByTestId('deposit').click();
  await page.getByTestId('mc-page-depositv2').waitFor();
  await page.getByTestId('deposit-method-bank').click();
  await fill(page, 'amount', amount);
  await page.getByTestId('deposit-submit').click();
  await payThroughGateway(page);
  await expect.poll(() => balanceText(page), SLOW).toContain(`$${amount}.00`);
  await closeMemberCentre(page);
}

export async function closeMemberCentre(page: Page): Promise<void> {
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('member-centre').waitFor({ state: 'detached' });
}

/** The header's balance in minor units, once it shows an amount (not "Refreshing…"). */
export async function headerCents(page: Page): Promise<number> {
  await expect.poll(async () => /\d\.\d{2}/.test((await balanceText(page)) ?? ''), SLOW).toBe(true);
  return cents(await balanceText(page));
}

/** A money text of the site ("$1,234.50") as minor units: the suite's brands show two decimals. */
export function cents(text: string | null): number {
  const match = /-?[\d,]+\.\d{2}/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text ?? ''}"`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}
