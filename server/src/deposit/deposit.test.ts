import { describe, expect, it } from 'vitest';
import type { Deposit, DepositMethod } from '../../../contract/deposit.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { walletsOf } from '../ledger/ledger.ts';
import { valueOf } from '../../testing/identity.ts';
import { useApp } from '../../testing/lifecycle.ts';
import { expectSoundBooks } from '../../testing/sound-books.ts';
import { MAX_PENDING_DEPOSITS } from './deposit-service.ts';
import { newKey, openDepositApp, type DepositMember } from '../../testing/deposit.ts';
import {
  depositCreate,
  depositMethods,
  depositRecords,
  depositStatus,
} from '../../../contract/deposit.ts';
import { unchecked } from '../../testing/test-client.ts';

interface Page {
  items: Deposit[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(testDatabaseKinds())('deposits on %s', (kind) => {
  const t = useApp(() => openDepositApp(kind), expectSoundBooks);

  const status = (member: DepositMember, id: number) =>
    t.call(depositStatus, { id: String(id) }, { token: member.token });
  const records = (member: DepositMember, query: Record<string, string>) =>
    t.call(depositRecords, unchecked(query), { token: member.token, brand: member.brand });
  const depositCount = async (member: DepositMember) =>
    (await t.rows('select id from deposits where member_id = $1', [member.id])).length;

  it('lists the merchant deposit methods with their limits and presets', async () => {
    const member = await t.member({ brand: 'lotus' });
    const methods = valueOf<DepositMethod[]>(
      await t.call(depositMethods, {}, { token: member.token, brand: 'lotus' }),
    );
    expect(methods.map((m) => m.id)).toEqual(['bank', 'momo', 'vietqr']);
    expect(methods[1]).toEqual({
      id: 'momo',
      type: 'EWALLET',
      name: 'Mobile wallet',
      min: 20000,
      max: 50000000,
      presets: [50000, 100000, 200000, 500000],
    });
  });

  it('answers an empty list when the merchant has no deposit methods', async () => {
    const member = await t.member({ brand: 'lotus' });
    const [row] = await t.rows(
      "select settings->'money' as money from merchants where brand_id = 'lotus'",
    );
    try {
      await t.setSettings('lotus', ['money'], {});
      const methods = await t.call(
        depositMethods,
        {},
        {
          token: member.token,
          brand: 'lotus',
        },
      );
      expect(valueOf(methods)).toEqual([]);
      const create = await t.create(member, { methodId: 'bank', amount: 100000 });
      expect(create.body.code).toBe('DEPOSIT_METHOD_NOT_FOUND');
    } finally {
      await t.setSettings('lotus', ['money'], row?.['money']);
    }
  });

  it('opens a pending deposit with a pay link and credits nothing yet', async () => {
    const member = await t.member();
    const deposit = await t.open(member, 25000, 'ewallet');
    expect(deposit).toMatchObject({
      methodId: 'ewallet',
      type: 'EWALLET',
      amount: 25000,
      status: 'PENDING',
      settledAt: null,
    });
    expect(deposit.payUrl).toMatch(
      /^http:\/\/localhost\/wps\/sandbox\/pay\/sbx_[\w-]{24}\?ticket=[\w-]{43}$/,
    );
    expect(Date.parse(deposit.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await walletsOf(t.test.db, member.id)).main).toBe(0);
    expect(await t.postings(deposit.reference)).toBe(0);
    expect(valueOf<Deposit>(await status(member, deposit.id))).toEqual(deposit);
  });

  it('refuses the free-play demo account with DEMO_ACCOUNT', async () => {
    const demo = await t.member({ role: DEMO_ROLE });
    const methods = await t.call(depositMethods, {}, { token: demo.token });
    expect(methods.body.code).toBe('DEMO_ACCOUNT');
    const create = await t.create(demo, { methodId: 'bank', amount: 5000 });
    expect(create.body.code).toBe('DEMO_ACCOUNT');
    expect(await depositCount(demo)).toBe(0);
  });

  it('refuses calls without a session with NOT_LOGGED_IN', async () => {
    const create = await t.call(depositCreate, {
      methodId: 'bank',
      amount: 5000,
      idempotencyKey: newKey(),
    });
    expect(create).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
  });

  it.each([0, -5000, 12.5, Number.MAX_SAFE_INTEGER + 2])(
    'refuses the amount %s with AMOUNT_INVALID and opens nothing',
    async (amount) => {
      const member = await t.member();
      const answer = await t.create(member, { methodId: 'bank', amount });
      expect(answer.body.code).toBe('AMOUNT_INVALID');
      expect(await depositCount(member)).toBe(0);
    },
  );

  it('refuses an amount outside the method limits and tells the limits', async () => {
    const member = await t.member();
    const below = await t.create(member, { methodId: 'bank', amount: 999 });
    expect(below.body).toMatchObject({
      code: 'AMOUNT_BELOW_MIN',
      value: { min: 1000, max: 5000000 },
    });
    const above = await t.create(member, { methodId: 'bank', amount: 5000001 });
    expect(above.body).toMatchObject({
      code: 'AMOUNT_ABOVE_MAX',
      value: { min: 1000, max: 5000000 },
    });
    // The limits themselves are allowed.
    await t.open(member, 1000);
    await t.open(member, 5000000);
    expect(await depositCount(member)).toBe(2);
  });

  it('refuses an unknown deposit method with DEPOSIT_METHOD_NOT_FOUND', async () => {
    const member = await t.member();
    const answer = await t.create(member, { methodId: 'momo', amount: 50000 });
    expect(answer.body.code).toBe('DEPOSIT_METHOD_NOT_FOUND');
    expect(await depositCount(member)).toBe(0);
  });

  it('answers a replay with the first deposit and refuses the key with another amount', async () => {
    const member = await t.member();
    const key = newKey();
    const first = valueOf<Deposit>(
      await t.create(member, { methodId: 'bank', amount: 3000, idempotencyKey: key }),
    );
    const again = valueOf<Deposit>(
      await t.create(member, { methodId: 'bank', amount: 3000, idempotencyKey: key }),
    );
    expect(again).toEqual(first);
    const other = await t.create(member, { methodId: 'bank', amount: 3001, idempotencyKey: key });
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await depositCount(member)).toBe(1);
  });

  it('opens exactly five unpaid deposits of 20 asked for at once', async () => {
    const member = await t.member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.create(member, { methodId: 'bank', amount: 3000 + i }),
      ),
    );
    const opened = answers.filter((a) => a.body.success).length;
    console.log(
      `deposit burst: 20 concurrent creates, ${opened} opened (limit ${MAX_PENDING_DEPOSITS})`,
    );
    expect(opened).toBe(MAX_PENDING_DEPOSITS);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    }
    expect(await depositCount(member)).toBe(MAX_PENDING_DEPOSITS);
  });

  it('refuses a sixth unpaid deposit within half an hour, but still answers replays', async () => {
    const member = await t.member();
    const key = newKey();
    await t.create(member, { methodId: 'bank', amount: 2000, idempotencyKey: key });
    for (let i = 1; i < MAX_PENDING_DEPOSITS; i++) await t.open(member, 2000 + i);
    const sixth = await t.create(member, { methodId: 'bank', amount: 9000 });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    const replay = await t.create(member, { methodId: 'bank', amount: 2000, idempotencyKey: key });
    expect(replay.body.success).toBe(true);
    expect(await depositCount(member)).toBe(MAX_PENDING_DEPOSITS);

    // Pending ones older than the window no longer count.
    await t.rows(
      "update deposits set created_at = now() - interval '31 minutes' where member_id = $1",
      [member.id],
    );
    await t.open(member, 9000);
  });

  it("answers NOT_FOUND for another member's deposit and for an unknown id", async () => {
    const owner = await t.member();
    const other = await t.member();
    const deposit = await t.open(owner, 4000);
    expect(await status(other, deposit.id)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect((await status(owner, deposit.id + 100000)).body.code).toBe('NOT_FOUND');
    expect((await status(owner, 0)).body.code).toBe('BAD_REQUEST');
  });

  it("lists only the member's own deposits, newest first, a page at a time", async () => {
    const member = await t.member();
    const other = await t.member();
    await t.open(other, 7777);
    const opened = [
      await t.open(member, 1001),
      await t.open(member, 1002),
      await t.open(member, 1003),
    ];
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const first = valueOf<Page>(
      await records(member, { from: today, to: today, page: '1', pageSize: '2' }),
    );
    expect(first.total).toBe(3);
    expect(first.items.map((d) => d.amount)).toEqual([1003, 1002]);
    const second = valueOf<Page>(
      await records(member, { from: today, to: today, page: '2', pageSize: '2' }),
    );
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((d) => d.id)).toEqual([opened[0]?.id]);
  });

  it("filters records by the merchant's own days (GMT+8 for aurora)", async () => {
    const member = await t.member();
    const deposit = await t.open(member, 1500);
    // 17:30 UTC on 1 March is 01:30 on 2 March on the brand's clock.
    await t.rows("update deposits set created_at = '2026-03-01T17:30:00Z' where id = $1", [
      deposit.id,
    ]);
    const on = async (day: string) =>
      valueOf<Page>(await records(member, { from: day, to: day })).items.map((d) => d.id);
    expect(await on('2026-03-02')).toEqual([deposit.id]);
    expect(await on('2026-03-01')).toEqual([]);
  });

  it('refuses a date range that runs backwards or spans more than 92 days', async () => {
    const member = await t.member();
    const backwards = await records(member, { from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.body.code).toBe('DATE_RANGE_INVALID');
    const long = await records(member, { from: '2026-01-01', to: '2026-04-03' });
    expect(long.body.code).toBe('DATE_RANGE_INVALID');
    const quarter = await records(member, { from: '2026-01-01', to: '2026-04-02' });
    expect(quarter.body.success).toBe(true);
  });
});
