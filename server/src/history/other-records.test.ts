import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { main, openHistoryApp, type HistoryApp } from '../../testing/history.ts';
import { bonusRecords, rewardList } from '../../../contract/history.ts';

const march = { from: '2026-03-01', to: '2026-03-31' };
const HOUSE = { system: 'HOUSE' } as const;

describe.each(testDatabaseKinds())('bonus and reward records on %s', (kind) => {
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
