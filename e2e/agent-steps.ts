import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { closeMemberCentre, SLOW } from './games-steps.ts';
import { fill } from './identity-steps.ts';
import { openMemberPage } from './money-steps.ts';

/** The agent centre from the header's Agent button, on one of its menu pages. */
export async function openAgentPage(page: Page, key: string): Promise<void> {
  if ((await page.getByTestId('agent-centre').count()) === 0) {
    await page.getByTestId('agent').click();
    await page.getByTestId('agent-centre').waitFor();
  }
  await page.getByTestId(`ac-tab-${key}`).click();
  await page.getByTestId(`ac-page-${key}`).waitFor();
}

export async function closeAgentCentre(page: Page): Promise<void> {
  await page.getByTestId('agent-centre-close').click();
  await page.getByTestId('agent-centre').waitFor({ state: 'detached' });
}

/** registerCenter: opens a player or an agent directly under the logged-in agent. */
export async function openTeamAccount(
  page: Page,
  role: 'MEMBER' | 'AGENT',
  account: string,
  password: string,
): Promise<void> {
  await openAgentPage(page, 'registerCenter');
  await page.getByTestId(`role-${role}`).click();
  await fill(page, 'account', account);
  await fill(page, 'password', password);
  await fill(page, 'confirm', password);
  await page.getByTestId('open-account-submit').click();
  await expect
    .poll(() => page.getByTestId('account-opened').textContent(), SLOW)
    .toContain(account);
}

/** A fund password set on the member centre's security page (proved with the login password). */
export async function setFundPassword(page: Page, loginPassword: string, fund: string) {
  await page.getByTestId('deposit').click();
  await page.getByTestId('mc-page-depositv2').waitFor();
  await openMemberPage(page, 'securityCenter');
  await fill(page, 'current', loginPassword);
  await fill(page, 'newFundPassword', fund);
  await fill(page, 'confirmFundPassword', fund);
  await page.getByTestId('fund-password-submit').click();
  await page.getByTestId('fund-password-done').waitFor();
  await closeMemberCentre(page);
}

/** Raises a NOVA game's bet to its highest step (the '+' of the bet stepper). */
export async function maxBet(frame: ReturnType<Page['frameLocator']>): Promise<void> {
  const plus = frame.locator('.nv-step').last();
  for (let i = 0; i < 10; i += 1) await plus.click();
}
