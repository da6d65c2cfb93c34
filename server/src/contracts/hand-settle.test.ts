import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMemberById } from '../member/member-store.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { dailySalary, settledBet } from '../../testing/contracts.ts';
import { newKey, useMoneyApp, type TestMember } from '../../testing/money.ts';
import { operatorCall } from '../../testing/withdrawal.ts';
import { offerContract, respondToContract } from './contract-lifecycle.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const PATH = '/wps/backoffice/contracts/settle';

describe.each(testDatabaseKinds())('settling a period by hand on %s', (kind) => {
  const t = useMoneyApp(kind);

  it('answers what a dry run would pay, then pays it once, then reports it settled', async () => {
    const merchant = await t.merchant('aurora');
    const top = await t.member({ role: 1 });
    const sub = await t.member({ role: 2, upline: top });
    const player = await t.member({ upline: sub });
    await t.fund(top, 50_000);
    const day = new Date(Date.UTC(2020, 0, 6) - merchant.utcOffsetMinutes * 60_000);
    const memberOf = async (m: TestMember) => {
      const found = await findMemberById(t.test.db, m.id);
      if (!found) throw new Error('no member');
      return found;
    };
    const offered = await offerContract(
      t.test.db,
      merchant,
      await memberOf(top),
      { downline: sub.account, terms: dailySalary(700, 1_000), idempotencyKey: newKey() },
      day,
    );
    await respondToContract(
      t.test.db,
      merchant,
      await memberOf(sub),
      { id: offered.id, action: 'ACCEPT' },
      day,
    );
    await settledBet(t.test.db, {
      merchantId: merchant.id,
      memberId: player.id,
      stake: 1_000,
      payout: 0,
      at: new Date(day.getTime() + 3_600_000),
    });
    const at = new Date(day.getTime() + 12 * 3_600_000).toISOString();
    const settle = (body: Record<string, unknown>, key?: string | null) =>
      operatorCall(t, 'POST', PATH, { body, ...(key === undefined ? {} : { key }) });
    const mine = (value: unknown) =>
      (value as { payments: { contractId: number }[] }).payments.filter(
        (p) => p.contractId === offered.id,
      );

    expect((await settle({ kind: 'DAILY_SALARY', at, dryRun: true }, null)).body).toMatchObject({
      success: false,
      code: 'NOT_LOGGED_IN',
    });
    const dry = await settle({ kind: 'DAILY_SALARY', at, dryRun: true });
    expect(dry.body.value).toMatchObject({
      periodStart: day.toISOString(),
      periodEnd: new Date(day.getTime() + 86_400_000).toISOString(),
    });
    expect(mine(dry.body.value)).toEqual([
      {
        contractId: offered.id,
        payer: top.account,
        payee: sub.account,
        amount: 700,
        status: 'PAID',
      },
    ]);
    expect((await t.funds(sub)).main).toBe(0);
    expect(
      await t.test.db.query('select 1 from contract_payments where contract_id = $1', [offered.id]),
    ).toHaveLength(0);

    const real = await settle({ kind: 'DAILY_SALARY', at, dryRun: false });
    expect(mine(real.body.value)).toMatchObject([{ amount: 700, status: 'PAID' }]);
    expect((await t.funds(sub)).main).toBe(700);
    const again = await settle({ kind: 'DAILY_SALARY', at, dryRun: false });
    expect(mine(again.body.value)).toMatchObject([{ amount: 700, status: 'ALREADY_SETTLED' }]);
    expect((await t.funds(sub)).main).toBe(700);
  });

  it('refuses a period that has not ended, and a dividend without its period', async () => {
    const future = new Date(Date.now() + 86_400_000 * 3).toISOString();
    expect(
      (
        await operatorCall(t, 'POST', PATH, {
          body: { kind: 'DAILY_SALARY', at: future, dryRun: true },
        })
      ).body,
    ).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    const past = '2020-01-01T00:00:00.000Z';
    expect(
      (await operatorCall(t, 'POST', PATH, { body: { kind: 'DIVIDEND', at: past, dryRun: true } }))
        .body,
    ).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    expect(
      (
        await operatorCall(t, 'POST', PATH, {
          body: { kind: 'DIVIDEND', period: 'M', at: past, dryRun: true },
        })
      ).body,
    ).toMatchObject({ success: true });
  });
});
