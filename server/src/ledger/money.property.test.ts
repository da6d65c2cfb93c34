import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { VENDORS, batches, type Command, type Who } from '../../testing/money-commands.ts';
import { TEST_OPERATOR_KEY } from '../../testing/test-app.ts';
import { newKey, openMoneyApp, type MoneyApp, type TestMember } from '../../testing/money.ts';
import { checkLedger } from './invariants.ts';
import { cardBind } from '../../../contract/account.ts';
import { backofficeDecide } from '../../../contract/backoffice.ts';
import { depositCreate, depositStatus } from '../../../contract/deposit.ts';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { memberTransfer, walletTransfer, walletTransferAll } from '../../../contract/wallet.ts';
import { withdrawConfirm, withdrawCreate } from '../../../contract/withdrawal.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

/**
 * Model-checks the books: random batches of money calls (deposits whose callback arrives
 * twice, withdrawals, the operator's approvals and rejections, wallet and member transfers,
 * replays of earlier requests under their key, and the same key with another amount) run
 * concurrently against the real HTTP API over a team of three members. Each call's answer
 * tells the model what moved; afterwards every member's money and every system account must
 * be what the model says, and checkLedger must find nothing wrong. MONEY_RUNS=200 runs more.
 */

const PIN = '135790';
const START = 40_000;

/** Refusals a call may meet under a random interleaving; any other error fails the run. */
const EXPECTED_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'DAILY_LIMIT_REACHED',
  'WITHDRAWAL_UNCONFIRMED',
  'WITHDRAWAL_STATE',
]);

/** A request that succeeded, so it can be sent again under its key. */
interface Sent {
  member: TestMember;
  endpoint: AnyEndpoint;
  body: Record<string, unknown>;
  value: unknown;
}

