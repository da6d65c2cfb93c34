import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The header an operator's tool (the CLI) sends: `Authorization: Operator <key>`. */
export const OPERATOR_SCHEME = 'Operator';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets a back-office call through only with the server's operator key. Both sides are hashed
 * first so the comparison takes the same time whatever the length or content of a guess.
 * Missing, wrong, or no key configured on the server: NOT_LOGGED_IN (401).
 */
export function requireOperator(c: Context<AppEnv>): void {
  const expected = c.var.services.operatorKey;
  const match = /^Operator\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  const given = match?.[1];
  const ok =
    expected !== undefined &&
    expected !== '' &&
    given !== undefined &&
    timingSafeEqual(digest(given), digest(expected));
  if (!ok) {
    throw new PlatformError('NOT_LOGGED_IN', {
      status: 401,
      message: 'The operator key is missing or wrong.',
    });
  }
}
