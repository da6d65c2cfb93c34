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
 *
 * Preflights go through Hono's cors. Every other call gets the same headers Hono's cors would
 * give it (the allowed origin, credentials, `Vary: Origin`), but written on the answer once
 * it is made: Hono's writes them on a placeholder response before the handler runs, and
 * merging that placeholder into the handler's answer makes the Node adapter turn a plain
 * string answer into a stream, about half the time of a cached status call.
 */
export function apiCors(brandDomains: readonly string[], sandbox: boolean): MiddlewareHandler {
  const domains = new Set(brandDomains.map((domain) => normalizeHost(domain)));
  const allowedOrigin = (origin: string): string | null => {
    if (!/^https?:\/\/[^/]+$/i.test(origin)) return null;
    const host = normalizeHost(origin);
    return domains.has(host) || (sandbox && isLocalHost(host)) ? origin : null;
  };
  const preflight = cors({
    origin: allowedOrigin,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin');
    await next();
    const headers = c.res.headers;
    const allowed = origin ? allowedOrigin(origin) : null;
    if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.append('Vary', 'Origin');
  };
}
