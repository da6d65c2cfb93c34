import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import { type freePlayLogin, type LoginResult } from '../../../contract/session.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import { release, take, type LimitRule } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import type { CallContext } from '../http/app-env.ts';
import { post } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import {
  MEMBER_COLUMNS,
  findMemberById,
  toMember,
  type Member,
  type MemberRow,
} from '../member/member-store.ts';
import { ipKey } from './login-failures.ts';
import { startSession } from './start-session.ts';

/** The same nonce within this many minutes gets the same demo account (a double tap). */
export const FREE_PLAY_NONCE_MINUTES = 10;
/** Demo accounts one IP may create per hour, per merchant. */
export const FREE_PLAY_PER_IP_PER_HOUR = 10;
/** One address (an IPv6 /64 counting as one) creating demo accounts, each with demo credit. */
export const FREE_PLAY_PER_IP: LimitRule = {
  name: 'free-play:ip',
  max: FREE_PLAY_PER_IP_PER_HOUR,
  windowSeconds: 3600,
};

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
  const again = await demoOfNonce(db, merchant.id, input.nonce);
  if (again)
    return db.transaction((tx) => startSession(tx, again, merchant, call.clientIp, 'freeplay'));

  // Recorded and counted in one statement before anything is created: counting the address's
  // accounts first let 28 concurrent taps from one address past a limit of 10.
  const hits = await take(db, merchant.id, [[FREE_PLAY_PER_IP, ipKey(call.clientIp)]]);
  countSecretCheck('free-play');
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
    // No account was created: the attempt is given back.
    await release(db, merchant.id, hits);
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
