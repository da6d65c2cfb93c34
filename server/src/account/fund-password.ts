import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import { hit, release, tooManyRequests, type LimitRule } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import { verifyPassword } from '../member/password.ts';

/** Wrong fund passwords allowed per member within FUND_PASSWORD_WINDOW_MINUTES. */
export const FUND_PASSWORD_TRIES = 5;
export const FUND_PASSWORD_WINDOW_MINUTES = 15;

/**
 * Every check of a fund password, and the first setting's check of the login password, is
 * recorded here before the secret is compared; a right one is taken back, so the limit
 * counts wrong ones.
 */
export const FUND_PASSWORD_RULE: LimitRule = {
  name: 'fund-password:member',
  max: FUND_PASSWORD_TRIES,
  windowSeconds: FUND_PASSWORD_WINDOW_MINUTES * 60,
};

/** Stored fund passwords made by fundPasswordHash start with this; older ones are scrypt. */
const HMAC_PREFIX = 'hmac-sha256$';

export { isFundPasswordFormat } from '../../../contract/fund-password.ts';

/**
 * The merchant's key for fund passwords: derived from its card pepper (`card_peppers`, made
 * on first use), so one secret per merchant stays out of the hashes, and a fund password can
 * never collide with a card number's HMAC.
 */
async function fundPasswordKey(db: Queryable, merchantId: number): Promise<Buffer> {
  const read = () =>
    db.query<{ pepper: Uint8Array }>('select pepper from card_peppers where merchant_id = $1', [
      merchantId,
    ]);
  let [row] = await read();
  if (!row) {
    await db.query(
      'insert into card_peppers (merchant_id, pepper) values ($1, $2) on conflict do nothing',
      [merchantId, randomBytes(32)],
    );
    [row] = await read();
  }
  if (!row) throw new Error(`No pepper for merchant ${merchantId}.`);
  return createHmac('sha256', Buffer.from(row.pepper)).update('fund-password').digest();
}

/**
 * A fund password as stored: HMAC-SHA256 under the merchant's key of the member id and the
 * digits. Six digits are a million guesses, nothing for any hashing cost offline; what
 * protects them is the lockout, and the key kept apart from the rows. The member id makes
 * two members' equal passwords look different.
 */
export async function fundPasswordHash(
  db: Queryable,
  merchantId: number,
  memberId: number,
  password: string,
): Promise<string> {
  const key = await fundPasswordKey(db, merchantId);
  const mac = createHmac('sha256', key).update(`${memberId}:${password}`).digest('base64url');
  return `${HMAC_PREFIX}${mac}`;
}

/** Compares in constant time; a value stored before the HMAC (scrypt) still verifies. */
async function fundPasswordMatches(
  db: Queryable,
  merchantId: number,
  memberId: number,
  password: string,
  stored: string,
): Promise<boolean> {
  if (!stored.startsWith(HMAC_PREFIX)) return verifyPassword(password, stored);
  const expected = Buffer.from(stored);
  const actual = Buffer.from(await fundPasswordHash(db, merchantId, memberId, password));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Checks the member's fund password before money leaves its wallet (withdrawal, transfer,
 * card binding). FUND_PASSWORD_NOT_SET without one; TOO_MANY_REQUESTS once FUND_PASSWORD_TRIES
 * wrong ones are in the window; FUND_PASSWORD_WRONG otherwise. A right one stored the old way
 * (scrypt) is stored again as the HMAC.
 *
 * One check at a time per member, under the member's row lock: the attempt is recorded before
 * the comparison and a right one taken back before the next check starts. So a burst of wrong
 * guesses gets at most FUND_PASSWORD_TRIES compared, while a member's own concurrent payments
 * with the right password all pass instead of counting against each other. Run it outside the
 * money's transaction: a wrong password must stay recorded although the request fails.
 */
export async function requireFundPassword(
  db: Database,
  memberId: number,
  password: string,
): Promise<void> {
  const verdict = await db.transaction(async (tx) => {
    // `no key update`: the idempotency keys' foreign key holds key-share locks on this row.
    const [row] = await tx.query<{ merchant_id: number; hash: string | null }>(
      `select merchant_id, payment_password_hash as hash from members where id = $1
         for no key update`,
      [memberId],
    );
    if (!row?.hash) return { kind: 'not-set' } as const;
    const attempt = await hit(tx, row.merchant_id, FUND_PASSWORD_RULE, `member:${memberId}`);
    if (!attempt.allowed)
      return { kind: 'refused', retryAfter: attempt.retryAfterSeconds } as const;
    countSecretCheck('fund-password');
    if (!(await fundPasswordMatches(tx, row.merchant_id, memberId, password, row.hash))) {
      return { kind: 'wrong' } as const;
    }
    await release(tx, row.merchant_id, [attempt]);
    if (!row.hash.startsWith(HMAC_PREFIX)) {
      await tx.query('update members set payment_password_hash = $2 where id = $1', [
        memberId,
        await fundPasswordHash(tx, row.merchant_id, memberId, password),
      ]);
    }
    return { kind: 'right' } as const;
  });
  if (verdict.kind === 'not-set') throw new PlatformError('FUND_PASSWORD_NOT_SET');
  if (verdict.kind === 'refused') throw tooManyRequests(verdict.retryAfter);
  if (verdict.kind === 'wrong') throw new PlatformError('FUND_PASSWORD_WRONG');
}
