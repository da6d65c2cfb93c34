import type { Queryable } from '../db/database.ts';
import { hit, peek, release, reset, take, type Hit, type LimitRule } from '../limits/limiter.ts';
import { canonicalIp } from '../system/ip-match.ts';

/**
 * Login limits (spec §4, the policy, ASVS 5.0 V6: at most 100 failed attempts per
 * hour per account and no lockout a stranger can make permanent). Every attempt is recorded
 * before its password or code is looked at, so a concurrent burst is held to these numbers:
 * - per account and address: 10 in 15 minutes — the tight limit a guesser from one address
 *   meets first, which leaves the owner's other addresses alone;
 * - per address, whatever the account: 50 in 15 minutes (an IPv6 /64 counts as one);
 * - per account, from anywhere: 100 an hour — the loose ceiling against many addresses;
 * - the image captcha from the 4th attempt of an account or a browser tab in 15 minutes.
 * A successful login takes its own attempt back and clears the account's and the tab's
 * captcha count, but not the failures: those count until their window passes.
 */
export const LOGIN_LIMITS = {
  /** Attempts (per account, or per client id) after which the image captcha is required… */
  captchaAfter: 3,
  /** …counted over this many minutes. */
  captchaWindowMinutes: 15,
  pairMaxFailures: 10,
  pairWindowMinutes: 15,
  ipMaxFailures: 50,
  ipWindowMinutes: 15,
  accountMaxFailures: 100,
  accountWindowMinutes: 60,
} as const;

const minutes = (n: number) => n * 60;

/** The hard limits, narrowest first: a burst refused for its address never reaches the account. */
export const LOGIN_RULES = {
  pair: {
    name: 'login:account-address',
    max: LOGIN_LIMITS.pairMaxFailures,
    windowSeconds: minutes(LOGIN_LIMITS.pairWindowMinutes),
  },
  address: {
    name: 'login:address',
    max: LOGIN_LIMITS.ipMaxFailures,
    windowSeconds: minutes(LOGIN_LIMITS.ipWindowMinutes),
  },
  account: {
    name: 'login:account',
    max: LOGIN_LIMITS.accountMaxFailures,
    windowSeconds: minutes(LOGIN_LIMITS.accountWindowMinutes),
  },
  /** Soft: over `max` means "captcha required", never a refusal by itself. */
  captchaAccount: {
    name: 'login:captcha-account',
    max: LOGIN_LIMITS.captchaAfter,
    windowSeconds: minutes(LOGIN_LIMITS.captchaWindowMinutes),
  },
  captchaClient: {
    name: 'login:captcha-client',
    max: LOGIN_LIMITS.captchaAfter,
    windowSeconds: minutes(LOGIN_LIMITS.captchaWindowMinutes),
  },
} as const satisfies Record<string, LimitRule>;

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
  const parsed = ip === undefined ? undefined : canonicalIp(ip);
  if (parsed === undefined) return ip ?? 'unknown';
  if (parsed.family === 'ipv4') return parsed.address;
  const network = parsed.groups.slice(0, 4).map((group) => group.toString(16).padStart(4, '0'));
  return `${network.join('')}/64`;
}

/** An attempt let through the limits, with what it recorded. */
export interface LoginEntry {
  limits: Hit[];
  captcha: Hit[];
}

/**
 * Records the attempt against every login limit before any credential is looked at; throws
 * TOO_MANY_REQUESTS at the first hard limit over its maximum (later ones untouched). The
 * captcha counts are recorded here too, so in a burst only the first few go without it.
 */
export async function enterLogin(db: Queryable, attempt: LoginAttempt): Promise<LoginEntry> {
  const { merchantId, accountKey: account, clientId, ip } = attempt;
  const limits = await take(db, merchantId, [
    [LOGIN_RULES.pair, `${account}@${ip}`],
    [LOGIN_RULES.address, ip],
    [LOGIN_RULES.account, account],
  ]);
  const captcha = [
    await hit(db, merchantId, LOGIN_RULES.captchaAccount, account),
    await hit(db, merchantId, LOGIN_RULES.captchaClient, clientId),
  ];
  return { limits, captcha };
}

/** The image captcha is required when earlier attempts of the account or tab reached the threshold. */
export function captchaRequired(entry: LoginEntry): boolean {
  return entry.captcha.some((recorded) => !recorded.allowed);
}

/** After a failure: whether the next attempt needs the captcha (the answer says so). */
export function captchaNext(entry: LoginEntry): boolean {
  return entry.captcha.some((recorded) => recorded.count >= LOGIN_LIMITS.captchaAfter);
}

/** Without recording anything: whether the account's or the tab's count already asks for the captcha. */
export async function captchaPending(db: Queryable, attempt: LoginAttempt): Promise<boolean> {
  const counts = [
    await peek(db, attempt.merchantId, LOGIN_RULES.captchaAccount, attempt.accountKey),
    await peek(db, attempt.merchantId, LOGIN_RULES.captchaClient, attempt.clientId),
  ];
  return counts.some((count) => count >= LOGIN_LIMITS.captchaAfter);
}

/**
 * A successful login takes its own attempt back (the limits count failures) and clears the
 * account's and this client's captcha counts. Failures keep counting per address, per account
 * and address and per account: otherwise one known password would reset them at will, and
 * a burst racing the right password could get more guesses checked than the limit.
 */
export async function loginSucceeded(
  db: Queryable,
  attempt: LoginAttempt,
  entry: LoginEntry,
): Promise<void> {
  await release(db, attempt.merchantId, entry.limits);
  await reset(db, attempt.merchantId, LOGIN_RULES.captchaAccount, attempt.accountKey);
  await reset(db, attempt.merchantId, LOGIN_RULES.captchaClient, attempt.clientId);
}
