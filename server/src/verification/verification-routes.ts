import type { Hono } from 'hono';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { sandboxSmsOutbox } from '../../../contract/sandbox.ts';
import { smsNoLogin, smsRegister } from '../../../contract/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import { mobileOf } from '../member/mobile.ts';
import { outboxMerchant } from '../providers/outbox-merchant.ts';
import { readSandboxOutbox, type SmsProvider } from './sms-provider.ts';
import { requestSmsCode, type SmsOptions, type SmsPurpose } from './sms-service.ts';

/** The dev-only outbox read of the sandbox provider (see sandboxOutboxRoute). */
export const SANDBOX_OUTBOX_PATH = sandboxSmsOutbox.path;

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
      if (!provider) throw new PlatformError('OPERATION_NOT_ALLOWED');
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
 * GET /wps/sandbox/sms?mobile=0912345678 (contract/sandbox.ts sandboxSmsOutbox): the texts
 * sent to that number, newest first, for the merchant of `brand`/`merchant` in the query, or
 * else the one the request resolves to (the Merchant header or the host). For developers and
 * the e2e suite, which runs the server in another process; it exists only while the sandbox
 * provider is the SMS provider.
 */
function sandboxOutboxRoute(app: Hono<AppEnv>): void {
  registerEndpoint(
    app,
    sandboxSmsOutbox,
    async ({ mobile }, { db, merchant }) => {
      if (!mobile?.trim()) throw new PlatformError('PHONE_MISSING');
      // Any spelling of the number reads the one outbox: 0912…, +84912….
      const number = mobileOf(merchant.settings, mobile.trim());
      return readSandboxOutbox(db, merchant.id, number);
    },
    { merchantOf: outboxMerchant(sandboxSmsOutbox.input) },
  );
}
