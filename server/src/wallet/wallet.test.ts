import { describe, expect, it } from 'vitest';
import type { ConsolidatedFunds } from '../../../contract/money.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { valueOf } from '../../testing/identity.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { memberInfo } from '../../../contract/member.ts';
import { walletBalance, walletTransfer, walletTransferAll } from '../../../contract/wallet.ts';
import { unchecked } from '../../testing/test-client.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const AURORA_VENDORS = ['HARBOR', 'KITE', 'PIXEL', 'FEATHER', 'TCG'];

describe.each(testDatabaseKinds())('wallets on %s', (kind) => {
  const t = useMoneyApp(kind);

  const transfer = (member: TestMember, body: Record<string, unknown>) =>
    t.call(walletTransfer, unchecked(body), { token: member.token, brand: member.brand });
  const transferAll = (member: TestMember, idempotencyKey = newKey()) =>
    t.call(walletTransferAll, { idempotencyKey }, { token: member.token, brand: member.brand });
  const balance = async (member: TestMember) =>
    valueOf<{ main: number; sum: number; currency: { code: string } }>(
      await t.call(walletBalance, {}, { token: member.token, brand: member.brand }),
    );
  const entries = async (member: TestMember) => {
    const [row] = await t.test.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries e
         join ledger_accounts a on a.id = e.account_id where a.member_id = $1`,
      [member.id],
    );
    return row?.n ?? 0;
  };

  it('answers every vendor wallet of the merchant in seed order, 0 where never used', async () => {
    const member = await t.member();
    const funds = await t.funds(member);
    expect(funds.main).toBe(0);
    expect(funds.sum).toBe(0);
    expect(funds.currency.code).toBe((await t.merchant('aurora')).currency.code);
    expect(funds.wallets.map((wallet) => wallet.accountType)).toEqual(AURORA_VENDORS);
    expect(funds.wallets[0]).toEqual({
      accountType: 'HARBOR',
      displayName: 'Harbor Cards',
      balance: 0,
    });

    const lotus = await t.member({ brand: 'lotus' });
    const lotusFunds = await t.funds(lotus);
    expect(lotusFunds.wallets[0]).toMatchObject({
      accountType: 'TCG_SEA',
      displayName: 'Xổ số Miền Nam',
    });
    expect(await balance(member)).toMatchObject({ main: 0, sum: 0 });
  });

  it('gives a seamless vendor no wallet: its bets move the main wallet, so nothing is parked there', async () => {
    const member = await t.member();
    await t.fund(member, 1_000);
    for (const seamless of ['LUMEN', 'NOVA']) {
      const answer = await transfer(member, {
        from: 'MAIN',
        to: seamless,
        amount: 100,
        idempotencyKey: newKey(),
      });
      expect(answer.body).toMatchObject({ success: false, code: 'WALLET_NOT_FOUND' });
    }
    expect((await t.funds(member)).main).toBe(1_000);
  });

  it('refuses the balance without a session', async () => {
    const answer = await t.call(walletBalance);
    expect(answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
  });

  it('moves money to a vendor wallet and back, answering every wallet after the move', async () => {
    const member = await t.member();
    await t.fund(member, 10_000);
    const there = valueOf<ConsolidatedFunds>(
      await transfer(member, {
        from: 'MAIN',
        to: 'PIXEL',
        amount: 3_000,
        idempotencyKey: newKey(),
      }),
    );
    expect(there.main).toBe(7_000);
    expect(there.wallets.find((wallet) => wallet.accountType === 'PIXEL')?.balance).toBe(3_000);
    expect(there.sum).toBe(10_000);
    const back = valueOf<ConsolidatedFunds>(
      await transfer(member, {
        from: 'PIXEL',
        to: 'MAIN',
        amount: 1_000,
        idempotencyKey: newKey(),
      }),
    );
    expect(back).toMatchObject({ main: 8_000, sum: 10_000 });
    expect(await balance(member)).toMatchObject({ main: 8_000, sum: 10_000 });

    const moves = await t.test.db.query<{ kind: string; amount: string; counterparty: string }>(
      `select t.kind, e.amount::text, e.counterparty from ledger_entries e
         join ledger_transactions t on t.id = e.transaction_id
         join ledger_accounts a on a.id = e.account_id
        where a.member_id = $1 and a.kind = 'MAIN' and t.kind = 'WALLET_TRANSFER' order by e.id`,
      [member.id],
    );
    expect(moves).toEqual([
      { kind: 'WALLET_TRANSFER', amount: '-3000', counterparty: 'PIXEL' },
      { kind: 'WALLET_TRANSFER', amount: '1000', counterparty: 'PIXEL' },
    ]);
  });

  it.each([
    ['zero', 0, 'AMOUNT_INVALID'],
    ['negative', -5, 'AMOUNT_INVALID'],
    ['fractional', 1.5, 'AMOUNT_INVALID'],
    ['more than the wallet holds', 10_001, 'INSUFFICIENT_FUNDS'],
  ])('refuses a %s amount and moves nothing', async (_name, amount, code) => {
    const member = await t.member();
    await t.fund(member, 10_000);
    const before = await entries(member);
    const answer = await transfer(member, {
      from: 'MAIN',
      to: 'KITE',
      amount,
      idempotencyKey: newKey(),
    });
    expect(answer.body).toMatchObject({ success: false, code });
    expect(await entries(member)).toBe(before);
    expect((await t.funds(member)).main).toBe(10_000);
  });

  it('refuses an amount sent as text with BAD_REQUEST', async () => {
    const member = await t.member();
    await t.fund(member, 10_000);
    const answer = await transfer(member, {
      from: 'MAIN',
      to: 'KITE',
      amount: '10',
      idempotencyKey: newKey(),
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await t.funds(member)).main).toBe(10_000);
  });

  it.each([
    ['an unknown vendor', 'MAIN', 'NOPE'],
    ['another brand’s vendor', 'MAIN', 'GPI'],
    ['main to main', 'MAIN', 'MAIN'],
    ['vendor to vendor', 'KITE', 'PIXEL'],
    ['an unknown source', 'NOPE', 'MAIN'],
  ])('answers WALLET_NOT_FOUND for %s and moves nothing', async (_name, from, to) => {
    const member = await t.member();
    await t.fund(member, 10_000);
    const before = await entries(member);
    const answer = await transfer(member, { from, to, amount: 100, idempotencyKey: newKey() });
    expect(answer.body).toMatchObject({ success: false, code: 'WALLET_NOT_FOUND' });
    expect(await entries(member)).toBe(before);
  });

  it('refuses a demo account', async () => {
    const demo = await t.member({ role: DEMO_ROLE });
    await t.fund(demo, 10_000);
    const answer = await transfer(demo, {
      from: 'MAIN',
      to: 'KITE',
      amount: 100,
      idempotencyKey: newKey(),
    });
    expect(answer.body).toMatchObject({ success: false, code: 'DEMO_ACCOUNT' });
  });

  it('answers a replay with the first answer and moves the money once', async () => {
    const member = await t.member();
    await t.fund(member, 10_000);
    const body = { from: 'MAIN', to: 'HARBOR', amount: 2_500, idempotencyKey: newKey() };
    const first = valueOf<ConsolidatedFunds>(await transfer(member, body));
    const again = valueOf<ConsolidatedFunds>(await transfer(member, body));
    expect(again).toEqual(first);
    expect((await t.funds(member)).main).toBe(7_500);

    const conflict = await transfer(member, { ...body, amount: 2_000 });
    expect(conflict.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    const otherWay = await transfer(member, { ...body, from: 'HARBOR', to: 'MAIN' });
    expect(otherWay.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await t.funds(member)).main).toBe(7_500);
  });

  it('runs a refused request again under the same key once it can succeed', async () => {
    const member = await t.member();
    const body = { from: 'MAIN', to: 'KITE', amount: 500, idempotencyKey: newKey() };
    expect((await transfer(member, body)).body.code).toBe('INSUFFICIENT_FUNDS');
    await t.fund(member, 500);
    expect(valueOf<ConsolidatedFunds>(await transfer(member, body)).main).toBe(0);
  });

  it('moves every vendor wallet back to main in one posting', async () => {
    const member = await t.member();
    await t.fund(member, 10_000);
    for (const [to, amount] of [
      ['KITE', 1_000],
      ['PIXEL', 2_000],
      ['TCG', 300],
    ] as const) {
      valueOf(await transfer(member, { from: 'MAIN', to, amount, idempotencyKey: newKey() }));
    }
    const postings = await t.count('ledger_transactions');
    const key = newKey();
    const all = valueOf<ConsolidatedFunds>(await transferAll(member, key));
    expect(all.main).toBe(10_000);
    expect(all.wallets.every((wallet) => wallet.balance === 0)).toBe(true);
    expect(await t.count('ledger_transactions')).toBe(postings + 1);
    // A replay answers the same and posts nothing; with nothing left, a new key posts nothing.
    expect(valueOf(await transferAll(member, key))).toEqual(all);
    expect(valueOf(await transferAll(member))).toEqual(all);
    expect(await t.count('ledger_transactions')).toBe(postings + 1);
  });

  it('refuses a key already used for another call', async () => {
    const member = await t.member();
    await t.fund(member, 1_000);
    const key = newKey();
    valueOf(
      await transfer(member, { from: 'MAIN', to: 'PIXEL', amount: 100, idempotencyKey: key }),
    );
    expect((await transferAll(member, key)).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await t.funds(member)).main).toBe(900);
  });

  it('keeps one member’s wallets to itself', async () => {
    const owner = await t.member();
    const other = await t.member();
    await t.fund(owner, 1_000);
    valueOf(
      await transfer(owner, { from: 'MAIN', to: 'KITE', amount: 1_000, idempotencyKey: newKey() }),
    );
    expect((await t.funds(other)).sum).toBe(0);
    const answer = await transfer(other, {
      from: 'KITE',
      to: 'MAIN',
      amount: 1_000,
      idempotencyKey: newKey(),
    });
    expect(answer.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await t.funds(owner)).sum).toBe(1_000);
  });

  it('shows the ledger sum as member info sumBalance', async () => {
    const member = await t.member();
    await t.fund(member, 4_200);
    valueOf(
      await transfer(member, { from: 'MAIN', to: 'TCG', amount: 200, idempotencyKey: newKey() }),
    );
    const info = valueOf<{ sumBalance: number }>(
      await t.call(memberInfo, {}, { token: member.token }),
    );
    expect(info.sumBalance).toBe(4_200);
  });
});
