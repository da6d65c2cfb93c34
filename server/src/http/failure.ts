import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure } from '../../../contract/envelope.ts';
import {
  ERROR_MESSAGES,
  PlatformError,
  errorStatus,
  type ErrorCode,
} from '../../../contract/errors.ts';
import { ProviderError } from '../providers/webhook-providers.ts';

/** The failure envelope of one code, answered with the code's status from the catalogue. */
export function failure(
  c: Context,
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
  value?: unknown,
  status: number = errorStatus(code),
): Response {
  const body: Failure = { success: false, code, message };
  if (value !== undefined) body.value = value;
  // A code only a client raises (status 0) thrown on the server is the server's own fault.
  return c.json(body, (status < 200 ? 500 : status) as ContentfulStatusCode);
}

/**
 * The last word on any exception of an API call: expected failures keep their code and are
 * answered with its catalogue status (a throw site cannot pick another); anything else is logged with its stack and answered as a bare SYSTEM_ERROR, so no
 * internals ever reach the client.
 */
export function answerError(error: unknown, c: Context, log: (line: string) => void): Response {
  if (error instanceof PlatformError) {
    return failure(c, error.code, error.message, error.value);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Refusals below the contract (a body in the wrong media type: 415) keep their status.
    const message = error.message || ERROR_MESSAGES.BAD_REQUEST;
    return failure(c, 'BAD_REQUEST', message, undefined, error.status);
  }
  if (error instanceof ProviderError) {
    // An outside service (SMS, email) refused or timed out: not our bug and not the caller's,
    // so a 502 the visitor can retry; the log names the provider, never its secret.
    log(`${c.req.method} ${c.req.path}: ${error.message}`);
    const message = 'The message could not be sent; please retry.';
    return failure(c, 'SYSTEM_ERROR', message, undefined, 502);
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`${c.req.method} ${c.req.path} failed: ${detail}`);
  return failure(c, 'SYSTEM_ERROR');
}
