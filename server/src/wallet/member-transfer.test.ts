import { describe, expect, it } from 'vitest';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import { FUND_PASSWORD_TRIES } from '../account/fund-password.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { valueOf } from '../../testing/identity.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { memberTransfer, transferTargets } from '../../../contract/wallet.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const PIN = '246810';

describe.each(testDatabaseKinds())('member transfers on %s', (kind) => {
  const t = useMoneyApp(kind);

  const send = (member: TestMember, body: Record<string, unknown>) =>
    t.call(memberTransfer, unchecked({ fundPassword: PIN, idempotencyKey: newKey(), ...body }), {
      token: member.token,
      brand: member.brand,
    });
  const main = async (member: TestMember) => (await t.funds(member)).main;
  const messages = (member: TestMember) =>
    t.test.db.query<{ kind: string; amount: string; subject: string }>(
      'select kind, amount::text, subject from member_messages where member_id = $1 order by id',
      [member.id],
    );

  /** An agent with two direct downlines (one an agent itself) and a grand-downline. */
  const team = async () => {
    const agent = await t.member({ role: 1, fundPassword: PIN });
    const player = await t.member({ upline: agent, fundPassword: PIN });
    const subAgent = await t.member({ role: 2, upline: agent, fundPassword: PIN });
    const grand = await t.member({ upline: subAgent, fundPassword: PIN });
    return { agent, player, subAgent, grand };
  };

  it('lists the upline, and for agents the direct downlines', async () => {
    const { agent, player, subAgent, grand } = await team();
    const targets = (member: TestMember) =>
      t.call(transferTargets, {}, { token: member.token }).then(valueOf);
    expect(await targets(player)).toEqual({
      upline: { account: agent.account, nickname: agent.account },
      downlines: [],
    });
    const ofAgent = await targets(agent);
    expect(ofAgent['upline']).toBeNull();
    expect(ofAgent['downlines']).toEqual(
      [player, subAgent]
        .map((m) => ({ account: m.account, nickname: m.account }))
        .sort((a, b) => a.account.localeCompare(b.account)),
    );
    expect((await targets(subAgent))['downlines']).toEqual([
      { account: grand.account, nickname: grand.account },
    ]);
  });

  it('sends money to the upline, records both sides and tells both members', async () => {
    const { agent, player } = await team();
    await t.fund(player, 5_000);
    const answer = valueOf<{ main: number }>(
      await send(player, { direction: 'UPLINE', amount: 1_200 }),
    );
    expect(answer).toEqual({ main: 3_800 });
    expect(await main(agent)).toBe(1_200);
    expect(await messages(player)).toEqual([
      { kind: 'TRANSFER_OUT', amount: '1200', subject: agent.account },
    ]);
    expect(await messages(agent)).toEqual([
      { kind: 'TRANSFER_IN', amount: '1200', subject: player.account },
    ]);
    const legs = await t.test.db.query<{ member_id: number; amount: string; counterparty: string }>(
      `select a.member_id, e.amount::text, e.counterparty from ledger_entries e
         join ledger_transactions x on x.id = e.transaction_id
         join ledger_accounts a on a.id = e.account_id
        where x.kind = 'MEMBER_TRANSFER' and a.member_id = any($1::int[]) order by e.id`,
      [[player.id, agent.id]],
    );
    expect(legs).toEqual([
      { member_id: player.id, amount: '-1200', counterparty: agent.account },
      { member_id: agent.id, amount: '1200', counterparty: player.account },
    ]);
  });

  it('lets an agent send to a direct downline by account, in any case', async () => {
    const { agent, subAgent } = await team();
    await t.fund(agent, 5_000);
    const answer = await send(agent, {
      direction: 'DOWNLINE',
      account: subAgent.account.toUpperCase(),
      amount: 700,
    });
    expect(valueOf(answer)).toEqual({ main: 4_300 });
    expect(await main(subAgent)).toBe(700);
  });

  it('refuses what spec §6 does not allow and moves nothing', async () => {
    const { agent, player, subAgent, grand } = await team();
    const stranger = await t.member({ role: 1, fundPassword: PIN });
    const strangersPlayer = await t.member({ upline: stranger, fundPassword: PIN });
    const loner = await t.member({ fundPassword: PIN });
    for (const member of [agent, player, subAgent, loner]) await t.fund(member, 1_000);
    const refusals: [TestMember, Record<string, unknown>][] = [
      [agent, { direction: 'UPLINE', amount: 100 }], // no upline
      [loner, { direction: 'UPLINE', amount: 100 }],
      [player, { direction: 'DOWNLINE', account: agent.account, amount: 100 }], // not an agent
      [agent, { direction: 'DOWNLINE', account: grand.account, amount: 100 }], // not direct
      [agent, { direction: 'DOWNLINE', account: strangersPlayer.account, amount: 100 }],
      [agent, { direction: 'DOWNLINE', account: 'nobody-at-all', amount: 100 }],
      [agent, { direction: 'DOWNLINE', amount: 100 }],
      [subAgent, { direction: 'DOWNLINE', account: agent.account, amount: 100 }], // its upline
    ];
    for (const [member, body] of refusals) {
      const answer = await send(member, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({
        success: false,
        code: 'TRANSFER_NOT_ALLOWED',
      });
    }
    for (const member of [agent, player, subAgent, loner]) expect(await main(member)).toBe(1_000);
    expect(await main(grand)).toBe(0);
    expect(await main(strangersPlayer)).toBe(0);
  });

  it.each([
    ['zero', 0, 'AMOUNT_INVALID'],
    ['negative', -5, 'AMOUNT_INVALID'],
    ['fractional', 1.5, 'AMOUNT_INVALID'],
    ['text', '10', 'BAD_REQUEST'],
    ['more than the main wallet holds', 1_001, 'INSUFFICIENT_FUNDS'],
  ])('refuses a %s amount and moves nothing', async (_name, amount, code) => {
    const { agent, player } = await team();
    await t.fund(player, 1_000);
    const answer = await send(player, { direction: 'UPLINE', amount });
    expect(answer.body).toMatchObject({ success: false, code });
    expect(await main(player)).toBe(1_000);
    expect(await main(agent)).toBe(0);
    expect(await messages(agent)).toEqual([]);
  });

  it('refuses a demo account', async () => {
    const { agent } = await team();
    const demo = await t.member({ role: DEMO_ROLE, upline: agent, fundPassword: PIN });
    await t.fund(demo, 1_000);
    expect((await send(demo, { direction: 'UPLINE', amount: 100 })).body.code).toBe('DEMO_ACCOUNT');
    expect(await main(agent)).toBe(0);
    const targets = await t.call(transferTargets, {}, { token: demo.token });
    expect(valueOf(targets)).toEqual({ upline: null, downlines: [] });
    // Nor is a demo account anyone's downline to send to.
    await t.fund(agent, 1_000);
    const toDemo = await send(agent, { direction: 'DOWNLINE', account: demo.account, amount: 100 });
    expect(toDemo.body.code).toBe('TRANSFER_NOT_ALLOWED');
    expect(await main(demo)).toBe(1_000);
  });

  it('needs the fund password, and locks after too many wrong ones', async () => {
    const agent = await t.member({ role: 1 });
    const noPin = await t.member({ upline: agent });
    await t.fund(noPin, 1_000);
    expect((await send(noPin, { direction: 'UPLINE', amount: 100 })).body.code).toBe(
      'FUND_PASSWORD_NOT_SET',
    );

    const player = await t.member({ upline: agent, fundPassword: PIN });
    await t.fund(player, 1_000);
    for (let i = 0; i < FUND_PASSWORD_TRIES; i++) {
      const wrong = await send(player, {
        direction: 'UPLINE',
        amount: 100,
        fundPassword: '000000',
      });
      expect(wrong.body.code).toBe('FUND_PASSWORD_WRONG');
    }
    // Locked: even the right password is refused for now.
    const locked = await send(player, { direction: 'UPLINE', amount: 100 });
    expect(locked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(await main(player)).toBe(1_000);
    expect(await main(agent)).toBe(0);
  });

  it('answers a replay with the first answer, moves once, and refuses the key for another amount', async () => {
    const { agent, player } = await team();
    await t.fund(player, 5_000);
    const body = { direction: 'UPLINE', amount: 1_000, idempotencyKey: newKey() };
    const first = valueOf(await send(player, body));
    await t.fund(player, 10); // a replay still answers the first answer, not today's balance
    expect(valueOf(await send(player, body))).toEqual(first);
    expect(await main(agent)).toBe(1_000);
    expect(await messages(agent)).toHaveLength(1);
    const conflict = await send(player, { ...body, amount: 999 });
    expect(conflict.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await main(player)).toBe(4_010);
  });
});
