import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The server's structured log: one JSON object a line (pino), so a log pipeline can filter by
 * request id, status or brand. Lines go to `write` when given (tests collect them, an
 * embedding program routes them) and to standard output otherwise.
 */
export function createLogger(write?: (line: string) => void): Logger {
  const options = { base: { pid: process.pid } };
  if (!write) return pino(options);
  return pino(options, { write: (line: string) => write(line.replace(/\n$/, '')) });
}

// A proxy's request id is kept so one id follows the call through both logs; anything else
// it could carry (spaces, control characters, a megabyte) is replaced by our own.
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/**
 * One line per request: its id (also answered as `x-request-id`, so a visitor's report can be
 * found), method, path (never the query, which may carry a code or a state), status,
 * milliseconds and brand. No headers and no bodies: they carry tokens and passwords.
 */
export function requestLog(
  logger: Logger,
  trustProxy: boolean,
): MiddlewareHandler<{ Variables: { brandId: string | undefined; requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('x-request-id', requestId);
    const status = c.res.status;
    const line = {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
      brand: c.get('brandId') ?? null,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
