import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure } from '../../../contract/envelope.ts';
import { ERROR_MESSAGES, PlatformError, type ErrorCode } from '../../../contract/errors.ts';
import { ProviderError } from '../providers/webhook-providers.ts';

export function failure(
  c: Context,
  code: ErrorCode,
  status: number,
  message: string = ERROR_MESSAGES[code],
  value?: unknown,
): Response {
  const body: Failure = { success: false, code, message };
  if (value !== undefined) body.value = value;
  return c.json(body, status as ContentfulStatusCode);
}

/**
 * The last word on any exception of an API call: expected failures keep their code and
 * status; anything else is logged with its stack and answered as a bare SYSTEM_ERROR, so no
 * internals ever reach the client.
 */
export function answerError(error: unknown, c: Context, log: (line: string) => void): Response {
  if (error instanceof PlatformError) {
    return failure(c, error.code, error.status, error.message, error.value);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return failure(c, 'BAD_REQUEST', error.status, error.message || ERROR_MESSAGES.BAD_REQUEST);
  }
  if (error instanceof ProviderError) {
    // An outside service (SMS, email) refused or timed out: not our bug and not the caller's,
    // so a 502 the visitor can retry; the log names the provider, never its secret.
    log(`${c.req.method} ${c.req.path}: ${error.message}`);
    return failure(c, 'SYSTEM_ERROR', 502, 'The message could not be sent; please retry.');
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`${c.req.method} ${c.req.path} failed: ${detail}`);
  return failure(c, 'SYSTEM_ERROR', 500);
}
