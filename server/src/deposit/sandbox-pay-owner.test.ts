import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit } from '../../../contract/deposit.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { walletsOf } from '../ledger/ledger.ts';
import { createSession, hashToken, revokeSession } from '../session/session-store.ts';
import { openDepositApp, type DepositApp, type DepositMember } from '../../testing/deposit.ts';
import { PAY_TICKET_PARAM } from './sandbox-pay-ticket.ts';
import { depositStatus } from '../../../contract/deposit.ts';

describe.each(testDatabaseKinds())('the sandbox pay page on %s', (kind) => {
  let t: DepositApp;
  beforeAll(async () => {
    t = await openDepositApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const pathOf = (deposit: Deposit) => new URL(deposit.payUrl).pathname;
  const withTicket = (deposit: Deposit, ticket: string) =>
    `${pathOf(deposit)}?${PAY_TICKET_PARAM}=${encodeURIComponent(ticket)}`;
  const ticketOf = (deposit: Deposit) =>
    new URL(deposit.payUrl).searchParams.get(PAY_TICKET_PARAM) ?? '';
  const postPaid = (path: string) =>
    t.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ outcome: 'PAID' }),
    });

  /** The deposit is still waiting and the member's wallet holds nothing. */
  const expectUnpaid = async (member: DepositMember, deposit: Deposit) => {
    const [row] = await t.rows('select status from deposits where id = $1', [deposit.id]);
    expect(row?.status).toBe('PENDING');
    expect((await walletsOf(t.test.db, member.id)).main).toBe(0);
  };

  it('refuses an anonymous caller who knows the payment reference, and credits nothing', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 5000);
    const post = await postPaid(pathOf(deposit));
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const form = await t.request(pathOf(deposit), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=PAID',
    });
    expect(form.status).toBe(404);
    expect((await t.request(pathOf(deposit))).status).toBe(404);
    await expectUnpaid(member, deposit);
  });

  it("refuses another member's ticket, one for another deposit and a forged one", async () => {
    const owner = await t.member();
    const other = await t.member();
    const deposit = await t.open(owner, 5100);
    const second = await t.open(owner, 5150);
    const others = await t.open(other, 5200);
    const forged = 'A'.repeat(43);
    for (const bad of [ticketOf(others), ticketOf(second), forged, 'nonsense']) {
      expect((await postPaid(withTicket(deposit, bad))).status).toBe(401);
      expect((await t.request(withTicket(deposit, bad))).status).toBe(404);
    }
    await expectUnpaid(owner, deposit);
  });

  it('gives each session its own ticket, and every answer to one session the same', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 5250);
    const again = await t.call(
      depositStatus,
      { id: String(deposit.id) },
      {
        token: member.token,
      },
    );
    expect((again.body.value as Deposit).payUrl).toBe(deposit.payUrl);
    // The same member logged in elsewhere: another session, another ticket.
    const elsewhere = await createSession(
      t.test.db,
      { id: member.id, merchantId: member.merchantId },
      undefined,
    );
    const there = await t.call(
      depositStatus,
      { id: String(deposit.id) },
      {
        token: elsewhere,
      },
    );
    expect((there.body.value as Deposit).payUrl).not.toBe(deposit.payUrl);
  });

  it('refuses the ticket once its session has logged out', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 5300);
    await revokeSession(t.test.db, hashToken(member.token));
    expect((await postPaid(deposit.payUrl)).status).toBe(401);
    await expectUnpaid(member, deposit);
  });

  it("pays with the owner's ticket, from the page and as JSON", async () => {
    const member = await t.member();
    const deposit = await t.open(member, 5400);
    const page = await t.request(withTicket(deposit, ticketOf(deposit)));
    expect(page.status).toBe(200);
    // The page's forms post back with the ticket, or the payer could never pay.
    expect(await page.text()).toContain(`?${PAY_TICKET_PARAM}=`);
    const paid = await postPaid(withTicket(deposit, ticketOf(deposit)));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ value: { delivered: true, status: 'ARRIVED' } });
    expect((await walletsOf(t.test.db, member.id)).main).toBe(5400);
  });
});
