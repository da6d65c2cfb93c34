import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, siteUrlOn } from './browser.ts';
import {
  closeAgentCentre,
  maxBet,
  openAgentPage,
  openTeamAccount,
  setFundPassword,
} from './agent-steps.ts';
import { cents, depositOnAurora, headerCents, playTile, SLOW, waitForGame } from './games-steps.ts';
import { closeNotice, fill, logInInModal, stamp } from './identity-steps.ts';
import { MovedClock, movedPlatformForFile } from './moved-clock.ts';

// Issue 12 end to end: an agent opens a sub-agent, offers it a daily salary, the sub-agent
// accepts, its team plays, the next day's settlement pays it from the agent's wallet, and
// both read the payment with its explanation. Salaries are paid the day after (spec §4), so
// this file runs its own platform on a clock it moves forward (moved-clock.ts).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Aurora keeps GMT+8: its day starts at 16:00 UTC. */
const AURORA_OFFSET = 8 * HOUR;

const clock = new MovedClock();

/** 10:00 of the next aurora day: the whole round is played well inside one brand day. */
function aMorning(now: number): number {
  const day = 24 * HOUR;
  return Math.floor((now + AURORA_OFFSET) / day) * day + day + 10 * HOUR - AURORA_OFFSET;
}

const suite = movedPlatformForFile(clock, aMorning);

const url = (path: string) => siteUrlOn(suite.port, 'aurora', path);
const sub = `sub${stamp}`;
const player = `ply${stamp}`;
const AGENT_PASSWORD = 'Agent4567';
const SUB_PASSWORD = 'subpass123';
const PLAYER_PASSWORD = 'plypass123';

/** Logs in at the agent entrance (/agent); agents land in the agent centre. */
async function agentEntrance(page: Page, account: string, password: string): Promise<void> {
  await page.goto(url('/agent'));
  await logInInModal(page, account, password);
}

