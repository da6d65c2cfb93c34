import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium, openPage, screenshot, siteUrl } from './browser.ts';
import { E2E_OPERATOR_KEY } from './fixtures.ts';
import { fill, fillMobileRegistration, stamp } from './identity-steps.ts';
import { balanceText, openMemberPage, payThroughGateway, registerPlayer } from './money-steps.ts';

const run = promisify(execFile);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The operator's CLI against the running platform, as an operator would type it. */
async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [
    'cli/bin.js',
    'platform',
    ...args,
    '--api',
    `http://127.0.0.1:${inject('port')}`,
    '--key',
    E2E_OPERATOR_KEY,
  ]);
  return stdout;
}

const recordKinds = (page: Page) =>
  page
    .getByTestId('record-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));

describe('money on aurora', () => {
  it('deposits, moves money to a vendor and back, withdraws and pays the upline', async () => {
    const page = await openPage(browser);
    const account = `mny${stamp}`;
    await registerPlayer(page, 'aurora', account, 'AURORA1');
    await expect.poll(() => balanceText(page), { timeout: 10_000 }).toContain('$0.00');

    // Deposit through the sandbox gateway: the payer confirms on the gateway's page.
    await page.getByTestId('deposit').click();
    await page.getByTestId('mc-page-depositv2').waitFor();
    await page.getByTestId('deposit-method-bank').click();
    await fill(page, 'amount', '150');
    await screenshot(page, 'aurora-deposit-en');
    await page.getByTestId('deposit-submit').click();
    await payThroughGateway(page);
    await expect.poll(() => balanceText(page), { timeout: 10_000 }).toContain('$150.00');

    // To a vendor wallet and back.
    await openMemberPage(page, 'transferFund');
    await page.getByTestId('field-from').selectOption('MAIN');
    await page.getByTestId('field-to').selectOption('HARBOR');
    await fill(page, 'amount', '40');
    await page.getByTestId('wallet-transfer-submit').click();
    await page.getByTestId('wallet-transfer-done').waitFor();
    await expect.poll(() => page.getByTestId('wallet-HARBOR').textContent()).toContain('$40.00');
    await expect.poll(() => page.getByTestId('wallet-main').textContent()).toContain('$110.00');
    await screenshot(page, 'aurora-wallets-en');
    await page.getByTestId('wallet-transfer-all').click();
    await expect.poll(() => page.getByTestId('wallet-HARBOR').textContent()).toContain('$0.00');
    await expect.poll(() => page.getByTestId('wallet-main').textContent()).toContain('$150.00');

    // A fund password (proved with the login password) and a bank card.
    await openMemberPage(page, 'securityCenter');
    await fill(page, 'current', 'secret123');
    await fill(page, 'newFundPassword', '246810');
    await fill(page, 'confirmFundPassword', '246810');
    await page.getByTestId('fund-password-submit').click();
    await page.getByTestId('fund-password-done').waitFor();
    await page.getByTestId('card-bind').click();
    await fill(page, 'holder', 'Mona Example');
    await page.getByTestId('field-bankCode').selectOption('OTVS');
    const cardNumber = `4000${Date.now().toString().slice(-10)}`;
    await fill(page, 'cardNumber', cardNumber);
    await fill(page, 'fundPassword', '246810');
    await page.getByTestId('card-bind-submit').click();
    await expect
      .poll(() => page.getByTestId('bank-card').first().textContent())
      .toContain(cardNumber.slice(-4));
    await screenshot(page, 'aurora-security-en');

    // Withdraw: held at once, approved by the operator's CLI, receipt confirmed.
    await openMemberPage(page, 'withdraw');
    await fill(page, 'amount', '25');
    await fill(page, 'fundPassword', '246810');
    await page.getByTestId('withdraw-submit').click();
    const record = page.getByTestId('withdraw-record').first();
    await expect.poll(() => record.getAttribute('data-status')).toBe('PENDING');
    await expect.poll(() => balanceText(page), { timeout: 10_000 }).toContain('$125.00');
    const id = (await record.getAttribute('data-id')) ?? '';
    expect(await operator('withdrawals', '--brand', 'aurora')).toContain(account);
    expect(await operator('approve', id, '--brand', 'aurora')).toMatch(/approved/i);
    await openMemberPage(page, 'transactionHistory');
    await openMemberPage(page, 'withdraw');
    await expect.poll(() => record.getAttribute('data-status'), { timeout: 10_000 }).toBe('PAID');
    await screenshot(page, 'aurora-withdraw-receipt-en');
    await record.getByTestId('receipt-received').click();
    await expect.poll(() => record.getAttribute('data-status')).toBe('RECEIVED');

    // Ten dollars to the agent who signed the player up.
    await openMemberPage(page, 'transferUpline');
    await page.getByTestId('field-direction').selectOption('UPLINE');
    await fill(page, 'amount', '10');
    await fill(page, 'fundPassword', '246810');
    await page.getByTestId('member-transfer-submit').click();
    await page.getByTestId('member-transfer-done').waitFor();
    await expect.poll(() => balanceText(page), { timeout: 10_000 }).toContain('$115.00');

    // Every movement is in the account record.
    await openMemberPage(page, 'transactionHistory');
    await expect
      .poll(async () => new Set(await recordKinds(page)), { timeout: 10_000 })
      .toEqual(new Set(['DEPOSIT', 'WALLET_TRANSFER', 'WITHDRAWAL', 'MEMBER_TRANSFER']));
    await screenshot(page, 'aurora-account-record-en');

    // And the messages tell the member what happened.
    await page.getByTestId('mc-tab-messageV2').click();
    await expect
      .poll(() =>
        page
          .getByTestId('message-row')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind'))),
      )
      .toEqual(expect.arrayContaining(['DEPOSIT_ARRIVED', 'WITHDRAWAL_APPROVED', 'TRANSFER_OUT']));
    await page.context().close();
  });
});

describe('money on lotus, in Vietnamese đồng', () => {
  it('opens the deposit tutorial and the deposit page by address, and credits a mobile-wallet payment', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('lotus', '/register?referralCode=LOTUS1'));
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await fillMobileRegistration(page, form, 'Tran Thi Binh');
    await page.getByTestId('register-submit').click();
    await expect
      .poll(() => page.getByTestId('account-name').isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Spec §2.4: the member centre opens on a page named in the address.
    await page.goto(siteUrl('lotus', '/index?memberCentre=depositTeach'));
    await page.getByTestId('mc-page-depositTeach').waitFor();
    await screenshot(page, 'lotus-deposit-teach-vi');
    await page.goto(siteUrl('lotus', '/index?memberCentre=depositv2'));
    await page.getByTestId('mc-page-depositv2').waitFor();
    await page.getByTestId('deposit-method-momo').click();
    await page.getByTestId('deposit-preset-200000').click();
    await page.getByTestId('deposit-submit').click();
    await payThroughGateway(page, '200,000');
    // vi-VN groups with dots and puts the đồng sign after the amount.
    await expect.poll(() => balanceText(page), { timeout: 10_000 }).toMatch(/200\.000\s₫/);
    await screenshot(page, 'lotus-deposit-arrived-vi');

    await page.getByTestId('member-centre-close').click();
    await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('memberCentre')).toBe(false);
    await expect.poll(() => page.getByTestId('messages-unread').textContent()).toBe('1');
    await page.context().close();
  });
});
