import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../contract/boot.ts';
import { launchChromium, openPage, siteUrl } from './browser.ts';
import { fill, fillMobileRegistration, stamp } from './identity-steps.ts';
import { payThroughGateway, registerPlayer } from './money-steps.ts';

// Issue 10 defects 9 and 10: what a player reads is the brand's (its clock, its language's
// date order, its method names, its own deposit numbers), never the platform's internals.
const SHOTS = 'e2e/screenshots/formats';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** Today on a GMT+7 clock as Vietnamese writes it: 24/11/2026. */
function lotusToday(): string {
  const d = new Date(Date.now() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** A page with room for a busy two-core machine: the other e2e files keep ten seconds. */
async function slowPage(): Promise<Page> {
  const page = await openPage(browser);
  page.context().setDefaultTimeout(30_000);
  page.context().setDefaultNavigationTimeout(60_000);
  return page;
}

async function openCentre(page: Page, brand: string, key: string): Promise<void> {
  await page.goto(siteUrl(brand, `/index?memberCentre=${key}`));
  await page.getByTestId(`mc-page-${key}`).waitFor();
}

/** Opens a deposit and pays it on the sandbox page; answers the newest record's number. */
async function depositOnce(page: Page, brand: string, method: string, amount: string) {
  await openCentre(page, brand, 'depositv2');
  await page.getByTestId(`deposit-method-${method}`).click();
  await fill(page, 'amount', amount);
  await page.getByTestId('deposit-submit').click();
  await payThroughGateway(page);
  await openCentre(page, brand, 'depositv2');
  const first = page.getByTestId('deposit-record').first();
  await first.waitFor();
  return first;
}

const numberOf = async (record: ReturnType<Page['getByTestId']>) =>
  Number(((await record.getByTestId('deposit-record-reference').textContent()) ?? '').slice(1));

async function shots(page: Page, brand: string, languages: string[]): Promise<void> {
  for (const language of languages) {
    await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const key of ['transferFund', 'depositv2', 'securityCenter']) {
        await openCentre(page, brand, key);
        if (key === 'depositv2') await page.getByTestId('deposit-record').first().waitFor();
        const name = `${brand}-${key}-${language.toLowerCase()}-${device}`;
        await page.screenshot({ path: `${SHOTS}/${name}.png` });
      }
    }
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

describe('formats a player reads', () => {
  it('on lotus in Vietnamese: brand-local dates, Vietnamese method names, per-brand numbers, a masked mobile', async () => {
    const lotus = await slowPage();
    await lotus.goto(siteUrl('lotus', '/register?referralCode=LOTUS1'));
    const form = lotus.getByTestId('register-form');
    await form.waitFor();
    await fillMobileRegistration(lotus, form, 'Tran Thi Binh');
    await lotus.getByTestId('register-submit').click();
    const name = lotus.getByTestId('account-name');
    await expect.poll(() => name.isVisible(), { timeout: 15_000 }).toBe(true);
    // The header masks the mobile number the way the account page does.
    const shown = (await name.textContent()) ?? '';
    expect(shown).toMatch(/09\*{6}\d{2}/);
    await openCentre(lotus, 'lotus', 'securityCenter');
    expect(await lotus.getByTestId('security-account').textContent()).toBe(shown.trim());

    const first = await depositOnce(lotus, 'lotus', 'momo', '200000');
    expect(await first.getByTestId('deposit-record-method').textContent()).toBe('Ví di động');
    expect(await first.getByTestId('deposit-record-time').textContent()).toContain(lotusToday());
    const lotusNumber = await numberOf(first);

    // A deposit on the other brand does not take lotus's next number.
    const aurora = await slowPage();
    await registerPlayer(aurora, 'aurora', `fmt${stamp}`, 'AURORA1');
    await depositOnce(aurora, 'aurora', 'bank', '20');
    const second = await depositOnce(lotus, 'lotus', 'momo', '100000');
    expect(await numberOf(second)).toBe(lotusNumber + 1);

    await shots(lotus, 'lotus', ['VI', 'TH']);
    await shots(aurora, 'aurora', ['EN', 'UR']);
    await lotus.context().close();
    await aurora.context().close();
  }, 600_000);
});
