import type { Context, Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import { MODULE, enabledModules } from '../../../contract/modules.ts';
import { changePassword, forgotPassword, resetPassword } from '../../../contract/password.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { resolveMerchant } from '../http/resolve-merchant.ts';
import {
  findMerchantByBrand,
  findMerchantByCode,
  type Merchant,
} from '../merchant/merchant-store.ts';
import { readEmailOutbox, type EmailProvider } from './email-provider.ts';
import {
  changeMemberPassword,
  requestPasswordReset,
  resetMemberPassword,
} from './password-service.ts';

/** The dev-only outbox read of the sandbox email provider. */
export const SANDBOX_EMAIL_PATH = '/wps/sandbox/email';

/**
 * POST /wps/member/password (change), /password/email (forgot) and /password/reset (the
 * mailed link's target); with the sandbox provider also GET /wps/sandbox/email?to=….
 * Forgot password needs the FORGOTPWD module and a provider (without one the server reports
 * the module off); otherwise it answers OPERATION_NOT_ALLOWED. A link mailed earlier still
 * resets: it was sent, and it expires on its own.
 */
export function passwordRoutes(options: { provider: EmailProvider | undefined }) {
  const { provider } = options;
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, changePassword, (input, call) => changeMemberPassword(input, call));
    registerEndpoint(app, forgotPassword, (input, call) => {
      const on = enabledModules(call.merchant.settings.modules).has(MODULE.forgotPassword);
      if (!provider || !on) throw new PlatformError('OPERATION_NOT_ALLOWED', { status: 403 });
      return requestPasswordReset(input, call, provider);
    });
    registerEndpoint(app, resetPassword, (input, call) => resetMemberPassword(input, call));
    if (provider?.kind === 'sandbox') sandboxEmailRoute(app);
  };
}

/** `?brand=` or `?merchant=` (a test process reaching the server as 127.0.0.1), else header or host. */
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
 * GET /wps/sandbox/email?to=a@example.com → `{ success: true, value: [{ to, subject, text,
 * link, createdAt }] }`, newest first. For developers and the e2e suite; it exists only while
 * the sandbox provider is the email provider.
 */
function sandboxEmailRoute(app: Hono<AppEnv>): void {
  app.get(SANDBOX_EMAIL_PATH, async (c) => {
    const merchant = await outboxMerchant(c);
    const to = c.req.query('to')?.trim();
    if (!to) throw new PlatformError('BAD_REQUEST', { message: 'to: the address is missing.' });
    const messages = await readEmailOutbox(c.var.services.db, merchant.id, to);
    return c.json({ success: true, value: messages });
  });
}
