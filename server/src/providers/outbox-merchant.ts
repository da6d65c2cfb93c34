import type { Context } from 'hono';
import * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { isCleanText } from '../../../contract/input.ts';
import type { AppEnv } from '../http/app-env.ts';
import { describeIssues } from '../http/register-endpoint.ts';
import { resolveMerchant } from '../http/resolve-merchant.ts';
import {
  findMerchantByBrand,
  findMerchantByCode,
  type Merchant,
} from '../merchant/merchant-store.ts';

/**
 * The merchant whose sandbox outbox (SMS, email) is read: `?brand=aurora` or
 * `?merchant=AURORA01` (for a test process where `<brand>.localhost` does not resolve, reaching
 * the server as 127.0.0.1), else the usual header or host. Sandbox mode only, like the outboxes.
 */
export function outboxMerchant(query: v.GenericSchema) {
  return async (c: Context<AppEnv>): Promise<Merchant> => {
    // Read before registerEndpoint checks the input, so checked here the same way first: a
    // NUL byte must not reach SQL, and a bad ?brand= is BAD_REQUEST, not UNKNOWN_MERCHANT.
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!isCleanText(key) || values.some((value) => !isCleanText(value))) {
        throw new PlatformError('BAD_REQUEST', {
          message: 'Control characters are not allowed in the query.',
        });
      }
    }
    const parsed = v.safeParse(query, c.req.query());
    if (!parsed.success) {
      throw new PlatformError('BAD_REQUEST', { message: describeIssues(parsed.issues) });
    }
    const { db, brandIds } = c.var.services;
    const brand = c.req.query('brand');
    const code = c.req.query('merchant');
    if (!brand && !code) return resolveMerchant(c);
    const merchant = brand
      ? brandIds.includes(brand)
        ? await findMerchantByBrand(db, brand)
        : undefined
      : await findMerchantByCode(db, code ?? '', brandIds);
    if (!merchant) throw new PlatformError('UNKNOWN_MERCHANT');
    return merchant;
  };
}
