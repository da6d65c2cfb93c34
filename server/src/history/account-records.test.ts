import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecords } from '../../../contract/history.ts';
import { unchecked } from '../../testing/test-client.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { main, openHistoryApp, vendor, type HistoryApp } from '../../testing/history.ts';

const HOUSE = { system: 'HOUSE' } as const;

describe.each(testDatabaseKinds())('the account record on %s', (kind) => {
  let t: HistoryApp;
  beforeAll(async () => {
    t = await openHistoryApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** 10 000 from the house, 2 500 of it to LUMEN, then a 300 bonus: three days in March. */
  const threeMovements = async (id: number) => {
    await t.move(
      'ADJUSTMENT',
      [
        { account: HOUSE, amount: -10_000 },
        { account: main(id), amount: 10_000, counterparty: 'HOUSE' },
      ],
      { time: '2026-03-01T05:00:00Z' },
    );
    await t.move(
      'WALLET_TRANSFER',
      [
        { account: main(id), amount: -2_500, counterparty: 'LUMEN' },
        { account: vendor(id, 'LUMEN'), amount: 2_500, counterparty: 'MAIN' },
      ],
      { memberId: id, time: '2026-03-02T05:00:00Z' },
    );
    await t.move(
      'BONUS',
      [
        { account: { system: 'BONUS' }, amount: -300 },
        { account: main(id), amount: 300, counterparty: 'WELCOME' },
      ],
      { reference: 'B1', time: '2026-03-03T05:00:00Z' },
    );
  };
  const march = { from: '2026-03-01', to: '2026-03-31' };

  it("lists every entry on the member's wallets newest first, typed and signed", async () => {
    const member = await t.member();
    await threeMovements(member.id);
    const page = await t.get(accountRecords, member.token, march);
    expect(page.total).toBe(4);
    expect(
      page.items.map((r) => [r.kind, r.wallet, r.amount, r.balanceAfter, r.counterparty]),
    ).toEqual([
      ['BONUS', 'MAIN', 300, 7_800, 'WELCOME'],
      // The transfer's two legs share a time; the later entry (LUMEN) comes first.
      ['WALLET_TRANSFER', 'LUMEN', 2_500, 2_500, 'MAIN'],
      ['WALLET_TRANSFER', 'MAIN', -2_500, 7_500, 'LUMEN'],
      ['ADJUSTMENT', 'MAIN', 10_000, 10_000, 'HOUSE'],
    ]);
    expect(page.items[0]?.reference).toBe('B1');
    expect(page.items[0]?.time).toBe('2026-03-03T05:00:00.000Z');
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('pages the record: the total of all rows, and the rest on page 2', async () => {
    const member = await t.member();
    await threeMovements(member.id);
    const first = await t.get(accountRecords, member.token, { ...march, pageSize: 3 });
    const second = await t.get(accountRecords, member.token, {
      ...march,
      pageSize: 3,
      page: 2,
    });
    expect([first.total, first.items.length, second.total, second.items.length]).toEqual([
      4, 3, 4, 1,
    ]);
    expect(second.page).toBe(2);
    expect(second.items[0]?.kind).toBe('ADJUSTMENT');
    const beyond = await t.get(accountRecords, member.token, { ...march, page: 9 });
    expect([beyond.total, beyond.items]).toEqual([4, []]);
  });

  it('filters by the transaction kind', async () => {
    const member = await t.member();
    await threeMovements(member.id);
    const transfers = await t.get(accountRecords, member.token, {
      ...march,
      kind: 'WALLET_TRANSFER',
    });
    expect(transfers.total).toBe(2);
    expect(transfers.items.every((r) => r.kind === 'WALLET_TRANSFER')).toBe(true);
    const none = await t.get(accountRecords, member.token, { ...march, kind: 'DEPOSIT' });
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it("counts a day from the merchant's local midnight to the next, both ends included", async () => {
    const member = await t.member();
    // The merchant's 10 March (UTC+7) runs from 9 March 17:00 UTC to 10 March 17:00 UTC.
    const offsetMs = t.aurora.utcOffsetMinutes * 60_000;
    const midnight = Date.UTC(2026, 2, 10) - offsetMs;
    const times = {
      before: midnight - 1_000,
      first: midnight,
      last: midnight + 24 * 3_600_000 - 1,
      after: midnight + 24 * 3_600_000,
    };
    for (const [name, time] of Object.entries(times)) {
      await t.move(
        'ADJUSTMENT',
        [
          { account: HOUSE, amount: -100 },
          { account: main(member.id), amount: 100, counterparty: name },
        ],
        { time: new Date(time).toISOString() },
      );
    }
    const day = await t.get(accountRecords, member.token, {
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(day.items.map((r) => r.counterparty)).toEqual(['last', 'first']);
    const before = await t.get(accountRecords, member.token, {
      from: '2026-03-09',
      to: '2026-03-09',
    });
    expect(before.items.map((r) => r.counterparty)).toEqual(['before']);
    const both = await t.get(accountRecords, member.token, {
      from: '2026-03-09',
      to: '2026-03-11',
    });
    expect(both.total).toBe(4);
  });

  it("never shows a member another member's entries, even of a transfer between them", async () => {
    const [alice, bob] = [await t.member(), await t.member()];
    await threeMovements(bob.id);
    await t.move(
      'MEMBER_TRANSFER',
      [
        { account: main(bob.id), amount: -1_000, counterparty: 'alice' },
        { account: main(alice.id), amount: 1_000, counterparty: 'bob' },
      ],
      { memberId: bob.id, time: '2026-03-05T05:00:00Z' },
    );
    const page = await t.get(accountRecords, alice.token, march);
    expect(page.items.map((r) => [r.kind, r.amount, r.counterparty])).toEqual([
      ['MEMBER_TRANSFER', 1_000, 'bob'],
    ]);
    expect(page.total).toBe(1);
  });

  it('refuses impossible, reversed and over-long ranges with DATE_RANGE_INVALID', async () => {
    const { token } = await t.member();
    const codeOf = async (query: Record<string, string>) =>
      (await t.fail(accountRecords, unchecked(query), { token })).code;
    expect(await codeOf({ from: '2026-03-02', to: '2026-03-01' })).toBe('DATE_RANGE_INVALID');
    expect(await codeOf({ from: '2026-02-30', to: '2026-03-01' })).toBe('DATE_RANGE_INVALID');
    // 92 days, both ends included, is the longest range; 93 is one too many.
    expect(await codeOf({ from: '2026-01-01', to: '2026-04-03' })).toBe('DATE_RANGE_INVALID');
    await t.value(accountRecords, { from: '2026-01-01', to: '2026-04-02' }, { token });
    expect(await codeOf({ from: '2026-3-1', to: '2026-03-02' })).toBe('BAD_REQUEST');
    expect(await codeOf({ ...{ from: '2026-03-01', to: '2026-03-02' }, kind: 'LOTTERY' })).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf({ from: '2026-03-01', to: '2026-03-02', pageSize: '51' })).toBe(
      'BAD_REQUEST',
    );
    expect(await t.fail(accountRecords, { from: '2026-03-01', to: '2026-03-02' })).toMatchObject({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
  });
});
