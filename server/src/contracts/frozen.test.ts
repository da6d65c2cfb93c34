import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBind } from '../../../contract/account.ts';
import type { BankCard } from '../../../contract/account.ts';
import { withdrawCreate } from '../../../contract/withdrawal.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { setPasswordCostForTests } from '../member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from '../../testing/identity.ts';
import { FUND_PASSWORD, fund, mainBalance, newKey, newMember } from '../../testing/withdrawal.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

describe.each(testDatabaseKinds())('a frozen account on %s', (kind) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp(kind);
  });
  afterAll(async () => {
    expect(await checkLedger(t.test.db)).toEqual([]);
    await t.dispose();
  });

  it('cannot withdraw until the debt that froze it is paid', async () => {
    const member = await newMember(t);
    await fund(t, member.id, 100_000);
    const card = valueOf<BankCard>(
      await t.call(
        cardBind,
        {
          holder: 'Sam Lee',
          bankCode: 'OTVS',
          cardNumber: `4111${kind === 'pglite' ? '3' : '4'}00000005678`,
          fundPassword: FUND_PASSWORD,
        },
        { token: member.token },
      ),
    );
    const withdraw = () =>
      t.call(
        withdrawCreate,
        { cardId: card.id, amount: 20_000, fundPassword: FUND_PASSWORD, idempotencyKey: newKey() },
        { token: member.token },
      );
    await t.test.db.query('update members set frozen_at = now() where id = $1', [member.id]);
    expect((await withdraw()).body).toMatchObject({ success: false, code: 'ACCOUNT_FROZEN' });
    expect(await mainBalance(t, member.id)).toBe(100_000);
    await t.test.db.query('update members set frozen_at = null where id = $1', [member.id]);
    expect((await withdraw()).body.success).toBe(true);
    expect(await mainBalance(t, member.id)).toBe(80_000);
  });
});
