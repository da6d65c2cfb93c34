import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';
import { hit, release, type Hit, type LimitRule } from '../limits/limiter.ts';
import type { Mobile } from '../member/mobile.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { ipKey } from '../session/login-failures.ts';
import type { SmsPurpose } from './sms-provider.ts';

/**
 * Who a send is for. `anonymous`: register, SMS login, no-login — anyone on the internet can
 * ask. `member`: a second factor after a right password, or a logged-in member. Each has its
 * own share of the quota and its own per-number and per-address counts, so a flood of
 * anonymous sends can neither drain the codes members need nor block one member's number.
 */
export type SmsShare = 'anonymous' | 'member';

/** Spec §9: one send per second per client, a new code for the same number every 60 s. */
export const SMS_THROTTLE: LimitRule = { name: 'sms:client', max: 1, windowSeconds: 1 };
export const SMS_RESEND: LimitRule = { name: 'sms:resend', max: 1, windowSeconds: 60 };
/** Then "too many requests, retry after 5 minutes". */
export const SMS_PER_MOBILE: LimitRule = { name: 'sms:mobile', max: 5, windowSeconds: 3600 };
export const SMS_PER_IP: LimitRule = { name: 'sms:ip', max: 30, windowSeconds: 3600 };
export const SMS_TOO_MANY_WAIT_S = 5 * 60;
/** Messages a merchant may send per local day unless its settings say otherwise. */
export const SMS_DAILY_QUOTA = 2000;
/** The share of the quota anonymous sends may use unless the settings say otherwise. */
export const SMS_ANONYMOUS_PERCENT = 80;
const DAY_SECONDS = 86_400;

export interface QuotaShares {
  anonymous: number;
  member: number;
}

/** The merchant's daily quota split into its two shares (`dailyQuota` overrides the total). */
export function quotaShares(merchant: Merchant, dailyQuota?: number): QuotaShares {
  const total = dailyQuota ?? merchant.settings.sms?.dailyQuota ?? SMS_DAILY_QUOTA;
  const percent = merchant.settings.sms?.anonymousPercent ?? SMS_ANONYMOUS_PERCENT;
  const anonymous = Math.floor((total * percent) / 100);
  return { anonymous, member: total - anonymous };
}

/**
 * The merchant's local date (2026-11-23), the quota's key: the quota restarts at the
 * merchant's midnight, and yesterday's sends, under another key, never count today.
 */
export function merchantDay(merchant: Merchant, now: number): string {
  return new Date(now + merchant.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

export interface SendRequest {
  mobile: Mobile;
  purpose: SmsPurpose;
  clientId: string;
  ip: string | undefined;
  share: SmsShare;
}

/** The recorded attempts of one send: all of them, and the quota's alone. */
export interface SendPermit {
  hits: Hit[];
  quota: Hit;
}

function tooMany(retryAfter: number, message?: string): PlatformError {
  return new PlatformError('TOO_MANY_REQUESTS', {
    value: { retryAfter },
    ...(message ? { message } : {}),
  });
}

/**
 * Records the send against every limit, narrowest first, each count read in the same atomic
 * statement that records it, so concurrent sends (on any instance) never pass a limit
 * together and the quota is never overshot. A refused send takes all its attempts back: it
 * costs the visitor nothing and cannot keep a number or an address blocked.
 */
export async function takeSendLimits(
  db: Queryable,
  merchant: Merchant,
  request: SendRequest,
  { now, dailyQuota }: { now?: number | undefined; dailyQuota?: number | undefined },
): Promise<SendPermit> {
  const { mobile, purpose, clientId, ip, share } = request;
  const shares = quotaShares(merchant, dailyQuota);
  const quotaRule: LimitRule = {
    name: `sms:quota:${share}`,
    max: shares[share],
    windowSeconds: DAY_SECONDS,
  };
  const steps: (readonly [LimitRule, string, (refused: Hit) => PlatformError])[] = [
    [
      SMS_THROTTLE,
      clientId,
      ({ retryAfterSeconds: wait }) => tooMany(wait, 'Please wait a second before sending again.'),
    ],
    [
      SMS_RESEND,
      `${share}:${purpose}:${mobile}`,
      ({ retryAfterSeconds: wait }) =>
        tooMany(wait, `A code was just sent; you can ask for a new one in ${wait} seconds.`),
    ],
    [SMS_PER_MOBILE, `${share}:${mobile}`, () => tooMany(SMS_TOO_MANY_WAIT_S)],
    // A call made by the server itself (tests, tools) has no address to count.
    ...(ip === undefined
      ? []
      : [[SMS_PER_IP, `${share}:${ipKey(ip)}`, () => tooMany(SMS_TOO_MANY_WAIT_S)] as const]),
    [
      quotaRule,
      merchantDay(merchant, now ?? Date.now()),
      () => new PlatformError('SMS_QUOTA_EXCEEDED'),
    ],
  ];
  const hits: Hit[] = [];
  for (const [rule, key, refusal] of steps) {
    const recorded = await hit(db, merchant.id, rule, key, { now });
    hits.push(recorded);
    if (!recorded.allowed) {
      await release(db, merchant.id, hits);
      throw refusal(recorded);
    }
  }
  const quota = hits.at(-1);
  if (!quota) throw new Error('The SMS quota recorded no hit.');
  return { hits, quota };
}
