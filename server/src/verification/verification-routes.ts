import type { Context, Hono } from 'hono';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { smsNoLogin, smsRegister } from '../../../contract/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint, type CallContext } from '../http/register-endpoint.ts';
import { resolveMerchant } from '../http/resolve-merchant.ts';
import {
  findMerchantByBrand,
  findMerchantByCode,
  type Merchant,
} from '../merchant/merchant-store.ts';
import { mobileOf } from '../member/mobile.ts';
import { readSandboxOutbox, type SmsProvider } from './sms-provider.ts';
import { requestSmsCode, type SmsOptions, type SmsPurpose } from './sms-service.ts';

/** The dev-only outbox read of the sandbox provider (see sandboxOutboxRoute). */
export const SANDBOX_OUTBOX_PATH = '/wps/sandbox/sms';

const SENT = 'If the number can receive it, a code is on its way.';

/**
 * POST /wps/verification/sms/noLogin and /sms/register; with the sandbox provider also
 * GET /wps/sandbox/sms?mobile=… (the outbox). A real provider mounts no outbox route, and
 * without a provider SMS is off: both calls answer OPERATION_NOT_ALLOWED (the server also
 * reports SMSVERIFY and SMSLOGIN off, see providers.ts).
 */
export function verificationRoutes(options: SmsOptions & { provider: SmsProvider | undefined }) {
  const { provider } = options;
  return (app: Hono<AppEnv>): void => {
    const send = async (
      purpose: SmsPurpose,
      input: { mobileNo?: string | undefined; clientId: string },
      call: CallContext,
    ) => {
      if (!provider) throw new PlatformError('OPERATION_NOT_ALLOWED', { status: 403 });
      await requestSmsCode(
        call.db,
        call.merchant,
        {
          mobile: input.mobileNo,
          clientId: input.clientId,
          purpose,
          ip: call.clientIp,
          language: call.c.req.header(LANGUAGE_HEADER),
        },
        { ...options, provider },
      );
      return { message: SENT };
    };
    registerEndpoint(app, smsNoLogin, (input, call) => send('login', input, call));
    registerEndpoint(app, smsRegister, (input, call) => send('register', input, call));
    if (provider?.kind === 'sandbox') sandboxOutboxRoute(app);
  };
}

/**
 * `?brand=aurora` or `?merchant=AURORA01` (for a test process where `<brand>.localhost` does
 * not resolve, reaching the server as 127.0.0.1), else the usual header or host.
 */
async function outboxMerchant(c: Context<AppEnv>): Promise<Merchant> {
  const { db, brandIds } = c.var.services;
  const brand = c.req.query('brand');
  const code = c.req.query('merchant');
  if (!brand && !code) return resolveMerchant(c);
  const merchant = brand
    ? brandIds.includes(brand)
      ? await findMerchantByBrand(db, brand)
      : undefined
    : await findMerchantByCode(db, code ?? '', brandIds);
  if (!merchant) throw new PlatformError('UNKNOWN_MERCHANT', { status: 404 });
  return merchant;
}

/**
 * GET /wps/sandbox/sms?mobile=0912345678 → `{ success: true, value: [{ mobile, purpose,
 * text, code, createdAt }] }`, newest first, for the merchant of `brand`/`merchant` in the
 * query, or else the one the request resolves to (the Merchant header or the host). For developers and the e2e suite, which runs the server in
 * another process; it exists only while the sandbox provider is the SMS provider.
 */
function sandboxOutboxRoute(app: Hono<AppEnv>): void {
  app.get(SANDBOX_OUTBOX_PATH, async (c) => {
    const merchant = await outboxMerchant(c);
    const mobile = c.req.query('mobile')?.trim();
    if (!mobile) throw new PlatformError('PHONE_MISSING');
    // Any spelling of the number reads the one outbox: 0912…, +84912….
    const number = mobileOf(merchant.settings, mobile);
    const messages = await readSandboxOutbox(c.var.services.db, merchant.id, number);
    return c.json({ success: true, value: messages });
  });
}
