import type { MiddlewareHandler } from 'hono';

/** API answers are data, never a document: nothing may load or frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // The site needs none of these; denying them limits what injected code could reach.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // Not plain same-origin: social sign-in opens the provider in a popup that comes back to
  // /social/callback and reports through window.opener. Plain same-origin severs that link
  // as soon as the popup visits the provider's origin; allow-popups keeps it for popups the
  // site itself opened, and still keeps other sites' windows out of ours.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * Set on every response, errors and 404s included. The site handler sets its own CSP (from
 * the brand's build report); anything that has none gets the API policy.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(HEADERS)) headers.set(name, value);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CSP);
  };
}

/** One line per request: method, path, status, milliseconds, brand. */
export function requestLog(log: (line: string) => void): MiddlewareHandler<{
  Variables: { brandId: string | undefined };
}> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${c.get('brandId') ?? '-'}`);
  };
}
