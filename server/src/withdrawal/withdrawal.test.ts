import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../contract/withdrawal.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { valueOf } from '../../testing/identity.ts';
import { useWithdrawalApp } from '../../testing/withdrawal-app.ts';
import { mainBalance, newKey, newMember, systemBalance } from '../../testing/withdrawal.ts';
import { withdrawSettings } from '../../../contract/withdrawal.ts';
import { backofficeDecide } from '../../../contract/backoffice.ts';
import { TEST_OPERATOR_KEY } from '../../testing/test-app.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

// Aurora's seed: 2 000–2 000 000 a time, 5 a day, 5 000 000 a day, 60 minutes to confirm.
const MIN = 2000;
const MAX = 2_000_000;

describe.each(testDatabaseKinds())('withdrawals on %s', (kind) => {
  const { t, followClock, cardHolder, withdraw, withdrawalsOf } = useWithdrawalApp(kind);

  it('holds the amount at request and records it PENDING', async () => {
    const { member, card } = await cardHolder(100_000);
    const holdBefore = await systemBalance(t, 'WITHDRAWAL_HOLD');
    const answer = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: 25_000 }));
    expect(answer).toMatchObject({
      amount: 25_000,
      status: 'PENDING',
      card: { bankName: 'Ottervale Savings Bank', last4: card.last4 },
      decidedAt: null,
      confirmBy: null,
      received: null,
      hasProof: false,
    });
    expect(await mainBalance(t, member.id)).toBe(75_000);
    expect(await systemBalance(t, 'WITHDRAWAL_HOLD')).toBe(holdBefore + 25_000);
    const [entry] = await t.test.db.query<{
      kind: string;
      reference: string;
      counterparty: string;
    }>(
      `select t.kind, t.reference, e.counterparty from ledger_entries e
         join ledger_transactions t on t.id = e.transaction_id
         join ledger_accounts a on a.id = e.account_id
        where a.member_id = $1 and e.amount < 0`,
      [member.id],
    );
    expect(entry).toEqual({
      kind: 'WITHDRAWAL',
      reference: answer.reference,
      counterparty: `Ottervale Savings Bank ${card.last4}`,
    });
  });

  it('answers a replay with the first answer and moves the money once', async () => {
    const { member, card } = await cardHolder(100_000);
    const key = newKey();
    const body = { cardId: card.id, amount: 10_000, idempotencyKey: key };
    const first = valueOf<Withdrawal>(await withdraw(member, body));
    const again = valueOf<Withdrawal>(await withdraw(member, body));
    expect(again).toEqual(first);
    expect((await withdraw(member, { ...body, amount: 11_000 })).body.code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await mainBalance(t, member.id)).toBe(90_000);
    expect(await withdrawalsOf(member)).toBe(1);
  });

  it('refuses every bad request with its own code and moves nothing', async () => {
    const { member, card } = await cardHolder(100_000);
    const other = await cardHolder(100_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ cardId: card.id, amount: 0 }, 'AMOUNT_INVALID'],
      [{ cardId: card.id, amount: -5000 }, 'AMOUNT_INVALID'],
      [{ cardId: card.id, amount: 2500.5 }, 'AMOUNT_INVALID'],
      [{ cardId: card.id, amount: MIN - 1 }, 'AMOUNT_BELOW_MIN'],
      [{ cardId: card.id, amount: MAX + 1 }, 'AMOUNT_ABOVE_MAX'],
      [{ cardId: other.card.id, amount: 5000 }, 'CARD_NOT_FOUND'],
      [{ cardId: 987_654, amount: 5000 }, 'CARD_NOT_FOUND'],
      [{ cardId: card.id, amount: 5000, fundPassword: '111111' }, 'FUND_PASSWORD_WRONG'],
      [{ cardId: card.id, amount: 100_001 }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [fields, code] of cases) {
      expect((await withdraw(member, fields)).body.code, JSON.stringify(fields)).toBe(code);
    }
    const below = await withdraw(member, { cardId: card.id, amount: MIN - 1 });
    expect(below.body.value).toEqual({ min: MIN, max: MAX });
    expect(await mainBalance(t, member.id)).toBe(100_000);
    expect(await mainBalance(t, other.member.id)).toBe(100_000);
    expect(await withdrawalsOf(member)).toBe(0);
  });

  it('refuses demo accounts and members without a fund password', async () => {
    const demo = await newMember(t, { demo: true });
    expect((await withdraw(demo, { cardId: 1, amount: 5000 })).body.code).toBe('DEMO_ACCOUNT');
    expect((await t.call(withdrawSettings, {}, { token: demo.token })).body.code).toBe(
      'DEMO_ACCOUNT',
    );
    const { member, card } = await cardHolder(50_000);
    await t.test.db.query('update members set payment_password_hash = null where id = $1', [
      member.id,
    ]);
    expect((await withdraw(member, { cardId: card.id, amount: 5000 })).body.code).toBe(
      'FUND_PASSWORD_NOT_SET',
    );
    expect(await mainBalance(t, member.id)).toBe(50_000);
  });

  it('stops at the daily count and the daily amount, and a new merchant day starts afresh', async () => {
    const start = new Date('2030-03-10T02:00:00Z'); // 10:00 in the brand's GMT+8
    let now = start;
    followClock(() => now);
    const { member, card } = await cardHolder(20_000_000);
    for (let i = 0; i < 5; i += 1)
      valueOf(await withdraw(member, { cardId: card.id, amount: MIN }));
    const sixth = await withdraw(member, { cardId: card.id, amount: MIN });
    expect(sixth.body.code).toBe('DAILY_LIMIT_REACHED');
    const settings = valueOf<{ usedCount: number; usedAmount: number; dailyCount: number }>(
      await t.call(withdrawSettings, {}, { token: member.token }),
    );
    expect(settings).toMatchObject({ usedCount: 5, usedAmount: 5 * MIN, dailyCount: 5 });

    // 16:00 UTC is midnight in GMT+8: the next merchant day.
    now = new Date('2030-03-10T16:00:00Z');
    valueOf(await withdraw(member, { cardId: card.id, amount: MAX }));
    valueOf(await withdraw(member, { cardId: card.id, amount: MAX }));
    // 4 000 000 used: another 1 000 001 would pass 5 000 000.
    expect((await withdraw(member, { cardId: card.id, amount: 1_000_001 })).body.code).toBe(
      'DAILY_LIMIT_REACHED',
    );
    valueOf(await withdraw(member, { cardId: card.id, amount: 1_000_000 }));
    expect(await mainBalance(t, member.id)).toBe(20_000_000 - 5 * MIN - 5_000_000);
  });

  it('does not count rejected withdrawals against the day', async () => {
    const { member, card } = await cardHolder(1_000_000);
    for (let i = 0; i < 5; i += 1) {
      const w = valueOf<Withdrawal>(await withdraw(member, { cardId: card.id, amount: MIN }));
      if (i === 0) {
        await t.value(
          backofficeDecide,
          { id: w.id, decision: 'REJECT', reason: 'Card closed' },
          { operator: TEST_OPERATOR_KEY },
        );
      }
    }
    valueOf(await withdraw(member, { cardId: card.id, amount: MIN }));
    expect((await withdraw(member, { cardId: card.id, amount: MIN })).body.code).toBe(
      'DAILY_LIMIT_REACHED',
    );
  });

  it('lets many withdrawals race at one wallet without going below zero', async () => {
    const { member, card } = await cardHolder(10_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(member, { cardId: card.id, amount: 3000 })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect(await mainBalance(t, member.id)).toBe(1000);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('answers the settings: limits, the cards, the main wallet and today so far', async () => {
    const { member, card } = await cardHolder(90_000);
    valueOf(await withdraw(member, { cardId: card.id, amount: 4000 }));
    const settings = valueOf<Record<string, unknown>>(
      await t.call(withdrawSettings, {}, { token: member.token }),
    );
    expect(settings).toEqual({
      min: MIN,
      max: MAX,
      dailyCount: 5,
      dailyAmount: 5_000_000,
      usedCount: 1,
      usedAmount: 4000,
      receiptTimeoutMinutes: 60,
      fundPasswordSet: true,
      cards: [card],
      main: 86_000,
    });
  });

  it('falls back to default limits when the merchant seed has none', async () => {
    const lotus = await t.merchant('lotus');
    const saved = lotus.settings.money;
    await t.test.db.query(
      `update merchants set settings = settings #- '{money,withdrawal}' where id = $1`,
      [lotus.id],
    );
    try {
      const member = await newMember(t, { brand: 'lotus' });
      const settings = valueOf<Record<string, unknown>>(
        await t.call(withdrawSettings, {}, { token: member.token, brand: 'lotus' }),
      );
      // VND has no minor units: 10 đồng to 50 000 đồng, as whole units.
      expect(settings).toMatchObject({
        min: 10,
        max: 50_000,
        dailyCount: 5,
        receiptTimeoutMinutes: 1440,
      });
    } finally {
      await t.setSettings('lotus', ['money'], saved);
    }
  });
});
