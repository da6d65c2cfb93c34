import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import {
  cents,
  headerCents,
  closeMemberCentre,
  depositOnAurora,
  leaveGame,
  playTile,
  pokerHand,
  SLOW,
  spinOnce,
  tileOf,
  waitForGame,
} from './games-steps.ts';
import { fill, fillMobileRegistration, stamp } from './identity-steps.ts';
import { balanceText, payThroughGateway, registerPlayer } from './money-steps.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('games for a visitor on aurora', { timeout: 180_000 }, () => {
  it('opens the login popup instead of a slot, and lists LUMEN games in its popup', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('home-games').waitFor(SLOW);
    await screenshot(page, 'games-aurora-home-en');

    await page.goto(siteUrl('aurora', '/rng'));
    await playTile(page, 'starfall-sevens');
    await page.getByTestId('login-modal').waitFor();
    expect(page.url()).not.toMatch(/\/game\?/);
    await page.keyboard.press('Escape');
    await screenshot(page, 'games-aurora-rng-en');

    // A VASSALAGE vendor opens a list of its own games rather than one game.
    await page.goto(siteUrl('aurora', '/live'));
    await page.getByTestId('live-tables').waitFor(SLOW);
    await screenshot(page, 'games-aurora-live-en');
    await page.getByTestId('vendor-card-LUMEN').click();
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    const listed = popup.locator('[data-testid^="vassalage-game-"]');
    await expect.poll(() => listed.count(), SLOW).toBe(2);
    const names = await popup.textContent();
    expect(names).toContain('Velvet Roulette');
    expect(names).toContain('Jade Baccarat');
    expect(names).not.toContain('Starfall Sevens');

    await page.goto(siteUrl('aurora', '/pvp'));
    await page.getByTestId('pvp-rooms').waitFor(SLOW);
    await screenshot(page, 'games-aurora-pvp-en');
    await page.context().close();
  });
});

describe('free play on aurora', { timeout: 180_000 }, () => {
  it('plays a slot round on demo credit', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('aurora', '/index'));
    await page.getByTestId('free-trial').click();
    await expect.poll(() => page.getByTestId('account-name').isVisible(), SLOW).toBe(true);
    const credit = await headerCents(page);
    expect(credit).toBeGreaterThan(0);

    await page.goto(siteUrl('aurora', '/rng'));
    await playTile(page, 'starfall-sevens');
    const frame = await waitForGame(page, '.nv-action');
    expect(await frame.locator('.nv-badge').textContent()).toMatch(/^demo$/i);
    await spinOnce(frame);
    await expect.poll(async () => cents(await balanceText(page)), SLOW).not.toBe(credit);
    await page.context().close();
  });
});

