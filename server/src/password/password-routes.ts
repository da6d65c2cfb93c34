import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import { changePassword, forgotPassword, resetPassword } from '../../../contract/password.ts';
import { sandboxEmailOutbox } from '../../../contract/sandbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { outboxMerchant } from '../providers/outbox-merchant.ts';
import { readEmailOutbox, type EmailProvider } from './email-provider.ts';
import {
  changeMemberPassword,
  requestPasswordReset,
  resetMemberPassword,
} from './password-service.ts';

/** The dev-only outbox read of the sandbox email provider. */
export const SANDBOX_EMAIL_PATH = sandboxEmailOutbox.path;

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
      // FORGOTPWD is the endpoint's `requires`; without a provider the server turns it off.
      if (!provider) throw new PlatformError('OPERATION_NOT_ALLOWED');
      return requestPasswordReset(input, call, provider);
    });
    registerEndpoint(app, resetPassword, (input, call) => resetMemberPassword(input, call));
    if (provider?.kind === 'sandbox') sandboxEmailRoute(app);
  };
}

/**
 * GET /wps/sandbox/email?to=a@example.com (contract/sandbox.ts sandboxEmailOutbox): the mails
 * sent to that address, newest first. For developers and the e2e suite; it exists only while
 * the sandbox provider is the email provider.
 */
function sandboxEmailRoute(app: Hono<AppEnv>): void {
  registerEndpoint(
    app,
    sandboxEmailOutbox,
    async ({ to }, { db, merchant }) => {
      if (!to?.trim()) {
        throw new PlatformError('BAD_REQUEST', { message: 'to: the address is missing.' });
      }
      return readEmailOutbox(db, merchant.id, to.trim());
    },
    { merchantOf: outboxMerchant(sandboxEmailOutbox.input) },
  );
}
