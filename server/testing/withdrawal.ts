import type { BankCard } from '../../contract/account.ts';
import { DEMO_ROLE } from '../../contract/roles.ts';
import { post } from '../src/ledger/ledger.ts';
import { insertMember, MEMBER_ROLE } from '../src/member/member-store.ts';
import { hashPassword } from '../src/member/password.ts';
import { valueOf, type IdentityApp } from './identity.ts';
import { unchecked } from './test-client.ts';
import { createSession } from '../src/session/session-store.ts';
import { TEST_OPERATOR_KEY } from './test-app.ts';
import { cardBind } from '../../contract/account.ts';
import { withdrawConfirm, withdrawCreate } from '../../contract/withdrawal.ts';
import { backofficeDecide } from '../../contract/backoffice.ts';

export const FUND_PASSWORD = '246810';

export interface TestMember {
  id: number;
  account: string;
  token: string;
}

let seq = 0;

/** A logged-in member with a fund password (unless told otherwise), straight in the database. */
export async function newMember(
  t: IdentityApp,
  options: { brand?: string; payeeName?: string; fundPassword?: boolean; demo?: boolean } = {},
): Promise<TestMember> {
  seq += 1;
  const merchant = await t.merchant(options.brand ?? 'aurora');
  const account = `wd${String(seq).padStart(4, '0')}${Math.random().toString(36).slice(2, 6)}`;
  const member = await insertMember(t.test.db, {
    merchantId: merchant.id,
    account,
    nickname: account,
    passwordHash: null,
    paymentPasswordHash: options.fundPassword === false ? null : await hashPassword(FUND_PASSWORD),
    payeeName: options.payeeName ?? null,
    role: options.demo ? DEMO_ROLE : MEMBER_ROLE,
  });
  const token = await createSession(t.test.db, member, undefined);
  return { id: member.id, account, token };
}

/** Puts money in a member's main wallet the way an operator's adjustment would. */
export async function fund(
  t: IdentityApp,
  memberId: number,
  amount: number,
  brand = 'aurora',
): Promise<void> {
  const merchant = await t.merchant(brand);
  await t.test.db.transaction((tx) =>
    post(tx, {
      merchantId: merchant.id,
      kind: 'ADJUSTMENT',
      memberId: null,
      legs: [
        { account: { system: 'HOUSE' }, amount: -amount },
        { account: { member: memberId, wallet: 'MAIN' }, amount },
      ],
    }),
  );
}

/** The balance of one of the merchant's system accounts (0 before its first movement). */
export async function systemBalance(
  t: IdentityApp,
  kind: string,
  brand = 'aurora',
): Promise<number> {
  const merchant = await t.merchant(brand);
  const [row] = await t.test.db.query<{ balance: unknown }>(
    'select balance from ledger_accounts where merchant_id = $1 and kind = $2 and member_id is null',
    [merchant.id, kind],
  );
  return row ? Number(row.balance) : 0;
}

export function mainBalance(t: IdentityApp, memberId: number): Promise<number> {
  return t.test.db
    .query<{ balance: unknown }>(
      "select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'",
      [memberId],
    )
    .then(([row]) => (row ? Number(row.balance) : 0));
}

let keySeq = 0;
export function newKey(): string {
  keySeq += 1;
  return `wd-key-${String(keySeq).padStart(6, '0')}-${Math.random().toString(36).slice(2, 10)}`;
}

/** `Authorization: Operator <key>` calls of the back-office, with the Merchant header. */
export async function operatorCall(
  t: IdentityApp,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; key?: string | null; merchant?: string } = {},
): Promise<{
  status: number;
  body: { success: boolean; code?: string; message?: string; value?: unknown };
}> {
  const headers: Record<string, string> = { Merchant: options.merchant ?? 'AURORA01' };
  const key = options.key === undefined ? TEST_OPERATOR_KEY : options.key;
  if (key !== null) headers['Authorization'] = `Operator ${key}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await t.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/**
 * The calls withdrawal tests make over and over, bound to the app a beforeAll opens (hence
 * the getter). `cardPrefix` keeps the card numbers of different database kinds apart.
 */
export function withdrawalFixture(app: () => IdentityApp, cardPrefix: string) {
  let numberSeq = 0;
  const withdraw = (member: TestMember, fields: Record<string, unknown>, brand = 'aurora') =>
    app().call(
      withdrawCreate,
      unchecked({ fundPassword: FUND_PASSWORD, idempotencyKey: newKey(), ...fields }),
      { token: member.token, brand },
    );
  return {
    withdraw,
    /** A member funded with `balance` and one bound card. */
    cardHolder: async (balance = 100_000, brand = 'aurora') => {
      const member = await newMember(app(), { brand });
      if (balance > 0) await fund(app(), member.id, balance, brand);
      numberSeq += 1;
      const bankCode = (await app().merchant(brand)).settings.money?.banks?.[0]?.code ?? '';
      const card = valueOf<BankCard>(
        await app().call(
          cardBind,
          {
            holder: 'Mary Major',
            bankCode,
            cardNumber: `${cardPrefix}${String(numberSeq).padStart(9, '0')}`,
            fundPassword: FUND_PASSWORD,
          },
          { token: member.token, brand },
        ),
      );
      return { member, card };
    },
    /** The operator's approval of a pending withdrawal. */
    approve: (id: number) =>
      app().value(backofficeDecide, { id, decision: 'APPROVE' }, { operator: TEST_OPERATOR_KEY }),
    confirm: (member: TestMember, body: Record<string, unknown>) =>
      app().call(withdrawConfirm, unchecked(body), { token: member.token }),
    withdrawalsOf: async (member: TestMember) => {
      const [row] = await app().test.db.query<{ n: number }>(
        'select count(*)::int as n from withdrawals where member_id = $1',
        [member.id],
      );
      return row?.n ?? 0;
    },
    statusOf: async (id: number) => {
      const [row] = await app().test.db.query<{ status: string }>(
        'select status from withdrawals where id = $1',
        [id],
      );
      return row?.status;
    },
  };
}
