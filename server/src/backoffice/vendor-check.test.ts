import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordCostForTests } from '../member/password.ts';
import { post } from '../ledger/ledger.ts';
import { openIdentityApp, type IdentityApp } from '../../testing/identity.ts';
import { fund, newMember, operatorCall } from '../../testing/withdrawal.ts';
import { createOperatorKey } from './operator-keys.ts';

setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

const CHECK = '/wps/backoffice/vendors/check';

type CheckValue = {
  vendor: string;
  unavailable: string | null;
  drifts: { account: string; ledger: number; atVendor: number | null }[];
}[];

describe('the operator vendor check', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp('pglite');
  });
  afterAll(() => t.dispose());

  /** A ledger-only move to HARBOR: books that hold money the vendor never got. */
  const drift = async (brand: string, amount: number) => {
    const member = await newMember(t, { brand });
    await fund(t, member.id, amount, brand);
    const merchant = await t.merchant(brand);
    await t.test.db.transaction((tx) =>
      post(tx, {
        merchantId: merchant.id,
        kind: 'WALLET_TRANSFER',
        memberId: member.id,
        legs: [
          { account: { member: member.id, wallet: 'MAIN' }, amount: -amount },
          { account: { member: member.id, wallet: 'HARBOR' }, amount },
        ],
      }),
    );
    return member;
  };

  it('needs an operator key: none, a wrong one or a member token answer NOT_LOGGED_IN', async () => {
    for (const key of [null, 'wrong-key', '']) {
      const answer = await operatorCall(t, 'GET', CHECK, { key });
      expect(answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    }
  });

  it("shows a merchant only its own members' wallets, and refuses a key of another brand", async () => {
    const ours = await drift('aurora', 500);
    const theirs = await drift('lotus', 50_000);
    const answer = await operatorCall(t, 'GET', CHECK);
    expect(answer.status).toBe(200);
    const [harbor] = answer.body.value as CheckValue;
    const accounts = harbor?.drifts.map((d) => d.account) ?? [];
    expect(accounts).toContain(ours.account);
    expect(accounts).not.toContain(theirs.account);
    expect(harbor?.drifts.find((d) => d.account === ours.account)).toMatchObject({
      ledger: 500,
      atVendor: 0,
    });

    const { key } = await createOperatorKey(t.test.db, { brandIds: ['aurora'], label: 'aurora' });
    const other = await operatorCall(t, 'GET', CHECK, { key, merchant: 'LOTUSVN' });
    expect(other).toMatchObject({ status: 403, body: { code: 'OPERATION_NOT_ALLOWED' } });
  });

  it('refuses a vendor code that keeps no wallets and a malformed one', async () => {
    const seamless = await operatorCall(t, 'GET', `${CHECK}?vendor=NOVA`);
    expect(seamless.body.code).toBe('WALLET_NOT_FOUND');
    const malformed = await operatorCall(t, 'GET', `${CHECK}?vendor=${encodeURIComponent('<x>')}`);
    expect(malformed).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});
