import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import { enabledModules, MODULE } from '../../../contract/modules.ts';
import { checkField, type ValidationRule } from '../../../contract/validation.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { sandboxSmsProvider, type SmsProvider, type SmsPurpose } from './sms-provider.ts';

export type { SmsPurpose } from './sms-provider.ts';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_GUESSES = 5;
/** Spec §9: one send per second per client, a new code for the same mobile every 60 s. */
export const SMS_THROTTLE_MS = 1000;
export const SMS_RESEND_MS = 60_000;
/** Sends per mobile per hour before "too many requests, retry after 5 minutes". */
export const SMS_PER_MOBILE_PER_HOUR = 5;
export const SMS_PER_IP_PER_HOUR = 30;
export const SMS_TOO_MANY_WAIT_S = 5 * 60;
/** Codes a merchant may send per UTC day unless told otherwise. */
export const SMS_DAILY_QUOTA = 2000;

/** Used when a merchant has no mobileNum rule: 6 to 15 digits. */
const DEFAULT_MOBILE_RULE: ValidationRule = {
  patternId: 6,
  acceptedPattern: '^[0-9]+$',
  minLength: 6,
  maxLength: 15,
};

const iso = (ms: number) => new Date(ms).toISOString();
const msOf = (value: unknown) => new Date(value as string | Date).getTime();

/**
 * The code is stored as a sha256 bound to merchant, mobile and purpose, so a hash is useless
 * for another number or purpose. (Six digits can be brute-forced from a leaked hash; the
 * five-minute life is what protects them.)
 */
function codeHash(merchantId: number, mobile: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256')
    .update(`sms\n${merchantId}\n${mobile}\n${purpose}\n${code}`)
    .digest('hex');
}

export interface SmsOptions {
  now?: number;
  provider?: SmsProvider;
  dailyQuota?: number;
}

export interface SmsRequest {
  mobile: string | undefined;
  clientId: string;
  purpose: SmsPurpose;
  ip: string | undefined;
  /** The Language header; the text falls back to English. */
  language?: string | undefined;
}

interface SmsTexts {
  code: (brand: string, code: string) => string;
  taken: (brand: string) => string;
}

const EN: SmsTexts = {
  code: (b, c) => `${b}: your verification code is ${c}. It expires in 5 minutes.`,
  taken: (b) => `${b}: this number already has an account. Log in or reset your password.`,
};

const TEXTS: Record<string, SmsTexts> = {
  EN,
  CN: {
    code: (b, c) => `【${b}】您的验证码是 ${c}，5分钟内有效。`,
    taken: (b) => `【${b}】此号码已注册，请直接登录或重置密码。`,
  },
  TW: {
    code: (b, c) => `【${b}】您的驗證碼是 ${c}，5分鐘內有效。`,
    taken: (b) => `【${b}】此號碼已註冊，請直接登入或重設密碼。`,
  },
  VI: {
    code: (b, c) => `${b}: mã xác minh của bạn là ${c}, có hiệu lực trong 5 phút.`,
    taken: (b) => `${b}: số này đã có tài khoản. Hãy đăng nhập hoặc đặt lại mật khẩu.`,
  },
  TH: {
    code: (b, c) => `${b}: รหัสยืนยันของคุณคือ ${c} ใช้ได้ภายใน 5 นาที`,
    taken: (b) => `${b}: หมายเลขนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบหรือรีเซ็ตรหัสผ่าน`,
  },
};

function textsFor(language: string | undefined) {
  return TEXTS[(language ?? '').trim().toUpperCase()] ?? EN;
}

/**
 * Checks the number, the module and every limit, then sends a code (or, where a code would
 * reveal or give nothing, sends nothing) and resolves: the caller answers success either way.
 *
 * No enumeration: a login code for a number with no account is not sent, and a register
 * code for a number that already has an account is replaced by a notice to that number
 * ("already has an account, log in or reset your password") without a code. Both count
 * against the same limits as a real send, so the answers and throttles look the same.
 */
