import { PlatformError } from '../../../contract/errors.ts';
import { enabledModules, MODULE } from '../../../contract/modules.ts';
import type { Database, Queryable } from '../db/database.ts';
import { release } from '../limits/limiter.ts';
import { mobileOf, storedSpellings, type Mobile } from '../member/mobile.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { storeNewCode } from './sms-codes.ts';
import { takeSendLimits, type SmsShare } from './sms-limits.ts';
import { sandboxSmsProvider, type SmsProvider, type SmsPurpose } from './sms-provider.ts';
import { smsTextsFor } from './sms-texts.ts';

export type { SmsPurpose } from './sms-provider.ts';

export interface SmsOptions {
  /** Moves the clock, limits included (tests); left out, the limits read the database's. */
  now?: number;
  provider?: SmsProvider;
  /** Overrides the merchant's daily quota (settings.sms.dailyQuota). */
  dailyQuota?: number;
}

export interface SmsRequest {
  /** As typed: normalised here with the merchant's numbering plan. */
  mobile: string | undefined;
  clientId: string;
  purpose: SmsPurpose;
  ip: string | undefined;
  /** The Language header; the text falls back to English. */
  language?: string | undefined;
  /** Whose share of the quota pays (see SmsShare); left out = anonymous. */
  share?: SmsShare;
}

/**
 * Checks the number, the module and every limit, then sends a code (or, where a code would
 * reveal or give nothing, sends nothing) and resolves: the caller answers success either way.
 *
 * No enumeration: a login code for a number with no account is not sent, and a register
 * code for a number that already has an account is replaced by a notice to that number
 * ("already has an account, log in or reset your password") without a code. Both count
 * against the same limits as a real send, so the answers and throttles look the same; the
 * quota, which only real messages use, is given back when nothing went out.
 */
export async function requestSmsCode(
  db: Database,
  merchant: Merchant,
  request: SmsRequest,
  { now, provider = sandboxSmsProvider, dailyQuota }: SmsOptions = {},
): Promise<void> {
  const { purpose, clientId, ip } = request;
  const module = purpose === 'register' ? MODULE.smsVerify : MODULE.smsLogin;
  if (!enabledModules(merchant.settings.modules).has(module)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED');
  }
  const mobile = mobileOf(merchant.settings, request.mobile);
  const share = request.share ?? 'anonymous';
  // Recorded first, outside the transaction, so an attempt stays counted whatever follows.
  const permit = await takeSendLimits(
    db,
    merchant,
    { mobile, purpose, clientId, ip, share },
    { now, dailyQuota },
  );
  const at = now ?? Date.now();
  let delivered: boolean;
  try {
    delivered = await db.transaction(async (tx) => {
      await prune(tx, merchant.id, at);
      const registered = await isMobileRegistered(tx, merchant, mobile);
      const texts = smsTextsFor(request.language);
      let text: string | undefined;
      if (purpose === 'login' && registered) {
        text = texts.code(merchant.name, await storeNewCode(tx, merchant.id, mobile, purpose, at));
      } else if (purpose === 'register') {
        text = registered
          ? texts.taken(merchant.name)
          : texts.code(merchant.name, await storeNewCode(tx, merchant.id, mobile, purpose, at));
      }
      await tx.query(
        `insert into sms_sends (merchant_id, mobile, purpose, client_id, ip, delivered, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [merchant.id, mobile, purpose, clientId, ip ?? null, text !== undefined, new Date(at)],
      );
      if (text !== undefined)
        await provider.send(tx, { merchantId: merchant.id, mobile, purpose, text }, at);
      return text !== undefined;
    });
  } catch (error: unknown) {
    // Nothing went out (the gateway failed): the visitor may try again at once.
    await release(db, merchant.id, permit.hits);
    throw error;
  }
  if (!delivered) await release(db, merchant.id, [permit.quota]);
}

/** Forgets sends older than two days and codes that can no longer pass. */
async function prune(db: Queryable, merchantId: number, now: number): Promise<void> {
  await db.query('delete from sms_sends where merchant_id = $1 and sent_at < $2', [
    merchantId,
    new Date(now - 2 * 86_400_000),
  ]);
  await db.query('delete from sms_codes where merchant_id = $1 and expires_at < $2', [
    merchantId,
    new Date(now),
  ]);
}

/** Reads the member area's table: whether a real (non-demo) member has this number. */
async function isMobileRegistered(
  db: Queryable,
  merchant: Merchant,
  mobile: Mobile,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from members where merchant_id = $1 and mobile = any($2::text[]) and role <> 4 limit 1',
    [merchant.id, storedSpellings(merchant.settings, mobile)],
  );
  return rows.length > 0;
}
