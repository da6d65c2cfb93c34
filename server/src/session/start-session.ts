import { MODULE, enabledModules } from '../../../contract/modules.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { Queryable } from '../db/database.ts';
import type { Member } from '../member/member-store.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { rememberIp } from '../second-factor/known-ips.ts';
import { createSession } from './session-store.ts';

/** With FORCEPWDCHANGE on, a password older than this must be changed at login (spec §4). */
export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How the visitor proved who they are. Only a password login checks the password's age and
 * default-ness (spec §4: not for SMS logins; free play skips the check; a fresh
 * registration has just chosen its password).
 */
export type LoginMethod = 'password' | 'sms' | 'register' | 'freeplay' | 'social';

export function passwordExpired(member: Member, merchant: Merchant, now = Date.now()): boolean {
  if (member.passwordIsDefault) return true;
  if (!enabledModules(merchant.settings.modules).has(MODULE.forcePasswordChange)) return false;
  return now - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Logs a member in: a new session token (every login gets its own), first-login time and
 * last-login IP recorded, the IP remembered as known (no second factor from it next time,
 * spec §4), and the spec §3 login result.
 */
export async function startSession(
  db: Queryable,
  member: Member,
  merchant: Merchant,
  ip: string | undefined,
  method: LoginMethod,
): Promise<LoginResult> {
  await db.query(
    `update members set first_login_at = coalesce(first_login_at, now()), last_login_ip = $2
      where id = $1`,
    [member.id, ip ?? null],
  );
  await rememberIp(db, member.id, ip);
  const token = await createSession(db, member, ip);
  return {
    token,
    account: member.account,
    nickname: member.nickname,
    customerId: String(member.id),
    isAgent: member.role,
    toUpline: member.uplineId !== null,
    memberLabel: member.memberLabels,
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: method === 'password' && passwordExpired(member, merchant),
  };
}
