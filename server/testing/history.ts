import type { RecordKind } from '../../contract/history.ts';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { post, type Leg } from '../src/ledger/ledger.ts';
import { insertMember } from '../src/member/member-store.ts';
import type { Merchant } from '../src/merchant/merchant-store.ts';
import { openIdentityApp, type IdentityApp } from './identity.ts';
import { unchecked } from './test-client.ts';
import type { AnyEndpoint, EndpointValue } from '../../contract/endpoint.ts';
import { createSession } from '../src/session/session-store.ts';

/** Aurora's brand clock in these tests: UTC+7, so its midnight is 17:00 UTC. */
export const TEST_OFFSET_MINUTES = 420;

export interface HistoryApp extends IdentityApp {
  aurora: Merchant;
  /** A fresh member of aurora with a live session. */
  member(): Promise<{ id: number; token: string }>;
  /** Posts one movement straight through the ledger, dated `time` (ISO) when given. */
  move(
    kind: RecordKind,
    legs: Leg[],
    options?: { memberId?: number; reference?: string; time?: string },
  ): Promise<number>;
  /** A history call as the member; answers the success value. */
  get<E extends AnyEndpoint>(
    endpoint: E,
    token: string,
    query?: Record<string, string | number>,
  ): Promise<EndpointValue<E>>;
}

let seq = 0;

/** The identity app with aurora on a known clock, and helpers to build members' books. */
export async function openHistoryApp(kind: DatabaseKind): Promise<HistoryApp> {
  const t = await openIdentityApp(kind);
  const db = t.test.db;
  await db.query("update merchants set utc_offset_minutes = $1 where brand_id = 'aurora'", [
    TEST_OFFSET_MINUTES,
  ]);
  const aurora = await t.merchant('aurora');
  return {
    ...t,
    aurora,
    member: async () => {
      seq += 1;
      const account = `hist${kind.slice(0, 2)}${String(seq).padStart(4, '0')}`;
      const member = await insertMember(db, {
        merchantId: aurora.id,
        account,
        nickname: account,
        passwordHash: null,
        role: 0,
      });
      return { id: member.id, token: await createSession(db, member, undefined) };
    },
    move: async (recordKind, legs, options = {}) => {
      const { transactionId } = await db.transaction((tx) =>
        post(tx, {
          merchantId: aurora.id,
          kind: recordKind,
          memberId: options.memberId ?? null,
          legs,
          ...(options.reference === undefined ? {} : { reference: options.reference }),
        }),
      );
      if (options.time !== undefined) {
        await db.query('update ledger_transactions set created_at = $2 where id = $1', [
          transactionId,
          options.time,
        ]);
        await db.query('update ledger_entries set created_at = $2 where transaction_id = $1', [
          transactionId,
          options.time,
        ]);
      }
      return transactionId;
    },
    get: (endpoint, token, query = {}) => t.value(endpoint, unchecked(query), { token }),
  };
}

/** A member's main wallet, and its wallet at a vendor. */
export const main = (member: number) => ({ member, wallet: 'MAIN' });
export const vendor = (member: number, code: string) => ({ member, wallet: code });
