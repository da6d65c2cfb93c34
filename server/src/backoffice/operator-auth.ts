import type { Context } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { resolveMerchant } from '../http/resolve-merchant.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { checkOperatorKey, touchOperatorKey } from './operator-keys.ts';

/** The header an operator's tool (the CLI) sends: `Authorization: Operator <key>`. */
export const OPERATOR_SCHEME = 'Operator';

/**
 * Lets a back-office call through only with a live operator key (operator-keys.ts) that covers
 * the call's merchant, and answers that merchant.
 * - missing, malformed, unknown, wrong or revoked key: NOT_LOGGED_IN (401), checked before the
 *   merchant is even looked up;
 * - a good key for other merchants: OPERATION_NOT_ALLOWED (403): the caller is known, the act
 *   is not theirs (an aurora key cannot approve a lotus withdrawal).
 * Every refusal is logged with the key id (never the secret) and the address. Refusals are not
 * throttled: a secret is 256 random bits, so guessing is hopeless however fast it runs.
 */
export async function authorizeOperator(c: Context<AppEnv>): Promise<Merchant> {
  const { db, log, trustProxy } = c.var.services;
  const match = /^Operator\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  const check = match?.[1] ? await checkOperatorKey(db, match[1]) : undefined;
  const who = () => `${check?.ok === false && check.id ? `key ${check.id}` : 'no key id'}`;
  const from = () => clientIp(c, trustProxy) ?? 'unknown address';
  if (!check?.ok) {
    log(
      `operator: refused ${c.req.method} ${c.req.path} (${check?.reason ?? 'missing'}, ${who()}) from ${from()}`,
    );
    throw new PlatformError('NOT_LOGGED_IN', {
      message:
        check?.reason === 'revoked'
          ? 'This operator key was revoked.'
          : 'The operator key is missing or wrong.',
    });
  }
  const merchant = await resolveMerchant(c);
  if (!check.brandIds.includes(merchant.brandId)) {
    log(
      `operator: key ${check.id} is not for ${merchant.brandId} (${c.req.method} ${c.req.path}) from ${from()}`,
    );
    throw new PlatformError('OPERATION_NOT_ALLOWED', {
      message: `This operator key does not cover ${merchant.brandId}.`,
    });
  }
  await touchOperatorKey(db, check.id);
  return merchant;
}
