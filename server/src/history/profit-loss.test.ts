import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { main, openHistoryApp, vendor, type HistoryApp } from '../../testing/history.ts';
import { profitLoss } from '../../../contract/history.ts';

const HOUSE = { system: 'HOUSE' } as const;
const HOLD = { system: 'WITHDRAWAL_HOLD' } as const;
const march = { from: '2026-03-01', to: '2026-03-31' };

describe.each(testDatabaseKinds())('profit and loss on %s', (kind) => {
  let t: HistoryApp;
  beforeAll(async () => {
    t = await openHistoryApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /**
   * 4 March: deposit 50 000, withdraw 20 000 of which 5 000 comes back, bonus 1 000.
   * 6 March: 8 000 to LUMEN, bet 3 000 there and win 4 500. 7 March: only a wallet transfer.
   */
  const aMonth = async (id: number) => {
    const day4 = '2026-03-04T03:00:00Z';
    await t.move(
      'DEPOSIT',
      [
        { account: { system: 'PAYMENT_CLEARING' }, amount: -50_000 },
        { account: main(id), amount: 50_000 },
      ],
      { reference: 'D1', time: day4 },
    );
    await t.move(
      'WITHDRAWAL',
      [
        { account: main(id), amount: -20_000 },
        { account: HOLD, amount: 20_000 },
      ],
      { memberId: id, reference: 'W1', time: day4 },
    );
    await t.move(
      'WITHDRAWAL_REFUND',
      [
        { account: HOLD, amount: -5_000 },
        { account: main(id), amount: 5_000 },
      ],
      { reference: 'W1', time: day4 },
    );
    await t.move(
      'BONUS',
      [
        { account: { system: 'BONUS' }, amount: -1_000 },
        { account: main(id), amount: 1_000, counterparty: 'WELCOME' },
      ],
      { time: day4 },
    );
    const day6 = '2026-03-06T03:00:00Z';
    await t.move(
      'WALLET_TRANSFER',
      [
        { account: main(id), amount: -8_000, counterparty: 'LUMEN' },
        { account: vendor(id, 'LUMEN'), amount: 8_000, counterparty: 'MAIN' },
      ],
      { memberId: id, time: day6 },
    );
    await t.move(
      'BET',
      [
        { account: vendor(id, 'LUMEN'), amount: -3_000, counterparty: 'LUMEN' },
        { account: HOUSE, amount: 3_000 },
      ],
      { memberId: id, reference: `LUMEN-baccarat-${id}`, time: day6 },
    );
    await t.move(
      'PAYOUT',
      [
        { account: HOUSE, amount: -4_500 },
        { account: vendor(id, 'LUMEN'), amount: 4_500, counterparty: 'LUMEN' },
      ],
      { memberId: id, reference: `LUMEN-baccarat-${id}`, time: day6 },
    );
    await t.move(
      'WALLET_TRANSFER',
      [
        { account: vendor(id, 'LUMEN'), amount: -100, counterparty: 'MAIN' },
        { account: main(id), amount: 100, counterparty: 'LUMEN' },
      ],
      { memberId: id, time: '2026-03-07T03:00:00Z' },
    );
  };

  const zero = { deposit: 0, withdrawal: 0, bonus: 0, bet: 0, payout: 0, profit: 0 };

  it('sums deposits, net withdrawals, bonuses, bets and payouts, with profit', async () => {
    const member = await t.member();
    await aMonth(member.id);
    const report = await t.get(profitLoss, member.token, march);
    const day4 = { deposit: 50_000, withdrawal: 15_000, bonus: 1_000, bet: 0, payout: 0 };
    const day6 = { deposit: 0, withdrawal: 0, bonus: 0, bet: 3_000, payout: 4_500 };
    expect(report.totals).toEqual({
      deposit: 50_000,
      withdrawal: 15_000,
      bonus: 1_000,
      bet: 3_000,
      payout: 4_500,
      profit: 2_500,
    });
    // Days with movements only (not the transfer-only 7 March), newest first.
    expect(report.days).toEqual({
      items: [
        { day: '2026-03-06', ...day6, profit: 1_500 },
        { day: '2026-03-04', ...day4, profit: 1_000 },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('pages the days and keeps the totals over the whole range', async () => {
    const member = await t.member();
    await aMonth(member.id);
    const second = await t.get(profitLoss, member.token, {
      ...march,
      pageSize: 1,
      page: 2,
    });
    expect(second.days.items.map((row) => row.day)).toEqual(['2026-03-04']);
    expect(second.days.total).toBe(2);
    expect(second.totals.profit).toBe(2_500);
    const beyond = await t.get(profitLoss, member.token, { ...march, page: 5 });
    expect([beyond.days.items, beyond.days.total]).toEqual([[], 2]);
  });

  it("groups by the merchant's day and leaves out what falls outside the range", async () => {
    const member = await t.member();
    await aMonth(member.id);
    // One bonus at 23:30 on 5 March by the merchant's clock, one at 00:30 on 6 March.
    const offsetMs = t.aurora.utcOffsetMinutes * 60_000;
    const local = (date: number, hour: number) =>
      new Date(Date.UTC(2026, 2, date, hour, 30) - offsetMs).toISOString();
    for (const [amount, time] of [
      [16, local(5, 23)],
      [17, local(6, 0)],
    ] as const) {
      await t.move(
        'BONUS',
        [
          { account: { system: 'BONUS' }, amount: -amount },
          { account: main(member.id), amount },
        ],
        { time },
      );
    }
    const report = await t.get(profitLoss, member.token, {
      from: '2026-03-05',
      to: '2026-03-06',
    });
    expect(report.days.items.map((row) => [row.day, row.bonus])).toEqual([
      ['2026-03-06', 17],
      ['2026-03-05', 16],
    ]);
    expect(report.totals.deposit).toBe(0);
    expect(report.totals.bonus).toBe(33);
  });

  it('shows a member only its own figures', async () => {
    const [alice, bob] = [await t.member(), await t.member()];
    await aMonth(bob.id);
    const report = await t.get(profitLoss, alice.token, march);
    expect(report).toEqual({
      totals: zero,
      days: { items: [], total: 0, page: 1, pageSize: 10 },
    });
  });

  it('refuses a reversed range with DATE_RANGE_INVALID', async () => {
    const { token } = await t.member();
    const answer = await t.call(profitLoss, { from: '2026-03-31', to: '2026-03-01' }, { token });
    expect(answer.body.code).toBe('DATE_RANGE_INVALID');
  });
});
