import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isLocalHost, normalizeHost } from './host.ts';

/**
 * A brand's site may live on a CDN while its apiBase points here; its calls carry the
 * Merchant and Language headers and credentials, so the browser asks first. Only the served
 * brands' domains (and a developer's local hosts) get a yes, so another site cannot read
 * a visitor's answers with the visitor's cookies.
 */
export function apiCors(brandDomains: readonly string[]): MiddlewareHandler {
  const domains = new Set(brandDomains.map((domain) => domain.toLowerCase()));
  return cors({
    origin: (origin) => {
      if (!/^https?:\/\//i.test(origin)) return null;
      const host = normalizeHost(origin);
      return domains.has(host) || isLocalHost(host) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });
}