describe.each(testDatabaseKinds())(
  'the books under random concurrent money calls on %s',
  (kind) => {
    let t: MoneyApp;
    let cardSeq = 0;

    beforeAll(async () => {
      t = await openMoneyApp(kind);
      // Enough daily withdrawals that the daily limit is one refusal among others, not the rule.
      await t.setSettings('aurora', ['money', 'withdrawal', 'dailyCount'], 50);
    });
    afterAll(async () => {
      expect(await checkLedger(t.test.db)).toEqual([]);
      await t.dispose();
    });

    const call = (member: TestMember, endpoint: AnyEndpoint, body: Record<string, unknown>) =>
      t.call(endpoint, unchecked(body), { token: member.token, brand: member.brand });

    const system = async (kind: string) => {
      const [row] = await t.test.db.query<{ balance: number }>(
        `select balance from ledger_accounts a join merchants m on m.id = a.merchant_id
        where m.brand_id = 'aurora' and a.member_id is null and a.kind = $1`,
        [kind],
      );
      return row?.balance ?? 0;
    };

    /** An agent and its two players, each funded, with a fund password and a bound card. */
    const team = async () => {
      const agent = await t.member({ role: 1, fundPassword: PIN });
      const players = [
        await t.member({ upline: agent, fundPassword: PIN }),
        await t.member({ upline: agent, fundPassword: PIN }),
      ];
      const members = [agent, ...players];
      const cards: number[] = [];
      for (const member of members) {
        await t.fund(member, START);
        cardSeq += 1;
        const card = await call(member, cardBind, {
          holder: 'Sam Lee',
          bankCode: 'OTVS',
          cardNumber: `4000${kind === 'pglite' ? 1 : 2}${String(cardSeq).padStart(9, '0')}`,
          fundPassword: PIN,
        });
        expect(card.body.success, JSON.stringify(card.body)).toBe(true);
        cards.push((card.body.value as { id: number }).id);
      }
      return { members, cards };
    };

    /** Sends once, or twice at once under the same key; answers the successes. */
    const send = async (
      member: TestMember,
      endpoint: AnyEndpoint,
      body: Record<string, unknown>,
      replay: boolean,
      sent: Sent[],
    ) => {
      const answers = await Promise.all(
        (replay ? [0, 1] : [0]).map(() => call(member, endpoint, body)),
      );
      for (const answer of answers) {
        if (!answer.body.success) {
          expect(EXPECTED_REFUSALS, `${endpoint.id}: ${JSON.stringify(answer.body)}`).toContain(
            answer.body.code,
          );
        }
      }
      const wins = answers.filter((answer) => answer.body.success);
      // Two copies that both succeeded got the same answer: the second is the first's replay.
      if (wins.length === 2) expect(wins[1]?.body.value).toEqual(wins[0]?.body.value);
      const value = wins[0]?.body.value;
      if (value !== undefined) sent.push({ member, endpoint, body, value });
      return value;
    };

    const deliver = (payUrl: string, outcome: string) =>
      t.request(payUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });

    it('keeps every invariant and the model’s totals', async () => {
      await fc.assert(
        fc.asyncProperty(batches, async (plan) => {
          const { members, cards } = await team();
          const expected = members.map(() => START);
          const pending: { id: number; owner: number; amount: number }[] = [];
          const sent: Sent[] = [];
          const before = {
            hold: await system('WITHDRAWAL_HOLD'),
            payout: await system('PAYOUT_CLEARING'),
            clearing: await system('PAYMENT_CLEARING'),
          };
          let arrived = 0;
          let paidOut = 0;

          const run = async (cmd: Command, open: typeof pending): Promise<void> => {
            switch (cmd.kind) {
              case 'deposit': {
                const member = members[cmd.who] as TestMember;
                const body = { methodId: 'bank', amount: cmd.amount, idempotencyKey: newKey() };
                const deposit = (await send(member, depositCreate, body, cmd.replay, sent)) as
                  { id: number; payUrl: string } | undefined;
                if (!deposit) throw new Error('A deposit within the limits was refused.');
                const outcome = cmd.paid ? 'PAID' : 'FAILED';
                const deliveries = await Promise.all([
                  deliver(deposit.payUrl, outcome),
                  deliver(deposit.payUrl, outcome),
                ]);
                for (const delivery of deliveries) expect(delivery.status).toBe(200);
                const status = await call(member, depositStatus, {
                  id: deposit.id,
                });
                expect((status.body.value as { status: string }).status).toBe(
                  cmd.paid ? 'ARRIVED' : 'FAILED',
                );
                if (cmd.paid) {
                  expected[cmd.who] = (expected[cmd.who] ?? 0) + cmd.amount;
                  arrived += cmd.amount;
                }
                return;
              }
              case 'withdraw': {
                const member = members[cmd.who] as TestMember;
                const body = {
                  cardId: cards[cmd.who],
                  amount: cmd.amount,
                  fundPassword: PIN,
                  idempotencyKey: newKey(),
                };
                const withdrawal = (await send(member, withdrawCreate, body, cmd.replay, sent)) as
                  { id: number } | undefined;
                if (withdrawal) {
                  expected[cmd.who] = (expected[cmd.who] ?? 0) - cmd.amount;
                  pending.push({ id: withdrawal.id, owner: cmd.who, amount: cmd.amount });
                }
                return;
              }
              case 'decide': {
                const chosen = open[cmd.pick % Math.max(open.length, 1)];
                if (!chosen) return;
                const { body: answer } = await t.call(
                  backofficeDecide,
                  cmd.approve
                    ? { id: chosen.id, decision: 'APPROVE' }
                    : { id: chosen.id, decision: 'REJECT', reason: 'Model says no.' },
                  { operator: TEST_OPERATOR_KEY },
                );
                if (!answer.success) {
                  // Another decision of the same batch came first.
                  expect(answer.code).toBe('WITHDRAWAL_STATE');
                  return;
                }
                pending.splice(pending.indexOf(chosen), 1);
                if (cmd.approve) {
                  paidOut += chosen.amount;
                  const owner = members[chosen.owner] as TestMember;
                  const confirm = await call(owner, withdrawConfirm, {
                    id: chosen.id,
                    outcome: 'RECEIVED',
                  });
                  expect(confirm.body.success, JSON.stringify(confirm.body)).toBe(true);
                } else {
                  expected[chosen.owner] = (expected[chosen.owner] ?? 0) + chosen.amount;
                }
                return;
              }
              case 'wallet': {
                const vendor = VENDORS[cmd.vendor] ?? 'KITE';
                const body = {
                  from: cmd.out ? 'MAIN' : vendor,
                  to: cmd.out ? vendor : 'MAIN',
                  amount: cmd.amount,
                  idempotencyKey: newKey(),
                };
                await send(members[cmd.who] as TestMember, walletTransfer, body, cmd.replay, sent);
                return;
              }
              case 'all': {
                const body = { idempotencyKey: newKey() };
                await send(members[cmd.who] as TestMember, walletTransferAll, body, false, sent);
                return;
              }
              case 'member': {
                // Spec §6 inside the team: players to their upline, the agent to a player.
                const from = cmd.who;
                const to: Who = from === 0 ? (cmd.to === 2 ? 2 : 1) : 0;
                const body = {
                  direction: from === 0 ? 'DOWNLINE' : 'UPLINE',
                  ...(from === 0 ? { account: (members[to] as TestMember).account } : {}),
                  amount: cmd.amount,
                  fundPassword: PIN,
                  idempotencyKey: newKey(),
                };
                const moved = await send(
                  members[from] as TestMember,
                  memberTransfer,
                  body,
                  cmd.replay,
                  sent,
                );
                if (moved) {
                  expected[from] = (expected[from] ?? 0) - cmd.amount;
                  expected[to] = (expected[to] ?? 0) + cmd.amount;
                }
                return;
              }
              case 'again': {
                const earlier = sent[cmd.pick % Math.max(sent.length, 1)];
                if (!earlier) return;
                const { member, endpoint, body, value } = earlier;
                if (cmd.conflict && typeof body['amount'] === 'number') {
                  const answer = await call(member, endpoint, {
                    ...body,
                    amount: body['amount'] + 1,
                  });
                  expect(answer.body.code).toBe('IDEMPOTENCY_CONFLICT');
                } else {
                  const answer = await call(member, endpoint, body);
                  expect(answer.body, endpoint.id).toEqual({ success: true, value });
                }
                return;
              }
            }
          };

          for (const batch of plan) {
            const open = [...pending];
            await Promise.all(batch.map((cmd) => run(cmd, open)));
          }

          expect(await checkLedger(t.test.db)).toEqual([]);
          const sums = await Promise.all(
            members.map(async (member) => (await t.funds(member)).sum),
          );
          expect(sums).toEqual(expected);
          const held = pending.reduce((total, withdrawal) => total + withdrawal.amount, 0);
          expect(await system('WITHDRAWAL_HOLD')).toBe(before.hold + held);
          expect(await system('PAYOUT_CLEARING')).toBe(before.payout + paidOut);
          expect(await system('PAYMENT_CLEARING')).toBe(before.clearing - arrived);
          // The team's money: what it started with, plus deposits credited, minus withdrawals
          // held or paid out; transfers net to zero.
          const total = sums.reduce((a, b) => a + b, 0);
          expect(total).toBe(members.length * START + arrived - held - paidOut);
        }),
        { numRuns: Number(process.env['MONEY_RUNS'] ?? 20) },
      );
    }, 300_000);
  },
);
