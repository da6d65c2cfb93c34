import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../contract/errors.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { idempotent } from './idempotency.ts';
import { checkLedger } from './invariants.ts';
import { post, walletsOf } from './ledger.ts';
import { fundFromHouse } from '../../testing/house-credit.ts';

describe.each(testDatabaseKinds())('the ledger on %s', (kind) => {
  let t: TestApp;
  let merchantId = 0;
  let seq = 0;
  beforeAll(async () => {
    t = await openTestApp(kind);
    merchantId = (await findMerchantByBrand(t.test.db, 'aurora'))?.id ?? 0;
  });
  afterAll(async () => {
    await t.dispose();
  });

  const member = async () => {
    seq += 1;
    const row = await insertMember(t.test.db, {
      merchantId,
      account: `ledger${seq}`,
      nickname: `ledger${seq}`,
      passwordHash: null,
      role: 0,
    });
    return row.id;
  };
  const credit = (memberId: number, amount: number) =>
    fundFromHouse(t.test.db, merchantId, memberId, amount);

  it('moves money between wallets in balanced entries and keeps the books sound', async () => {
    const id = await member();
    await credit(id, 10_000);
    await t.test.db.transaction((tx) =>
      post(tx, {
        merchantId,
        kind: 'WALLET_TRANSFER',
        memberId: id,
        legs: [
          { account: { member: id, wallet: 'MAIN' }, amount: -2_500, counterparty: 'LUMEN' },
          { account: { member: id, wallet: 'LUMEN' }, amount: 2_500, counterparty: 'MAIN' },
        ],
      }),
    );
    const wallets = await walletsOf(t.test.db, id);
    expect(wallets.main).toBe(7_500);
    expect(wallets.vendors.get('LUMEN')).toBe(2_500);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('refuses to take a member wallet below zero and moves nothing', async () => {
    const id = await member();
    await credit(id, 100);
    const attempt = t.test.db.transaction((tx) =>
      post(tx, {
        merchantId,
        kind: 'WALLET_TRANSFER',
        memberId: id,
        legs: [
          { account: { member: id, wallet: 'MAIN' }, amount: -101 },
          { account: { member: id, wallet: 'LUMEN' }, amount: 101 },
        ],
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(attempt).rejects.toBeInstanceOf(PlatformError);
    expect((await walletsOf(t.test.db, id)).main).toBe(100);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('refuses postings that do not balance or carry fractions', async () => {
    const id = await member();
    const unbalanced = t.test.db.transaction((tx) =>
      post(tx, {
        merchantId,
        kind: 'ADJUSTMENT',
        memberId: null,
        legs: [
          { account: { system: 'HOUSE' }, amount: -5 },
          { account: { member: id, wallet: 'MAIN' }, amount: 6 },
        ],
      }),
    );
    await expect(unbalanced).rejects.toThrow(/sum to zero/);
    await expect(credit(id, 0.5)).rejects.toThrow(/whole number/);
    expect((await walletsOf(t.test.db, id)).main).toBe(0);
  });

  it('answers a replayed key with the first answer and refuses it with another request', async () => {
    const id = await member();
    await credit(id, 1_000);
    const move = (amount: number) =>
      idempotent(
        t.test.db,
        { memberId: id, key: `key-${id}-abcdefghijkl`, call: 'test', request: { amount } },
        async (tx) => {
          const posted = await post(tx, {
            merchantId,
            kind: 'WALLET_TRANSFER',
            memberId: id,
            legs: [
              { account: { member: id, wallet: 'MAIN' }, amount: -amount },
              { account: { member: id, wallet: 'NOVA' }, amount },
            ],
          });
          return { main: posted.balances[0] };
        },
      );
    expect(await move(300)).toEqual({ main: 700 });
    expect(await move(300)).toEqual({ main: 700 });
    await expect(move(400)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await walletsOf(t.test.db, id)).main).toBe(700);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it('reports a balance that no longer matches its entries', async () => {
    const id = await member();
    await credit(id, 50);
    await t.test.db.query(
      "update ledger_accounts set balance = balance + 1 where member_id = $1 and kind = 'MAIN'",
      [id],
    );
    const problems = await checkLedger(t.test.db);
    expect(problems.some((p) => p.includes('entries sum to 50'))).toBe(true);
    await t.test.db.query(
      "update ledger_accounts set balance = balance - 1 where member_id = $1 and kind = 'MAIN'",
      [id],
    );
    expect(await checkLedger(t.test.db)).toEqual([]);
  });
});
