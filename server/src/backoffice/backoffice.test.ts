import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '../../../contract/account.ts';
import type { Withdrawal } from '../../../contract/withdrawal.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import {
  FUND_PASSWORD,
  fund,
  mainBalance,
  newKey,
  newMember,
  operatorCall,
  systemBalance,
  type TestMember,
} from '../../testing/withdrawal.ts';
import { TEST_OPERATOR_KEY } from '../../testing/test-app.ts';
import type { OperatorWithdrawal } from '../../../contract/backoffice.ts';
import { cardBind } from '../../../contract/account.ts';
import { withdrawCreate } from '../../../contract/withdrawal.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const LIST = '/wps/backoffice/withdrawals';
const DECIDE = '/wps/backoffice/withdrawals/decide';

describe.each(testDatabaseKinds())('operator back-office on %s', (kind) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    expect(await checkLedger(t.test.db)).toEqual([]);
    await t.dispose();
  });

  let numberSeq = 0;
  /** A member with max(100 000, 5 × amount) and a PENDING withdrawal of `amount` to its card. */
  const pendingWithdrawal = async (amount = 20_000, brand = 'aurora') => {
    const member = await newMember(t, { brand });
    await fund(t, member.id, Math.max(100_000, 5 * amount), brand);
    numberSeq += 1;
    const bankCode = (await t.merchant(brand)).settings.money?.banks?.[0]?.code ?? '';
    const card = valueOf<BankCard>(
      await t.call(
        cardBind,
        {
          holder: 'Pat Doe',
          bankCode,
          cardNumber: `6011${kind === 'pglite' ? '1' : '2'}${String(numberSeq).padStart(8, '0')}`,
          fundPassword: FUND_PASSWORD,
        },
        { token: member.token, brand },
      ),
    );
    const withdrawal = valueOf<Withdrawal>(
      await t.call(
        withdrawCreate,
        { cardId: card.id, amount, fundPassword: FUND_PASSWORD, idempotencyKey: newKey() },
        { token: member.token, brand },
      ),
    );
    return { member, card, withdrawal };
  };

  const messagesOf = (member: TestMember) =>
    t.test.db.query<{ kind: string; amount: unknown; text: string | null; reference: string }>(
      'select kind, amount, text, reference from member_messages where member_id = $1',
      [member.id],
    );

  it('refuses a missing, malformed, unknown or wrong operator key', async () => {
    const { withdrawal } = await pendingWithdrawal();
    const unknownId = TEST_OPERATOR_KEY.replace('testoperator', 'nosuchkey000');
    const wrongSecret = `${TEST_OPERATOR_KEY.slice(0, -1)}${TEST_OPERATOR_KEY.endsWith('a') ? 'b' : 'a'}`;
    for (const key of [null, 'wrong-key', '', 'undefined', unknownId, wrongSecret]) {
      const list = await operatorCall(t, 'GET', LIST, { key });
      expect(list.status).toBe(401);
      expect(list.body.code).toBe('NOT_LOGGED_IN');
      const decide = await operatorCall(t, 'POST', DECIDE, {
        key,
        body: { id: withdrawal.id, decision: 'APPROVE' },
      });
      expect(decide.body.code).toBe('NOT_LOGGED_IN');
    }
    // A member's session token is no operator key either.
    const res = await t.request(LIST, {
      headers: { Merchant: 'AURORA01', Authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(res.status).toBe(401);
    const [row] = await t.test.db.query<{ status: string }>(
      'select status from withdrawals where id = $1',
      [withdrawal.id],
    );
    expect(row?.status).toBe('PENDING');
  });

  it("lists the merchant's withdrawals, filtered by status", async () => {
    const { member, card, withdrawal } = await pendingWithdrawal(12_345);
    const other = await pendingWithdrawal(200_000, 'lotus');
    const pending = valueOf<OperatorWithdrawal[]>(
      await operatorCall(t, 'GET', `${LIST}?status=PENDING`),
    );
    const mine = pending.find((w) => w.id === withdrawal.id);
    expect(mine).toMatchObject({
      id: withdrawal.id,
      account: member.account,
      amount: 12_345,
      currency: { code: 'USD', minorUnits: 2 },
      card: { bankName: 'Ottervale Savings Bank', last4: card.last4 },
      status: 'PENDING',
      createdAt: withdrawal.createdAt,
    });
    expect(pending.every((w) => w.status === 'PENDING')).toBe(true);
    expect(pending.some((w) => w.id === other.withdrawal.id)).toBe(false);
    const lotus = valueOf<OperatorWithdrawal[]>(
      await operatorCall(t, 'GET', LIST, { merchant: 'LOTUSVN' }),
    );
    expect(lotus.map((w) => w.id)).toContain(other.withdrawal.id);
    expect((await operatorCall(t, 'GET', `${LIST}?status=LOST`)).body.code).toBe('BAD_REQUEST');
  });

  it('approves: the held money goes to payout clearing, the member is told', async () => {
    const { member, withdrawal } = await pendingWithdrawal(20_000);
    const hold = await systemBalance(t, 'WITHDRAWAL_HOLD');
    const payout = await systemBalance(t, 'PAYOUT_CLEARING');
    const paid = valueOf<OperatorWithdrawal>(
      await operatorCall(t, 'POST', DECIDE, { body: { id: withdrawal.id, decision: 'APPROVE' } }),
    );
    expect(paid).toMatchObject({ id: withdrawal.id, status: 'PAID', account: member.account });
    expect(paid.decidedAt).not.toBeNull();
    expect(paid.confirmBy).not.toBeNull();
    expect(await systemBalance(t, 'WITHDRAWAL_HOLD')).toBe(hold - 20_000);
    expect(await systemBalance(t, 'PAYOUT_CLEARING')).toBe(payout + 20_000);
    expect(await mainBalance(t, member.id)).toBe(80_000);
    const [tx] = await t.test.db.query<{ kind: string; member_id: number | null }>(
      `select kind, member_id from ledger_transactions where reference = $1 and merchant_id = (select merchant_id from members where id = $2)
        order by id desc`,
      [withdrawal.reference, member.id],
    );
    expect(tx).toEqual({ kind: 'WITHDRAWAL', member_id: null });
    expect(await messagesOf(member)).toEqual([
      expect.objectContaining({ kind: 'WITHDRAWAL_APPROVED', reference: withdrawal.reference }),
    ]);
  });

  it('rejects with a reason: the money comes back and the member reads why', async () => {
    const { member, withdrawal } = await pendingWithdrawal(20_000);
    const hold = await systemBalance(t, 'WITHDRAWAL_HOLD');
    const noReason = await operatorCall(t, 'POST', DECIDE, {
      body: { id: withdrawal.id, decision: 'REJECT' },
    });
    expect(noReason.body.code).toBe('BAD_REQUEST');
    const blank = await operatorCall(t, 'POST', DECIDE, {
      body: { id: withdrawal.id, decision: 'REJECT', reason: '   ' },
    });
    expect(blank.body.code).toBe('BAD_REQUEST');
    expect(await mainBalance(t, member.id)).toBe(80_000);

    const rejected = valueOf<OperatorWithdrawal>(
      await operatorCall(t, 'POST', DECIDE, {
        body: { id: withdrawal.id, decision: 'REJECT', reason: 'Name does not match the bank' },
      }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Name does not match the bank' });
    expect(await mainBalance(t, member.id)).toBe(100_000);
    expect(await systemBalance(t, 'WITHDRAWAL_HOLD')).toBe(hold - 20_000);
    const [refund] = await t.test.db.query<{ kind: string }>(
      `select t.kind from ledger_transactions t where reference = $1 and merchant_id = (select merchant_id from members where id = $2)
        order by id desc`,
      [withdrawal.reference, member.id],
    );
    expect(refund?.kind).toBe('WITHDRAWAL_REFUND');
    const [message] = await messagesOf(member);
    expect(message).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      text: 'Name does not match the bank',
    });
  });

  it('decides only once: a second decision moves nothing', async () => {
    const { member, withdrawal } = await pendingWithdrawal(20_000);
    valueOf(
      await operatorCall(t, 'POST', DECIDE, { body: { id: withdrawal.id, decision: 'APPROVE' } }),
    );
    const payout = await systemBalance(t, 'PAYOUT_CLEARING');
    for (const body of [
      { id: withdrawal.id, decision: 'APPROVE' },
      { id: withdrawal.id, decision: 'REJECT', reason: 'too late' },
    ]) {
      expect((await operatorCall(t, 'POST', DECIDE, { body })).body.code).toBe('WITHDRAWAL_STATE');
    }
    expect(await systemBalance(t, 'PAYOUT_CLEARING')).toBe(payout);
    expect(await mainBalance(t, member.id)).toBe(80_000);
  });

  it('lets exactly one of many concurrent decisions win', async () => {
    const { member, withdrawal } = await pendingWithdrawal(20_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        operatorCall(t, 'POST', DECIDE, {
          body:
            i % 2 === 0
              ? { id: withdrawal.id, decision: 'APPROVE' }
              : { id: withdrawal.id, decision: 'REJECT', reason: 'race' },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'WITHDRAWAL_STATE')).toHaveLength(5);
    const [row] = await t.test.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions
        where reference = $1 and merchant_id = (select merchant_id from members where id = $2)`,
      [withdrawal.reference, member.id],
    );
    expect(row?.n).toBe(2); // the hold and one decision
    expect(await messagesOf(member)).toHaveLength(1);
    expect(await checkLedger(t.test.db)).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown id or another merchant's withdrawal", async () => {
    const { withdrawal } = await pendingWithdrawal(200_000, 'lotus');
    for (const id of [withdrawal.id, 99_999_999]) {
      const answer = await operatorCall(t, 'POST', DECIDE, { body: { id, decision: 'APPROVE' } });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await operatorCall(t, 'POST', DECIDE, { body: { id: 'x' } })).body.code).toBe(
      'BAD_REQUEST',
    );
  });
});
