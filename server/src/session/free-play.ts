import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import { type freePlayLogin, type LoginResult } from '../../../contract/session.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import type { CallContext } from '../http/register-endpoint.ts';
import { post } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import {
  MEMBER_COLUMNS,
  findMemberById,
  toMember,
  type Member,
  type MemberRow,
} from '../member/member-store.ts';
import { startSession } from './start-session.ts';

/** The same nonce within this many minutes gets the same demo account (a double tap). */
export const FREE_PLAY_NONCE_MINUTES = 10;
/** Demo accounts one IP may create per hour, per merchant. */
export const FREE_PLAY_PER_IP_PER_HOUR = 10;

type FreePlayInput = v.InferOutput<typeof freePlayLogin.input>;

/** Thrown inside the transaction when another request won the nonce: roll back, reuse its account. */
class NonceTaken extends Error {}

async function demoOfNonce(db: Queryable, merchantId: number, nonce: string) {
  const [row] = await db.query<{ member_id: number }>(
    `select member_id from free_play_nonces
      where merchant_id = $1 and nonce = $2
        and created_at > now() - $3::int * interval '1 minute'`,
    [merchantId, nonce, FREE_PLAY_NONCE_MINUTES],
  );
  return row && findMemberById(db, row.member_id);
}

/**
 * Free play (FREEPLAY on): a new demo account (role 4) logged in, or the one this nonce
 * created in the last ten minutes. The demo account has no password; a new one gets the
 * merchant's demo credit (creditDemo).
 */
export async function freePlay(input: FreePlayInput, call: CallContext): Promise<LoginResult> {
  const { db, merchant } = call;
  if (!enabledModules(merchant.settings.modules).has(MODULE.freePlay)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED', { status: 403 });
  }
  const again = await demoOfNonce(db, merchant.id, input.nonce);
  if (again)
    return db.transaction((tx) => startSession(tx, again, merchant, call.clientIp, 'freeplay'));

  const [recent] = await db.query<{ n: number }>(
    `select count(*)::int as n from members
      where merchant_id = $1 and role = $2 and registration_ip = $3
        and created_at > now() - interval '1 hour'`,
    [merchant.id, DEMO_ROLE, call.clientIp ?? 'unknown'],
  );
  if ((recent?.n ?? 0) >= FREE_PLAY_PER_IP_PER_HOUR) {
    throw new PlatformError('TOO_MANY_REQUESTS', { status: 429 });
  }

  try {
    return await db.transaction(async (tx) => {
      const demo = await insertDemo(tx, merchant.id, call.clientIp ?? 'unknown');
      const won = await tx.query(
        `insert into free_play_nonces (merchant_id, nonce, member_id) values ($1, $2, $3)
         on conflict (merchant_id, nonce) do update
           set member_id = excluded.member_id, created_at = now()
           where free_play_nonces.created_at <= now() - $4::int * interval '1 minute'
         returning member_id`,
        [merchant.id, input.nonce, demo.id, FREE_PLAY_NONCE_MINUTES],
      );
      if (won.length === 0) throw new NonceTaken();
      await creditDemo(tx, merchant, demo.id);
      return startSession(tx, demo, merchant, call.clientIp, 'freeplay');
    });
  } catch (error: unknown) {
    if (!(error instanceof NonceTaken)) throw error;
    const winner = await demoOfNonce(db, merchant.id, input.nonce);
    if (!winner) throw new Error('The free-play nonce was taken but its demo account is gone.');
    return db.transaction((tx) => startSession(tx, winner, merchant, call.clientIp, 'freeplay'));
  }
}

/**
 * The merchant's demo credit (settings.money.freePlayCredit), from the house, in the same
 * transaction that creates the account: it exists exactly when the account does, so a
 * nonce tapped twice (which reuses the account) never gets a second credit.
 */
async function creditDemo(tx: Queryable, merchant: Merchant, memberId: number): Promise<void> {
  const credit = merchant.settings.money?.freePlayCredit ?? 0;
  if (!Number.isSafeInteger(credit) || credit <= 0) return;
  await post(tx, {
    merchantId: merchant.id,
    kind: 'ADJUSTMENT',
    memberId,
    legs: [
      { account: { system: 'HOUSE' }, amount: -credit },
      { account: { member: memberId, wallet: 'MAIN' }, amount: credit, counterparty: 'HOUSE' },
    ],
  });
}

/** `demo` + 8 random digits; a clash (one in tens of millions) just draws again. */
async function insertDemo(tx: Queryable, merchantId: number, ip: string): Promise<Member> {
  for (let tries = 0; tries < 5; tries++) {
    const account = `demo${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const [row] = await tx.query<MemberRow>(
      `insert into members (merchant_id, account, nickname, role, registration_ip)
       values ($1, $2, $2, $3, $4)
       on conflict do nothing
       returning ${MEMBER_COLUMNS}`,
      [merchantId, account, DEMO_ROLE, ip],
    );
    if (row) return toMember(row);
  }
  throw new Error('Could not draw a free demo account name.');
}
