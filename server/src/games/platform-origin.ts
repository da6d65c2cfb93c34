import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

const FORWARDED_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the caller reached this platform at (the site and the API may live on different
 * hosts), for the game address a launch answers: a vendor may give a path on the platform's
 * origin (the sandbox vendors live there). Behind a trusted proxy, its forwarded scheme and
 * host; the address goes only to the caller itself, so a forged Host harms nobody else. The
 * same rule as the deposit pay link's (server/src/deposit/deposit-routes.ts).
 */
export function platformOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (!c.var.services.trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${host && FORWARDED_HOST.test(host) ? host : url.host}`;
}
