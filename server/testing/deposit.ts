import { randomBytes } from 'node:crypto';
import type { Deposit } from '../../contract/deposit.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { insertMember } from '../src/member/member-store.ts';
import { openIdentityApp, valueOf, type IdentityApp } from './identity.ts';
import { unchecked } from './test-client.ts';
import { createSession } from '../src/session/session-store.ts';
import { gatewaySecret } from '../src/deposit/payment-gateway.ts';
import {
  SANDBOX,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
} from '../src/deposit/sandbox-gateway.ts';
import { depositCreate } from '../../contract/deposit.ts';

export interface DepositMember {
  id: number;
  token: string;
  brand: string;
  merchantId: number;
}

/** Test helpers of the deposit area, over the real app and database. */
export interface DepositApp extends IdentityApp {
  member(options?: { brand?: string; role?: number }): Promise<DepositMember>;
  create(member: DepositMember, body: Record<string, unknown>): ReturnType<IdentityApp['call']>;
  /** Opens a deposit that must succeed. */
  open(member: DepositMember, amount: number, methodId?: string): Promise<Deposit>;
  /** The payer's choice on the sandbox page, as JSON (the page's forms post the same). */
  pay(deposit: Deposit, outcome: string): Promise<{ status: number; body: PayAnswer }>;
  /** A callback as the gateway would send it; signed with the merchant's secret by default. */
  callback(
    report: Record<string, unknown>,
    options?: { merchantId?: number; signature?: string | null },
  ): Promise<{ status: number; body: PayAnswer }>;
  paymentRef(deposit: Deposit): Promise<string>;
  /** Rows of a table matching a where clause, for "nothing changed" checks. */
  rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** The ledger transactions that carry this reference. */
  postings(reference: string): Promise<number>;
  clearing(merchantId: number): Promise<number>;
}

export interface PayAnswer {
  success: boolean;
  code?: string;
  value?: { delivered?: boolean; status: string };
}

export const newKey = () => randomBytes(16).toString('base64url');

let seq = 0;

export async function openDepositApp(kind: DatabaseKind): Promise<DepositApp> {
  const t = await openIdentityApp(kind);
  const db = t.test.db;
  const json = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as PayAnswer,
  });
  const app: DepositApp = {
    ...t,
    member: async ({ brand = 'aurora', role = 0 } = {}) => {
      seq += 1;
      const merchant = await t.merchant(brand);
      const account = `dp${randomBytes(3).toString('hex')}${seq}`;
      const member = await insertMember(db, {
        merchantId: merchant.id,
        account,
        nickname: account,
        passwordHash: null,
        role,
      });
      const token = await createSession(db, member, '198.51.100.10');
      return { id: member.id, token, brand, merchantId: merchant.id };
    },
    create: (member, body) =>
      t.call(depositCreate, unchecked({ idempotencyKey: newKey(), ...body }), {
        token: member.token,
        brand: member.brand,
      }),
    open: async (member, amount, methodId = 'bank') =>
      valueOf<Deposit>(await app.create(member, { methodId, amount })),
    pay: async (deposit, outcome) =>
      json(
        // Path and query: the query carries the owner's pay ticket (sandbox-pay-ticket.ts).
        await t.request(new URL(deposit.payUrl).pathname + new URL(deposit.payUrl).search, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ outcome }),
        }),
      ),
    callback: async (report, options = {}) => {
      const body = JSON.stringify(report);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (options.signature !== null) {
        const merchantId =
          options.merchantId ?? (await merchantOfRef(String(report['paymentRef'])));
        headers[SANDBOX_SIGNATURE_HEADER] =
          options.signature ?? signSandboxBody(await gatewaySecret(db, merchantId, SANDBOX), body);
      }
      return json(await t.request(SANDBOX_CALLBACK_PATH, { method: 'POST', headers, body }));
    },
    paymentRef: async (deposit) => {
      const [row] = await db.query<{ payment_ref: string }>(
        'select payment_ref from deposits where id = $1',
        [deposit.id],
      );
      if (!row) throw new Error(`no deposit ${deposit.id}`);
      return row.payment_ref;
    },
    rows: (sql, params = []) => db.query(sql, params),
    postings: async (reference) => {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from ledger_transactions where reference = $1',
        [reference],
      );
      return row?.n ?? 0;
    },
    clearing: async (merchantId) => {
      const [row] = await db.query<{ balance: number }>(
        `select balance from ledger_accounts
          where merchant_id = $1 and kind = 'PAYMENT_CLEARING' and member_id is null`,
        [merchantId],
      );
      return row?.balance ?? 0;
    },
  };
  const merchantOfRef = async (ref: string) => {
    const [row] = await db.query<{ merchant_id: number }>(
      'select merchant_id from deposits where payment_ref = $1',
      [ref],
    );
    return row?.merchant_id ?? (await t.merchant('aurora')).id;
  };
  return app;
}