describe('an agent and its sub-agent on a daily salary', { timeout: 300_000 }, () => {
  let agent: Page;
  let subAgent: Page;
  let member: Page;
  beforeAll(async () => {
    agent = await openPage(suite.browser);
    agent.context().setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await agent.context().close();
    await subAgent.context().close();
    await member.context().close();
  });

  it('logs the agent in at the agent entrance, through its forced password change', async () => {
    await agentEntrance(agent, 'agent01', 'Agent123');
    await agent.getByTestId('password-forced').waitFor();
    await fill(agent, 'oldPassword', 'Agent123');
    await fill(agent, 'newPassword', AGENT_PASSWORD);
    await fill(agent, 'confirmNewPassword', AGENT_PASSWORD);
    await agent.getByTestId('password-submit').click();
    await agent.getByTestId('change-password-modal').waitFor({ state: 'detached' });
    await closeNotice(agent, /password has been changed/i);
    await agent.getByTestId('agent-centre').waitFor(SLOW);
    await closeAgentCentre(agent);
    await depositOnAurora(agent, '100');
    await setFundPassword(agent, AGENT_PASSWORD, '135790');
  });

  it('opens a sub-agent account and offers it a daily salary', async () => {
    await openTeamAccount(agent, 'AGENT', sub, SUB_PASSWORD);
    expect(await agent.getByTestId('affiliate-link').inputValue()).toMatch(/referralCode=/);
    await screenshot(agent, 'agent-open-account-aurora-en');

    await openAgentPage(agent, 'teamManagement');
    await agent.getByTestId(`offer-${sub}`).click();
    await agent.getByTestId('field-kind').selectOption('DAILY_SALARY');
    // One tier: $100 of team valid bet with one active member pays $5 (the demo house
    // contract of agent01 pays $10 there, so the offer is within it).
    // The form starts from the shape of agent01's own contract; this offer has one tier.
    while ((await agent.getByTestId('remove-tier-1').count()) > 0) {
      await agent.getByTestId('remove-tier-1').click();
    }
    await agent.getByTestId('field-tier-0-minValidBet').fill('100');
    await agent.getByTestId('field-tier-0-minActive').fill('1');
    await agent.getByTestId('field-tier-0-amount').fill('5');
    await agent.getByTestId('offer-submit').click();
    await agent.getByTestId('offer-sent').waitFor();
    await screenshot(agent, 'agent-offer-sent-aurora-en');
  });

  it('lets the sub-agent accept the offer and open a player of its own', async () => {
    subAgent = await openPage(suite.browser);
    subAgent.context().setDefaultTimeout(20_000);
    await agentEntrance(subAgent, sub, SUB_PASSWORD);
    await subAgent.getByTestId('agent-centre').waitFor(SLOW);
    await openAgentPage(subAgent, 'contracts');
    const offer = subAgent.getByTestId('contracts-DOWNLINE').locator('li').first();
    await offer.getByTestId('action-ACCEPT').click();
    await expect.poll(() => offer.textContent(), SLOW).toMatch(/signed/i);
    await screenshot(subAgent, 'agent-contract-signed-aurora-en');

    await openTeamAccount(subAgent, 'MEMBER', player, PLAYER_PASSWORD);
  });

  it('plays $100 of slots in the sub-agent team', async () => {
    member = await openPage(suite.browser);
    member.context().setDefaultTimeout(20_000);
    await member.goto(url('/index'));
    await member.getByTestId('login').click();
    await logInInModal(member, player, PLAYER_PASSWORD);
    await expect
      .poll(() => member.getByTestId('account-name').textContent(), SLOW)
      .toContain(player);
    expect(await member.getByTestId('agent').count()).toBe(0);
    await depositOnAurora(member, '150');

    await member.goto(url('/rng'));
    await playTile(member, 'starfall-sevens');
    const frame = await waitForGame(member, '.nv-action');
    await maxBet(frame);
    // Two rounds at the top bet ($50): the team's valid bet reaches the $100 tier.
    for (let round = 0; round < 2; round += 1) {
      const nonce = await frame.locator('.fp-nonce').textContent();
      await expect.poll(() => frame.locator('.nv-action').isEnabled(), SLOW).toBe(true);
      await frame.locator('.nv-action').click();
      await expect.poll(() => frame.locator('.fp-nonce').textContent(), SLOW).not.toBe(nonce);
    }
    await expect.poll(() => frame.locator('.nv-action').isEnabled(), SLOW).toBe(true);
  });

  it('pays the salary the next day from the agent, explained on both sides', async () => {
    const before = await headerCents(agent);
    // Past the sub-agent's brand midnight and the settlement's grace minute.
    clock.moveTo(aMorning(clock.now()) - 10 * HOUR + 3 * MINUTE);
    await expect
      .poll(
        async () => {
          await subAgent.goto(url('/index?agentCentre=myIncome'));
          // The totals come with the payments' answer: count only once it is in.
          await subAgent.getByTestId('income-totals').waitFor();
          return subAgent.getByTestId('payment-explanation').count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    const explained = subAgent.getByTestId('payment-explanation').first();
    expect(await explained.textContent()).toMatch(/\$100\.00.*\$100\.00.*\$5\.00/);
    expect(cents(await subAgent.getByTestId('income-totals').textContent())).toBe(500);
    await screenshot(subAgent, 'agent-income-sub-aurora-en');

    await agent.goto(url('/index?agentCentre=myIncome'));
    await agent.getByTestId('ac-page-myIncome').waitFor();
    await agent.getByTestId('field-direction').selectOption('OUT');
    await expect.poll(() => agent.getByTestId('payments-table').textContent(), SLOW).toContain(sub);
    expect(await agent.getByTestId('payment-explanation').first().textContent()).toMatch(/\$5\.00/);
    await screenshot(agent, 'agent-income-upline-aurora-en');
    await closeAgentCentre(agent);
    // The $5 left the agent's wallet (and the house may have paid the agent its own salary).
    await expect.poll(() => headerCents(agent), SLOW).not.toBe(before);
  });

  it('lets the agent transfer to its direct downline', async () => {
    const before = await headerCents(agent);
    await openAgentPage(agent, 'teamManagement');
    await agent.getByTestId(`transfer-${sub}`).click();
    await fill(agent, 'amount', '20');
    await fill(agent, 'fundPassword', '135790');
    await agent.getByTestId('downline-transfer-submit').click();
    await agent.getByTestId('downline-transfer-done').waitFor();
    await expect.poll(() => headerCents(agent), SLOW).toBe(before - 2_000);
    await screenshot(agent, 'agent-transfer-aurora-en');
  });

  it('refuses a player at the agent entrance and shows it no agent centre', async () => {
    const page = await openPage(suite.browser);
    await agentEntrance(page, player, PLAYER_PASSWORD);
    await expect
      .poll(() => page.getByTestId('login-modal').textContent(), SLOW)
      .toContain('Not an agent');
    await page.goto(url('/index?agentCentre=teamOverview'));
    expect(await page.getByTestId('agent-centre').count()).toBe(0);
    await page.context().close();
  });
});
