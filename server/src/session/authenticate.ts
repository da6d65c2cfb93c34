import type { Context } from 'hono';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { FORCED_CHANGE_ALLOWED } from '../../../contract/password.ts';
import { TOKEN_HEADER } from '../../../contract/roles.ts';
import type { CallContext } from '../http/app-env.ts';
import { findLiveSession, type LiveSession } from './session-store.ts';

/** The session each authenticated request carries, for its handler (see sessionOf). */
const sessions = new WeakMap<Context, LiveSession>();

/** Per endpoint id: an SQL expression read with the session lookup (readWithSession). */
const alongside = new Map<string, string>();

/**
 * Has the session lookup of `endpoint`'s calls also read `sql`, an SQL expression over the
 * session's member `m` (see findLiveSession), so the handler finds it in
 * sessionOf(call).alongside without a second round trip to the database. The handler must
 * still cope without it (an app made with other hooks does not read it).
 */
export function readWithSession(endpoint: AnyEndpoint, sql: string): void {
  alongside.set(endpoint.id, sql);
}

/** `Bearer <token>` (scheme in any case) → the token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The `authenticate` call hook (server/src/http/app-env.ts) for `token` calls: the
 * `Authorization: Bearer <token>` session must be live and belong to the call's merchant,
 * else NOT_LOGGED_IN (401). A session that must change its password first (spec §4) may
 * only call FORCED_CHANGE_ALLOWED; anything else answers OPERATION_NOT_ALLOWED (403).
 */
export async function authenticate(call: CallContext, endpoint: AnyEndpoint): Promise<void> {
  const token = bearerToken(call.c.req.header(TOKEN_HEADER));
  const session =
    token === undefined
      ? undefined
      : await findLiveSession(call.db, token, call.merchant.id, alongside.get(endpoint.id));
  if (!session) throw new PlatformError('NOT_LOGGED_IN');
  if (session.mustChangePassword && !FORCED_CHANGE_ALLOWED.includes(endpoint.id)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED', {
      message: 'Please change your password first.',
      value: { passwordExpired: true },
    });
  }
  sessions.set(call.c, session);
}

/** The session of an authenticated call; only for handlers of `token` endpoints. */
export function sessionOf(call: Pick<CallContext, 'c'>): LiveSession {
  const session = sessions.get(call.c);
  if (!session) throw new Error('sessionOf() called on a call that was not authenticated.');
  return session;
}