describe('a member with money on aurora', { timeout: 180_000 }, () => {
  let page: Page;
  const account = `gms${stamp}`;
  beforeAll(async () => {
    page = await openPage(browser);
    page.context().setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('registers and deposits $100 through the sandbox gateway', async () => {
    await registerPlayer(page, 'aurora', account, 'AURORA1');
    await depositOnAurora(page, '100');
  });

  it('spins Starfall Sevens, sees the rounds in the betting record and verifies one', async () => {
    await page.goto(siteUrl('aurora', '/rng'));
    await playTile(page, 'starfall-sevens');
    const frame = await waitForGame(page, '.nv-action');
    for (let round = 0; round < 3; round++) await spinOnce(frame);
    // The game tells the site after each round; the header follows the seamless wallet.
    await expect.poll(() => balanceText(page), SLOW).not.toContain('$100.00');
    const inGame = await frame.locator('.nv-balance').textContent();
    await expect.poll(async () => cents(await balanceText(page)), SLOW).toBe(cents(inGame));
    await screenshot(page, 'games-aurora-starfall-en');

    // Rotating reveals the server seed the three rounds were drawn from.
    await frame.locator('.nv-fair-toggle').click();
    // The button's words changed from "Rotate seed" to "Reveal seed" during the issue.
    await frame.getByRole('button', { name: /^(rotate|reveal) seed$/i }).click();
    await expect
      .poll(() => frame.locator('.fp-revealed').textContent(), SLOW)
      .toMatch(/server seed: .*[0-9a-f]{32}/i);
    await leaveGame(page);

    await page.goto(siteUrl('aurora', '/index?memberCentre=personalHistoryCopy'));
    await page.getByTestId('mc-page-personalHistoryCopy').waitFor(SLOW);
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThanOrEqual(3);
    const first = await rows.first().textContent();
    expect(first).toContain('Starfall Sevens');
    expect(first).toContain('Nova Reels');
    await rows.first().getByTestId('record-toggle').click();
    const [proof] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('bet-verify').first().click(),
    ]);
    await proof.waitForLoadState();
    await expect
      .poll(() => proof.locator('body').textContent(), SLOW)
      .toContain('✔ sha256(server seed) matches the hash shown before the round.');
    await proof.close();
    await closeMemberCentre(page);
  });

  it('keeps a starred game and the recently played strip over a reload', async () => {
    await page.goto(siteUrl('aurora', '/rng'));
    const star = tileOf(page, 'dragon-vault').locator('[data-testid^="game-fav-"]');
    await star.waitFor(SLOW);
    if ((await star.getAttribute('aria-pressed')) !== 'true') await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), SLOW).toBe('true');
    await page.reload();
    await expect.poll(() => star.getAttribute('aria-pressed'), SLOW).toBe('true');
    await expect
      .poll(() => page.getByTestId('favourites-strip').textContent(), SLOW)
      .toContain('Dragon Vault');
    await expect
      .poll(() => page.getByTestId('recent-strip').textContent(), SLOW)
      .toContain('Starfall Sevens');
  });

  it('moves money to HARBOR on launch, plays a hand and moves it all back on leave', async () => {
    const mainBefore = await headerCents(page);
    await page.goto(siteUrl('aurora', '/rng'));
    await playTile(page, 'harbor-poker');
    await page.getByTestId('transfer-submit').waitFor(SLOW);
    await expect
      .poll(async () => cents(await page.getByTestId('transfer-main').textContent()), SLOW)
      .toBe(mainBefore);
    await fill(page, 'amount', '30');
    await page.getByTestId('transfer-submit').click();

    const frame = await waitForGame(page, '.hb-primary');
    // The transfer vendor holds exactly what was moved.
    await expect.poll(async () => frame.locator('.hb-top').textContent(), SLOW).toContain('30.00');
    // The header shows the sum of all wallets (spec §7 balance): a move between them keeps it.
    await expect.poll(async () => cents(await balanceText(page)), SLOW).toBe(mainBefore);
    await pokerHand(frame);
    await screenshot(page, 'games-aurora-harbor-poker-en');
    const vendorAfter = cents(await frame.locator('.hb-top').textContent());

    await leaveGame(page, true);
    await expect
      .poll(async () => cents(await balanceText(page)), SLOW)
      .toBe(mainBefore - 3000 + vendorAfter);
    await page.goto(siteUrl('aurora', '/index?memberCentre=transferFund'));
    await page.getByTestId('mc-page-transferFund').waitFor(SLOW);
    await expect
      .poll(() => page.getByTestId('wallet-HARBOR').textContent(), SLOW)
      .toContain('$0.00');
    expect(cents(await page.getByTestId('wallet-main').textContent())).toBe(
      mainBefore - 3000 + vendorAfter,
    );
    await closeMemberCentre(page);
  });
});

describe('games on lotus, in Vietnamese đồng', { timeout: 180_000 }, () => {
  it('shows the lobbies and plays a slot round with đồng', async () => {
    const page = await openPage(browser);
    page.context().setDefaultTimeout(20_000);
    await page.goto(siteUrl('lotus', '/index'));
    await page.getByTestId('home-games').waitFor(SLOW);
    await screenshot(page, 'games-lotus-home-vi');
    await page.goto(siteUrl('lotus', '/live'));
    await page.getByTestId('live-tables').waitFor(SLOW);
    await screenshot(page, 'games-lotus-live-vi');

    await page.goto(siteUrl('lotus', '/register?referralCode=LOTUS1'));
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await fillMobileRegistration(page, form, 'Le Van Choi');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('account-name').isVisible(), SLOW).toBe(true);
    await page.goto(siteUrl('lotus', '/index?memberCentre=depositv2'));
    await page.getByTestId('mc-page-depositv2').waitFor();
    await page.getByTestId('deposit-method-momo').click();
    await page.getByTestId('deposit-preset-200000').click();
    await page.getByTestId('deposit-submit').click();
    await payThroughGateway(page, '200,000');
    await expect.poll(() => balanceText(page), SLOW).toMatch(/200\.000\s₫/);
    await closeMemberCentre(page);

    await page.goto(siteUrl('lotus', '/rng'));
    await tileOf(page, 'starfall-sevens').waitFor(SLOW);
    await screenshot(page, 'games-lotus-rng-vi');
    await playTile(page, 'starfall-sevens');
    const frame = await waitForGame(page, '.nv-action');
    for (let round = 0; round < 2; round++) await spinOnce(frame);
    await expect.poll(() => balanceText(page), SLOW).not.toMatch(/200\.000\s₫/);
    await expect.poll(() => balanceText(page), SLOW).toMatch(/₫/);
    await screenshot(page, 'games-lotus-starfall-vi');
    await page.context().close();
  });
});
