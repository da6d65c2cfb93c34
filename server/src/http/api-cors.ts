import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isLocalHost, normalizeHost } from './host.ts';

/**
 * A brand's site may live on a CDN while its apiBase points here; its calls carry the
 * Merchant and Language headers and a bearer token, so the browser asks first. Only the
 * served merchants' own domains (brand.json `domains`) get a yes — a preflight does not say
 * which merchant it is for, so it is the union of the served ones — so another site cannot
 * drive a visitor's session. Local hosts (localhost, *.localhost, loopback) get a yes only in
 * sandbox mode, for development: on a public server any page a visitor opens on their own
 * machine would otherwise be allowed.
 */
export function apiCors(brandDomains: readonly string[], sandbox: boolean): MiddlewareHandler {
  const domains = new Set(brandDomains.map((domain) => normalizeHost(domain)));
  return cors({
    origin: (origin) => {
      if (!/^https?:\/\/[^/]+$/i.test(origin)) return null;
      const host = normalizeHost(origin);
      return domains.has(host) || (sandbox && isLocalHost(host)) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });
}
