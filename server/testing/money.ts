import { useApp } from './lifecycle.ts';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ConsolidatedFunds } from '../../contract/money.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { post } from '../src/ledger/ledger.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { insertMember, type Member } from '../src/member/member-store.ts';
import { hashPassword } from '../src/member/password.ts';
import { openIdentityApp, valueOf, type IdentityApp } from './identity.ts';
import { startSession } from '../src/session/start-session.ts';
import { consolidatedFunds } from '../../contract/wallet.ts';

/** Test helpers of the money areas: members with sessions, funding, balances. */
export interface MoneyApp extends IdentityApp {
  /** A new member of the brand, logged in; with a fund password when one is given. */
  member(options?: NewTestMember): Promise<TestMember>;
  /** Credits the member's main wallet from the house (an operator's adjustment). */
  fund(member: TestMember, amount: number): Promise<void>;
  funds(member: TestMember): Promise<ConsolidatedFunds>;
  /** Fails the test unless the books are sound. */
  expectSoundBooks(): Promise<void>;
}

export interface NewTestMember {
  brand?: string;
  role?: number;
  upline?: TestMember;
  fundPassword?: string;
  mobile?: string;
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
}

export interface TestMember {
  id: number;
  account: string;
  token: string;
  brand: string;
  merchantId: number;
}

export const LOGIN_PASSWORD = 'Secret123';

/** A fresh idempotency key, as the runtime makes one per submitted form. */
export const newKey = () => randomBytes(16).toString('base64url');

let memberSeq = 0;

export async function openMoneyApp(kind: DatabaseKind): Promise<MoneyApp> {
  const t = await openIdentityApp(kind);
  const db = t.test.db;
  const passwordHash = await hashPassword(LOGIN_PASSWORD);
  const app: MoneyApp = {
    ...t,
    member: async (options = {}) => {
      memberSeq += 1;
      const brand = options.brand ?? 'aurora';
      const merchant = await t.merchant(brand);
      const account = `mt${randomBytes(3).toString('hex')}${memberSeq}`;
      const member: Member = await insertMember(db, {
        merchantId: merchant.id,
        account,
        nickname: account,
        mobile: options.mobile ?? null,
        email: options.email ?? null,
        payeeName: options.payeeName ?? null,
        passwordHash,
        paymentPasswordHash:
          options.fundPassword === undefined ? null : await hashPassword(options.fundPassword),
        role: options.role ?? 0,
        uplineId: options.upline?.id ?? null,
        affiliateCode: options.affiliateCode ?? null,
      });
      const session = await db.transaction((tx) =>
        startSession(tx, member, merchant, '198.51.100.10', 'password'),
      );
      return { id: member.id, account, token: session.token, brand, merchantId: merchant.id };
    },
    fund: async (member, amount) => {
      await db.transaction((tx) =>
        post(tx, {
          merchantId: member.merchantId,
          kind: 'ADJUSTMENT',
          memberId: null,
          legs: [
            { account: { system: 'HOUSE' }, amount: -amount },
            { account: { member: member.id, wallet: 'MAIN' }, amount },
          ],
        }),
      );
    },
    funds: async (member) =>
      valueOf<ConsolidatedFunds>(
        await t.call(
          consolidatedFunds,
          {},
          {
            token: member.token,
            brand: member.brand,
          },
        ),
      ),
    expectSoundBooks: async () => {
      expect(await checkLedger(db)).toEqual([]);
    },
  };
  return app;
}

/** The money app for one describe block; its books must be sound when the block ends. */
export const useMoneyApp = (kind: DatabaseKind): MoneyApp =>
  useApp(
    () => openMoneyApp(kind),
    (t) => t.expectSoundBooks(),
  );