export async function requestSmsCode(
  db: Database,
  merchant: Merchant,
  request: SmsRequest,
  {
    now = Date.now(),
    provider = sandboxSmsProvider,
    dailyQuota = SMS_DAILY_QUOTA,
  }: SmsOptions = {},
): Promise<void> {
  const { purpose, clientId, ip } = request;
  const module = purpose === 'register' ? MODULE.smsVerify : MODULE.smsLogin;
  if (!enabledModules(merchant.settings.modules).has(module)) {
    throw new PlatformError('OPERATION_NOT_ALLOWED', { status: 403 });
  }
  const mobile = (request.mobile ?? '').trim();
  if (mobile === '') throw new PlatformError('PHONE_MISSING');
  const rule = merchant.settings.register.rules['mobileNum'] ?? DEFAULT_MOBILE_RULE;
  if (checkField(mobile, rule, true)) throw new PlatformError('PHONE_INVALID');

  await db.transaction(async (tx) => {
    // One request per merchant and mobile at a time, so two clicks cannot both pass the limits.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`sms:${merchant.id}:${mobile}`]);
    await checkLimits(tx, merchant.id, { mobile, purpose, clientId, ip }, now, dailyQuota);
    await prune(tx, merchant.id, now);

    const registered = await isMobileRegistered(tx, merchant.id, mobile);
    const texts = textsFor(request.language);
    let text: string | undefined;
    if (purpose === 'login' && registered) {
      text = texts.code(merchant.name, await storeNewCode(tx, merchant.id, mobile, purpose, now));
    } else if (purpose === 'register') {
      text = registered
        ? texts.taken(merchant.name)
        : texts.code(merchant.name, await storeNewCode(tx, merchant.id, mobile, purpose, now));
    }
    await tx.query(
      `insert into sms_sends (merchant_id, mobile, purpose, client_id, ip, delivered, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [merchant.id, mobile, purpose, clientId, ip ?? null, text !== undefined, iso(now)],
    );
    if (text !== undefined)
      await provider.send(tx, { merchantId: merchant.id, mobile, purpose, text }, now);
  });
}

/** Forgets sends older than the longest window (a day) and codes that can no longer pass. */
async function prune(db: Queryable, merchantId: number, now: number): Promise<void> {
  await db.query('delete from sms_sends where merchant_id = $1 and sent_at < $2', [
    merchantId,
    iso(now - 2 * 86_400_000),
  ]);
  await db.query('delete from sms_codes where merchant_id = $1 and expires_at < $2', [
    merchantId,
    iso(now),
  ]);
}

/**
 * Reads the member area's table: whether a real (non-demo) member has this mobile.
 */
async function isMobileRegistered(
  db: Queryable,
  merchantId: number,
  mobile: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from members where merchant_id = $1 and mobile = $2 and role <> 4 limit 1',
    [merchantId, mobile],
  );
  return rows.length > 0;
}

function tooMany(retryAfter: number, message?: string): PlatformError {
  return new PlatformError('TOO_MANY_REQUESTS', {
    status: 429,
    value: { retryAfter },
    ...(message ? { message } : {}),
  });
}

async function checkLimits(
  db: Queryable,
  merchantId: number,
  {
    mobile,
    purpose,
    clientId,
    ip,
  }: { mobile: string; purpose: SmsPurpose; clientId: string; ip: string | undefined },
  now: number,
  dailyQuota: number,
): Promise<void> {
  const [client] = await db.query<{ last: Date | null }>(
    'select max(sent_at) as last from sms_sends where merchant_id = $1 and client_id = $2 and sent_at > $3',
    [merchantId, clientId, iso(now - SMS_THROTTLE_MS)],
  );
  if (client?.last) throw tooMany(1, 'Please wait a second before sending again.');

  const [same] = await db.query<{ last: Date | null }>(
    `select max(sent_at) as last from sms_sends
      where merchant_id = $1 and mobile = $2 and purpose = $3 and sent_at > $4`,
    [merchantId, mobile, purpose, iso(now - SMS_RESEND_MS)],
  );
  if (same?.last) {
    const wait = Math.max(1, Math.ceil((msOf(same.last) + SMS_RESEND_MS - now) / 1000));
    throw tooMany(wait, `A code was just sent; you can ask for a new one in ${wait} seconds.`);
  }

  const [hour] = await db.query<{ n: number }>(
    'select count(*)::int as n from sms_sends where merchant_id = $1 and mobile = $2 and sent_at > $3',
    [merchantId, mobile, iso(now - 3600_000)],
  );
  if ((hour?.n ?? 0) >= SMS_PER_MOBILE_PER_HOUR) throw tooMany(SMS_TOO_MANY_WAIT_S);

  if (ip) {
    const [byIp] = await db.query<{ n: number }>(
      'select count(*)::int as n from sms_sends where merchant_id = $1 and ip = $2 and sent_at > $3',
      [merchantId, ip, iso(now - 3600_000)],
    );
    if ((byIp?.n ?? 0) >= SMS_PER_IP_PER_HOUR) throw tooMany(SMS_TOO_MANY_WAIT_S);
  }

  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  const [today] = await db.query<{ n: number }>(
    'select count(*)::int as n from sms_sends where merchant_id = $1 and delivered and sent_at >= $2',
    [merchantId, day.toISOString()],
  );
  if ((today?.n ?? 0) >= dailyQuota) throw new PlatformError('SMS_QUOTA_EXCEEDED', { status: 429 });
}

async function storeNewCode(
  db: Queryable,
  merchantId: number,
  mobile: string,
  purpose: SmsPurpose,
  now: number,
): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await db.query(
    `insert into sms_codes (merchant_id, mobile, purpose, code_hash, attempts, expires_at)
     values ($1, $2, $3, $4, 0, $5)
     on conflict (merchant_id, mobile, purpose) do update
       set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
    [
      merchantId,
      mobile,
      purpose,
      codeHash(merchantId, mobile, purpose, code),
      iso(now + SMS_CODE_TTL_MS),
    ],
  );
  return code;
}

export type SmsCodeCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'too-many';

/**
 * Checks a code the visitor typed for this mobile and purpose. 'ok' uses the code up; five
 * wrong guesses burn it ('too-many' on the fifth); an expired code is burnt ('expired');
 * no live code or a wrong one is 'invalid'; an empty one 'missing' (and costs no guess).
 */
export async function consumeSmsCode(
  db: Queryable,
  merchantId: number,
  mobile: string,
  purpose: SmsPurpose,
  code: string | undefined,
  { now = Date.now() }: { now?: number } = {},
): Promise<SmsCodeCheck> {
  const typed = (code ?? '').trim();
  if (typed === '') return 'missing';
  const number = mobile.trim();
  // Counting the guess first makes the limit hold under concurrent guesses.
  const [row] = await db.query<{ code_hash: string; attempts: number; expires_at: Date }>(
    `update sms_codes set attempts = attempts + 1
      where merchant_id = $1 and mobile = $2 and purpose = $3
      returning code_hash, attempts, expires_at`,
    [merchantId, number, purpose],
  );
  if (!row) return 'invalid';
  const burn = () =>
    db.query(
      `delete from sms_codes
        where merchant_id = $1 and mobile = $2 and purpose = $3 and code_hash = $4
        returning merchant_id`,
      [merchantId, number, purpose, row.code_hash],
    );
  if (msOf(row.expires_at) <= now) {
    await burn();
    return 'expired';
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(merchantId, number, purpose, typed), 'hex');
  if (row.attempts <= SMS_MAX_GUESSES && timingSafeEqual(expected, given)) {
    // Only one of two simultaneous correct answers deletes the row and wins.
    const deleted = await burn();
    return deleted.length > 0 ? 'ok' : 'invalid';
  }
  if (row.attempts >= SMS_MAX_GUESSES) {
    await burn();
    return 'too-many';
  }
  return 'invalid';
}

/** The PlatformError a failed check stands for (for login and register answers). */
export function smsCheckError(check: SmsCodeCheck): PlatformError | undefined {
  switch (check) {
    case 'ok':
      return undefined;
    case 'missing':
      return new PlatformError('CODE_MISSING');
    case 'invalid':
      return new PlatformError('CODE_INVALID');
    case 'expired':
      return new PlatformError('CODE_EXPIRED');
    case 'too-many':
      return new PlatformError('TOO_MANY_REQUESTS', {
        status: 429,
        value: { retryAfter: SMS_TOO_MANY_WAIT_S },
      });
  }
}
