import type { Queryable } from '../db/database.ts';
import { parseIp } from '../system/ip-match.ts';

/**
 * Failed-login limits (spec §4 and the issue): after a few failures the image captcha is
 * required; an account takes at most 10 wrong passwords an hour and an IP at most 50 in
 * 15 minutes, after which even the right password is refused until the window passes.
 */
export const LOGIN_LIMITS = {
  /** Failures (per account or per client) after which the image captcha is required… */
  captchaAfter: 3,
  /** …counted over this many minutes. */
  captchaWindowMinutes: 15,
  accountMaxFailures: 10,
  accountWindowMinutes: 60,
  ipMaxFailures: 50,
  ipWindowMinutes: 15,
} as const;

/** Who is trying: the account key (see accountKey), the browser tab's client id and the IP. */
export interface LoginAttempt {
  merchantId: number;
  accountKey: string;
  clientId: string;
  ip: string;
}

/**
 * What the failures are counted by: the member when the account exists (so its name and
 * its mobile share one count), otherwise what was typed. Either way the same limits apply,
 * so an unknown account behaves exactly like a known one.
 */
export function accountKey(memberId: number | undefined, typed: string): string {
  return memberId === undefined ? `name:${typed.trim().toLowerCase()}` : `member:${memberId}`;
}

/**
 * What failures are counted against per address: an IPv4 address (also when it reaches a
 * dual-stack socket as ::ffff:a.b.c.d), or an IPv6 address's /64, since one subscriber
 * usually holds a whole /64 and could otherwise step around the limit address by address.
 */
export function ipKey(ip: string | undefined): string {
  const value = ip === undefined ? undefined : parseIp(ip);
  if (value === undefined) return ip ?? 'unknown';
  if (value >> 32n === 0xffffn) {
    const v4 = Number(value & 0xffffffffn);
    return [24, 16, 8, 0].map((shift) => (v4 >>> shift) & 255).join('.');
  }
  return `${(value >> 64n).toString(16).padStart(16, '0')}/64`;
}

export interface FailureCounts {
  /** Recent failures of this account or this client: the captcha threshold. */
  captcha: number;
  account: number;
  ip: number;
}

export async function countFailures(db: Queryable, attempt: LoginAttempt): Promise<FailureCounts> {
  const [row] = await db.query<FailureCounts>(
    `select
       count(*) filter (where (account_key = $2 or client_id = $3) and not cleared
                          and failed_at > now() - $5::int * interval '1 minute')::int as captcha,
       count(*) filter (where account_key = $2 and not cleared
                          and failed_at > now() - $6::int * interval '1 minute')::int as account,
       count(*) filter (where ip = $4
                          and failed_at > now() - $7::int * interval '1 minute')::int as ip
     from login_failures
     where merchant_id = $1 and (account_key = $2 or client_id = $3 or ip = $4)
       and failed_at > now() - $8::int * interval '1 minute'`,
    [
      attempt.merchantId,
      attempt.accountKey,
      attempt.clientId,
      attempt.ip,
      LOGIN_LIMITS.captchaWindowMinutes,
      LOGIN_LIMITS.accountWindowMinutes,
      LOGIN_LIMITS.ipWindowMinutes,
      Math.max(
        LOGIN_LIMITS.captchaWindowMinutes,
        LOGIN_LIMITS.accountWindowMinutes,
        LOGIN_LIMITS.ipWindowMinutes,
      ),
    ],
  );
  return row ?? { captcha: 0, account: 0, ip: 0 };
}

export function isLockedOut(counts: FailureCounts): boolean {
  return (
    counts.account >= LOGIN_LIMITS.accountMaxFailures || counts.ip >= LOGIN_LIMITS.ipMaxFailures
  );
}

export function captchaRequired(counts: FailureCounts): boolean {
  return counts.captcha >= LOGIN_LIMITS.captchaAfter;
}

/** Records one failure and answers the counts including it. */
export async function recordFailure(db: Queryable, attempt: LoginAttempt): Promise<FailureCounts> {
  await db.query(
    'insert into login_failures (merchant_id, account_key, client_id, ip) values ($1, $2, $3, $4)',
    [attempt.merchantId, attempt.accountKey, attempt.clientId, attempt.ip],
  );
  // Rows older than every window count for nothing; this attempt's IP is pruned on the way.
  await db.query(
    `delete from login_failures where merchant_id = $1 and ip = $2
       and failed_at < now() - interval '1 day'`,
    [attempt.merchantId, attempt.ip],
  );
  return countFailures(db, attempt);
}

/**
 * A successful login clears the account's and this client's failures. They still count for
 * the IP: otherwise one known password would let an attacker reset the per-IP limit at will.
 */
export async function clearFailures(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.query(
    `update login_failures set cleared = true
      where merchant_id = $1 and (account_key = $2 or client_id = $3) and not cleared`,
    [attempt.merchantId, attempt.accountKey, attempt.clientId],
  );
}
