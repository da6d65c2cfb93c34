import type { Context } from 'hono';
import { MERCHANT_HEADER } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import {
  findMerchantByBrand,
  findMerchantByCode,
  findMerchantByHost,
  type Merchant,
} from '../merchant/merchant-store.ts';
import { merchantWithProviders } from '../providers/providers.ts';
import type { AppEnv } from './app-env.ts';
import { requestHost } from './client-ip.ts';
import { isLocalHost } from './host.ts';

/**
 * Which merchant a call is for, in this order:
 * 1. the Merchant header (the runtime always sends it): its code must be a served merchant;
 * 2. the request host: one of a merchant's domains, or `<brandId>.localhost`;
 * 3. the default brand: the only one served, or, on a plain loopback host (127.0.0.1,
 *    localhost), the first one — the same brand the static site shows there.
 * Read from the database on every call, so an operator's change applies at once. Modules whose
 * provider this server lacks come back off (providers.ts), so every check sees them off.
 */
export async function resolveMerchant(c: Context<AppEnv>): Promise<Merchant> {
  const { db, brandIds, trustProxy } = c.var.services;
  const code = c.req.header(MERCHANT_HEADER)?.trim();
  let merchant: Merchant | undefined;
  if (code) {
    merchant = await findMerchantByCode(db, code, brandIds);
  } else {
    const host = requestHost(c, trustProxy);
    merchant = await findMerchantByHost(db, host, brandIds);
    const fallback = brandIds.length === 1 || isLocalHost(host) ? brandIds[0] : undefined;
    if (!merchant && fallback !== undefined) merchant = await findMerchantByBrand(db, fallback);
  }
  if (!merchant) throw new PlatformError('UNKNOWN_MERCHANT');
  c.set('brandId', merchant.brandId);
  return merchantWithProviders(merchant, c.var.services.featuresOff);
}
