import type { Context } from 'hono';
import { requestHost } from '../http/client-ip.ts';
import { isLocalHost } from '../http/host.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

/**
 * The site origin a mailed link points to: the host the request was sent to, but only when
 * that host is one of the merchant's own (a domain, or `<brandId>.localhost`). Anyone can
 * send any Host header along with a Merchant header, and a reset link to their host would
 * hand them the token, so any other host gets the merchant's first domain (over https), or
 * on a developer's loopback address `<brandId>.localhost` with the same port.
 */
export function siteOrigin(c: Context, merchant: Merchant, trustProxy: boolean): string {
  const forwardedHost = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : '';
  const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : '';
  const url = new URL(c.req.url);
  const raw = (forwardedHost || c.req.header('host') || url.host).trim().toLowerCase();
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : url.protocol.replace(/:$/, '');
  const host = requestHost(c, trustProxy);
  const own = merchant.domains.includes(host) || host === `${merchant.brandId}.localhost`;
  if (own && /^[a-z0-9.:[\]-]+$/.test(raw)) return `${proto}://${raw}`;
  const port = /:(\d+)$/.exec(raw)?.[1];
  if (isLocalHost(host)) return `http://${merchant.brandId}.localhost${port ? `:${port}` : ''}`;
  const domain = merchant.domains[0];
  return domain ? `https://${domain}` : `${proto}://${merchant.brandId}.localhost`;
}
