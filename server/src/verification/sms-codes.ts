import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';
import { release, take, type Hit, type LimitRule } from '../limits/limiter.ts';
import { countSecretCheck } from '../limits/secret-checks.ts';
import type { Mobile } from '../member/mobile.ts';
import { SMS_TOO_MANY_WAIT_S } from './sms-limits.ts';
import type { SmsPurpose } from './sms-provider.ts';

export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Guesses one code gets; the fifth wrong one burns it. */
export const SMS_MAX_GUESSES = 5;
/**
 * Wrong guesses one number gets per purpose and hour, across the codes sent to it (at most
 * five sends an hour): a stranger cannot try more than this many of the million codes, and
 * the number's owner is free again within the hour.
 */
export const SMS_GUESSES: LimitRule = { name: 'sms:guesses', max: 10, windowSeconds: 3600 };

/**
 * The code is stored as a sha256 bound to merchant, mobile and purpose, so a hash is useless
 * for another number or purpose. (Six digits can be brute-forced from a leaked hash; the
 * five-minute life is what protects them.)
 */
function codeHash(merchantId: number, mobile: Mobile, purpose: SmsPurpose, code: string): string {
  return createHash('sha256')
    .update(`sms\n${merchantId}\n${mobile}\n${purpose}\n${code}`)
    .digest('hex');
}

/** A new 6-digit code for the number and purpose, replacing the live one; answers the code. */
export async function storeNewCode(
  db: Queryable,
  merchantId: number,
  mobile: Mobile,
  purpose: SmsPurpose,
  now: number,
): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await db.query(
    `insert into sms_codes (merchant_id, mobile, purpose, code_hash, attempts, expires_at)
     values ($1, $2, $3, $4, 0, $5)
     on conflict (merchant_id, mobile, purpose) do update
       set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
    [
      merchantId,
      mobile,
      purpose,
      codeHash(merchantId, mobile, purpose, code),
      new Date(now + SMS_CODE_TTL_MS),
    ],
  );
  return code;
}

export type SmsCodeCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'too-many';

/**
 * Checks a code the visitor typed for this number and purpose. 'ok' uses the code up; five
 * wrong guesses burn it ('too-many' on the fifth); past the number's hourly guess limit
 * every guess is 'too-many' unchecked; an expired code is burnt ('expired'); no live code or a wrong one is 'invalid'; an
 * empty one 'missing' (and costs no guess).
 *
 * Every guess is recorded twice before the code is compared — against the number's limit
 * and in the code's own attempt count, each in one atomic statement — so a burst of
 * concurrent guesses compares at most SMS_MAX_GUESSES of them, on any instance.
 */
export async function consumeSmsCode(
  db: Queryable,
  merchantId: number,
  mobile: Mobile,
  purpose: SmsPurpose,
  code: string | undefined,
  { now }: { now?: number } = {},
): Promise<SmsCodeCheck> {
  const typed = (code ?? '').trim();
  if (typed === '') return 'missing';
  const at = now ?? Date.now();
  let hits: Hit[];
  try {
    hits = await take(db, merchantId, [[SMS_GUESSES, `${purpose}:${mobile}`]], { now });
  } catch (error: unknown) {
    if (error instanceof PlatformError) return 'too-many';
    throw error;
  }
  const [row] = await db.query<{ code_hash: string; attempts: number; expires_at: string }>(
    `update sms_codes set attempts = attempts + 1
      where merchant_id = $1 and mobile = $2 and purpose = $3
      returning code_hash, attempts, expires_at`,
    [merchantId, mobile, purpose],
  );
  if (!row) return 'invalid';
  const burn = () =>
    db.query(
      `delete from sms_codes
        where merchant_id = $1 and mobile = $2 and purpose = $3 and code_hash = $4
        returning merchant_id`,
      [merchantId, mobile, purpose, row.code_hash],
    );
  if (Date.parse(row.expires_at) <= at) {
    await burn();
    return 'expired';
  }
  if (row.attempts > SMS_MAX_GUESSES) return 'too-many';
  countSecretCheck('sms-code');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(merchantId, mobile, purpose, typed), 'hex');
  if (timingSafeEqual(expected, given)) {
    // Only one of two simultaneous correct answers deletes the row and wins.
    const deleted = await burn();
    if (deleted.length === 0) return 'invalid';
    // The number's limit counts wrong guesses only.
    await release(db, merchantId, hits);
    return 'ok';
  }
  if (row.attempts >= SMS_MAX_GUESSES) {
    await burn();
    return 'too-many';
  }
  return 'invalid';
}

/** The PlatformError a failed check stands for (for login and register answers). */
export function smsCheckError(check: SmsCodeCheck): PlatformError | undefined {
  switch (check) {
    case 'ok':
      return undefined;
    case 'missing':
      return new PlatformError('CODE_MISSING');
    case 'invalid':
      return new PlatformError('CODE_INVALID');
    case 'expired':
      return new PlatformError('CODE_EXPIRED');
    case 'too-many':
      return new PlatformError('TOO_MANY_REQUESTS', {
        value: { retryAfter: SMS_TOO_MANY_WAIT_S },
      });
  }
}
