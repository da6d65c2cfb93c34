import type { Context } from 'hono';
import { MERCHANT_HEADER } from '../../../contract/boot.ts';
import { merchantChangeCount } from '../merchant/merchant-changes.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { AppEnv, Services } from './app-env.ts';
import { requestHost } from './client-ip.ts';
import { resolveMerchant } from './resolve-merchant.ts';

/**
 * How long a merchant read here is used before it is read again. A change made by this
 * process is seen by the very next call (merchant-changes.ts drops the cache); a change made
 * by another server process on the same PostgreSQL is seen within this time. LISTEN/NOTIFY
 * would carry such changes at once, but it needs a connection of its own per process that
 * must be watched and re-established, and a notification still arrives after the writer's
 * commit (so it cannot replace the in-process drop); one read a second per merchant and
 * process costs nothing next to thousands of calls a second, and an operator's change
 * reaching every server within a second is as good as at once.
 */
export const MERCHANT_CACHE_MS = 1_000;
/** Hosts are the visitor's to choose (any *.localhost falls back to a brand): keep it bounded. */
const MAX_ENTRIES = 256;

interface Entry {
  merchant: Promise<Merchant>;
  /** The change count when the read began: a change during the read makes it stale at once. */
  changes: number;
  until: number;
}

const caches = new WeakMap<Services, Map<string, Entry>>();

/**
 * resolveMerchant without a database read on most calls, for the hot calls (the status call
 * every visit starts with, the balance read): the same merchant for the same Merchant header
 * (or, without one, the same host), read again after MERCHANT_CACHE_MS or as soon as this
 * process changed a merchant. A failed resolution (UNKNOWN_MERCHANT…) is not kept. The
 * merchant answered is shared between calls: handlers must not change it.
 */
export async function cachedMerchant(c: Context<AppEnv>): Promise<Merchant> {
  const services = c.var.services;
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const code = c.req.header(MERCHANT_HEADER)?.trim();
  const key = code ? `code:${code}` : `host:${requestHost(c, services.trustProxy)}`;
  // The app's clock, so a test decides when the cache time has passed.
  const now = services.clock.now();
  const changes = merchantChangeCount();
  const entry = cache.get(key);
  if (!entry || entry.changes !== changes || entry.until <= now) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    const read = resolveMerchant(c);
    const fresh: Entry = { merchant: read, changes, until: now + MERCHANT_CACHE_MS };
    cache.set(key, fresh);
    read.catch(() => {
      if (cache.get(key) === fresh) cache.delete(key);
    });
    return read;
  }
  const merchant = await entry.merchant;
  c.set('brandId', merchant.brandId);
  return merchant;
}
