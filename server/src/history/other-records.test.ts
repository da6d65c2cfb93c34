import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { main, openHistoryApp, vendor, type HistoryApp } from '../../testing/history.ts';
import { betRecords, bonusRecords, rewardList } from '../../../contract/history.ts';

const march = { from: '2026-03-01', to: '2026-03-31' };
const HOUSE = { system: 'HOUSE' } as const;

describe.each(testDatabaseKinds())('bonus, bet and reward records on %s', (kind) => {
  let t: HistoryApp;
  beforeAll(async () => {
    t = await openHistoryApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const bonus = (
    id: number,
    amount: number,
    time: string,
    source: { counterparty?: string; reference?: string },
  ) =>
    t.move(
      'BONUS',
      [
        { account: { system: 'BONUS' }, amount: -amount },
        {
          account: main(id),
          amount,
          ...(source.counterparty ? { counterparty: source.counterparty } : {}),
        },
      ],
      { time, ...(source.reference ? { reference: source.reference } : {}) },
    );

  it('lists bonuses newest first with their source, and only bonuses', async () => {
    const member = await t.member();
    await bonus(member.id, 500, '2026-03-02T03:00:00Z', { counterparty: 'WELCOME' });
    await bonus(member.id, 700, '2026-03-03T03:00:00Z', { reference: 'PROMO-7' });
    await t.move(
      'ADJUSTMENT',
      [
        { account: HOUSE, amount: -900 },
        { account: main(member.id), amount: 900 },
      ],
      { time: '2026-03-04T03:00:00Z' },
    );
    await bonus(member.id, 100, '2026-02-27T03:00:00Z', { counterparty: 'OLD' });
    const page = await t.get(bonusRecords, member.token, march);
    expect(page.items.map((r) => [r.amount, r.source, r.time])).toEqual([
      [700, 'PROMO-7', '2026-03-03T03:00:00.000Z'],
      [500, 'WELCOME', '2026-03-02T03:00:00.000Z'],
    ]);
    expect(page.total).toBe(2);
    const other = await t.member();
    const none = await t.get(bonusRecords, other.token, march);
    expect(none.total).toBe(0);
  });

  it('pairs each bet with its payout by round, and a lost bet pays 0', async () => {
    const [member, other] = [await t.member(), await t.member()];
    for (const id of [member.id, other.id]) {
      await t.move('ADJUSTMENT', [
        { account: HOUSE, amount: -10_000 },
        { account: vendor(id, 'EVO'), amount: 10_000 },
      ]);
    }
    const bet = (id: number, round: string, amount: number, time: string) =>
      t.move(
        'BET',
        [
          { account: vendor(id, 'EVO'), amount: -amount, counterparty: 'EVO' },
          { account: HOUSE, amount },
        ],
        { memberId: id, reference: round, time },
      );
    const payout = (id: number, round: string, amount: number, time: string) =>
      t.move(
        'PAYOUT',
        [
          { account: HOUSE, amount: -amount },
          { account: vendor(id, 'EVO'), amount, counterparty: 'EVO' },
        ],
        { memberId: id, reference: round, time },
      );
    const won = await bet(member.id, 'EVO-baccarat-1', 1_000, '2026-03-10T03:00:00Z');
    await payout(member.id, 'EVO-baccarat-1', 1_950, '2026-03-10T03:01:00Z');
    const lost = await bet(member.id, 'EVO-roulette-2', 400, '2026-03-11T03:00:00Z');
    // Another member's bet and payout in a round of the same name touch neither row.
    await bet(other.id, 'EVO-baccarat-1', 300, '2026-03-10T03:00:00Z');
    await payout(other.id, 'EVO-baccarat-1', 600, '2026-03-10T03:01:00Z');

    const page = await t.get(betRecords, member.token, march);
    expect(page.items).toEqual([
      {
        id: lost,
        time: '2026-03-11T03:00:00.000Z',
        vendor: 'EVO',
        game: 'EVO-roulette-2',
        bet: 400,
        payout: 0,
      },
      {
        id: won,
        time: '2026-03-10T03:00:00.000Z',
        vendor: 'EVO',
        game: 'EVO-baccarat-1',
        bet: 1_000,
        payout: 1_950,
      },
    ]);
    expect(page.total).toBe(2);
    const second = await t.get(betRecords, member.token, {
      ...march,
      pageSize: 1,
      page: 2,
    });
    expect(second.items.map((r) => r.id)).toEqual([won]);
  });

  it('answers the real, empty bet record of a member who never bet', async () => {
    const member = await t.member();
    const page = await t.get(betRecords, member.token, march);
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    const reversed = await t.call(
      betRecords,
      { from: '2026-03-02', to: '2026-03-01' },
      { token: member.token },
    );
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
  });

  it("lists the member's rewards newest first, an expired claimable one as EXPIRED", async () => {
    const [member, other] = [await t.member(), await t.member()];
    expect(await t.get(rewardList, member.token, {})).toEqual([]);
    const insert = (id: number, title: string, status: string, expiresAt: string | null) =>
      t.test.db.query(
        `insert into member_rewards (member_id, title, amount, status, expires_at)
         values ($1, $2, 1000, $3, $4)`,
        [id, title, status, expiresAt],
      );
    await insert(member.id, 'Welcome', 'CLAIMABLE', '2099-01-01T00:00:00Z');
    await insert(member.id, 'Spring', 'CLAIMABLE', '2020-01-01T00:00:00Z');
    await insert(member.id, 'Claimed', 'CLAIMED', null);
    await insert(other.id, 'Not yours', 'CLAIMABLE', null);
    const rewards = await t.get(rewardList, member.token, {});
    expect(rewards.map((r) => [r.title, r.status, r.expiresAt])).toEqual([
      ['Claimed', 'CLAIMED', null],
      ['Spring', 'EXPIRED', '2020-01-01T00:00:00.000Z'],
      ['Welcome', 'CLAIMABLE', '2099-01-01T00:00:00.000Z'],
    ]);
    expect(rewards[0]?.amount).toBe(1000);
    const anonymous = await t.call(rewardList, {});
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
  });
});
