import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { memberColumns, toMember, type Member, type MemberRow } from '../member/member-store.ts';

/** A session ends after this long without a call… */
export const SESSION_IDLE_MINUTES = 120;
/** …and in any case this long after the login. */
export const SESSION_ABSOLUTE_DAYS = 7;
/** last_seen_at is written at most this often per session (one write a minute, not per call). */
export const SESSION_TOUCH_SECONDS = 60;

const TOKEN_BYTES = 32;
/** 32 bytes in base64url, no padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a member: a fresh random token (answered once, to the client) whose
 * sha256 is all the database keeps.
 */
export async function createSession(
  db: Queryable,
  member: Pick<Member, 'id' | 'merchantId'>,
  ip: string | undefined,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, member_id, merchant_id, ip, expires_at)
     values ($1, $2, $3, $4, now() + $5::int * interval '1 day')`,
    [hashToken(token), member.id, member.merchantId, ip ?? null, SESSION_ABSOLUTE_DAYS],
  );
  // Sessions of this member that ended more than a day ago are of no further use.
  await db.query(
    `delete from sessions where member_id = $1
       and (revoked_at < now() - interval '1 day' or expires_at < now() - interval '1 day')`,
    [member.id],
  );
  return token;
}

export interface LiveSession {
  tokenHash: string;
  member: Member;
  /** Opened by a password login with an expired or default password (spec §4), not changed since. */
  mustChangePassword: boolean;
  /** What the lookup's `alongside` expression read (see findLiveSession), when one was given. */
  alongside?: unknown;
}

/** Marks a fresh session as needing a password change before anything else. */
export async function requirePasswordChange(db: Queryable, token: string): Promise<void> {
  await db.query('update sessions set must_change_password = true where token_hash = $1', [
    hashToken(token),
  ]);
}

/**
 * The live session of a token for this merchant: not revoked, not past its absolute
 * expiry, not idle too long. Refreshes last_seen_at (at most once a minute).
 *
 * `alongside` is an SQL expression over the session's member `m` (no parameters) read in
 * the same statement, so a call whose answer is one more small read (the balance) costs one
 * round trip to the database, not two; its value comes back as `alongside`.
 */
/**
 * Each distinct lookup (with or without an `alongside`) is a named prepared statement: it is
 * the first statement of every authenticated call, so PostgreSQL plans it once per
 * connection instead of on every request.
 */
const lookupNames = new Map<string, string>();
function lookupName(alongside: string | undefined): string {
  const key = alongside ?? '';
  let name = lookupNames.get(key);
  if (!name) {
    name = `live-session-${lookupNames.size}`;
    lookupNames.set(key, name);
  }
  return name;
}

export async function findLiveSession(
  db: Queryable,
  token: string,
  merchantId: number,
  alongside?: string,
): Promise<LiveSession | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db.query<
    MemberRow & { stale: boolean; must_change_password: boolean; alongside?: unknown }
  >(
    `select ${memberColumns('m')}, s.must_change_password,
            s.last_seen_at < now() - $3::int * interval '1 second' as stale
            ${alongside === undefined ? '' : `, (${alongside}) as alongside`}
       from sessions s join members m on m.id = s.member_id
      where s.token_hash = $1 and s.merchant_id = $2 and s.revoked_at is null
        and s.expires_at > now()
        and s.last_seen_at > now() - $4::int * interval '1 minute'`,
    [tokenHash, merchantId, SESSION_TOUCH_SECONDS, SESSION_IDLE_MINUTES],
    { prepared: lookupName(alongside) },
  );
  if (!row) return undefined;
  if (row.stale) {
    await db.query('update sessions set last_seen_at = now() where token_hash = $1', [tokenHash]);
  }
  return {
    tokenHash,
    member: toMember(row),
    mustChangePassword: row.must_change_password,
    ...(alongside !== undefined && { alongside: row.alongside }),
  };
}

/** Ends a session now; the token is refused from then on. */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null',
    [tokenHash],
  );
}
