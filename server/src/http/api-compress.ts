import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Hono's compress default: an answer that says it is smaller is not worth compressing. */
const THRESHOLD = 1024;

/**
 * Hono's compress for a call that says which encodings it accepts. A call that sends no
 * Accept-Encoding is never compressed, but Hono's compress still adds `Vary: Accept-Encoding`
 * to a compressible answer through `c.header`, which copies the finished answer; under the
 * Node adapter that copy turns a plain string answer into a stream. Such calls get the same
 * header here, written on the answer in place.
 */
export function apiCompress(): MiddlewareHandler {
  const full = compress({ threshold: THRESHOLD });
  return async (c, next) => {
    if (c.req.header('accept-encoding') !== undefined) return full(c, next);
    await next();
    const res = c.res;
    const headers = res.headers;
    const length = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    const cacheControl = headers.get('Cache-Control');
    if (
      res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
