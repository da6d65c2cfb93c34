import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecords, profitLoss } from '../../../contract/history.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openHistoryApp, vendor, type HistoryApp } from '../../testing/history.ts';

const march = { from: '2026-03-01', to: '2026-03-31' };
const HOUSE = { system: 'HOUSE' } as const;

describe.each(testDatabaseKinds())('bets, payouts and refunds in the histories on %s', (kind) => {
  let t: HistoryApp;
  let member: { id: number; token: string };
  beforeAll(async () => {
    t = await openHistoryApp(kind);
    member = await t.member();
    const id = member.id;
    const time = '2026-03-05T03:00:00Z';
    await t.move(
      'ADJUSTMENT',
      [
        { account: HOUSE, amount: -10_000 },
        { account: vendor(id, 'NOVA'), amount: 10_000 },
      ],
      { time },
    );
    const game = (kind: 'BET' | 'PAYOUT' | 'BET_REFUND', amount: number, reference: string) =>
      t.move(
        kind,
        kind === 'BET'
          ? [
              { account: vendor(id, 'NOVA'), amount: -amount, counterparty: 'NOVA' },
              { account: HOUSE, amount },
            ]
          : [
              { account: HOUSE, amount: -amount },
              { account: vendor(id, 'NOVA'), amount, counterparty: 'NOVA' },
            ],
        { memberId: id, reference, time },
      );
    await game('BET', 1_000, 'B1');
    await game('PAYOUT', 2_500, 'B1');
    await game('BET', 600, 'B2');
    await game('BET_REFUND', 600, 'B2');
    await game('BET', 400, 'B3');
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('filters the account record by BET, PAYOUT and BET_REFUND', async () => {
    const of = async (kind: string) =>
      (await t.get(accountRecords, member.token, { ...march, kind })).items.map((r) => [
        r.kind,
        r.amount,
        r.wallet,
      ]);
    expect(await of('BET')).toEqual([
      ['BET', -400, 'NOVA'],
      ['BET', -600, 'NOVA'],
      ['BET', -1_000, 'NOVA'],
    ]);
    expect(await of('PAYOUT')).toEqual([['PAYOUT', 2_500, 'NOVA']]);
    expect(await of('BET_REFUND')).toEqual([['BET_REFUND', 600, 'NOVA']]);
  });

  it('nets a refunded bet out of the bet column of profit and loss', async () => {
    const { totals, days } = await t.get(profitLoss, member.token, march);
    expect(totals).toEqual({
      deposit: 0,
      withdrawal: 0,
      bonus: 0,
      bet: 1_400,
      payout: 2_500,
      profit: 1_100,
    });
    expect(days.items).toHaveLength(1);
  });
});
