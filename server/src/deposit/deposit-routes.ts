import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Deposit } from '../../../contract/deposit.ts';
import { PlatformError } from '../../../contract/errors.ts';
import {
  depositCreate,
  depositMethods,
  depositRecords,
  depositStatus,
} from '../../../contract/deposit.ts';
import { sandboxPaymentCallback } from '../../../contract/sandbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import { sessionOf } from '../session/authenticate.ts';
import {
  createDeposit,
  depositRecordsOf,
  depositStatusOf,
  listDepositMethods,
} from './deposit-service.ts';
import { CALLBACK_PATH_PREFIX, type PaymentGateway } from './payment-gateway.ts';
import { SANDBOX } from './sandbox-gateway.ts';
import { withPayTickets } from './sandbox-pay-ticket.ts';
import { sandboxPayRoutes } from './sandbox-routes.ts';
import { receiveCallback } from './settle-deposit.ts';

const FORWARDED_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the caller reached this platform at, for the pay link it gets back (the site
 * and the API may live on different hosts). Behind a trusted proxy, its forwarded scheme and
 * host; the link goes only to the caller itself, so a forged Host harms nobody else.
 */
function platformOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (!c.var.services.trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${host && FORWARDED_HOST.test(host) ? host : url.host}`;
}

/**
 * The gateway; OPERATION_NOT_ALLOWED without one. The DEPOSIT module is the endpoints'
 * `requires`, and the server turns it off when there is no gateway.
 */
function requireGateway(call: CallContext, gateway: PaymentGateway | undefined): PaymentGateway {
  if (!gateway) throw new PlatformError('OPERATION_NOT_ALLOWED');
  return gateway;
}

/**
 * The deposit calls (contract/deposit.ts), the gateway's callback route
 * (POST /wps/payment/callback/<kind>) and, with the sandbox gateway, its pay page. A real
 * provider plugs in as `depositRoutes({ gateway })` and mounts no sandbox page. Without a
 * gateway deposits are off: methods and create answer OPERATION_NOT_ALLOWED (the server also
 * reports DEPOSIT off); a member's past deposits stay readable.
 */
export function depositRoutes(options: { gateway: PaymentGateway | undefined }) {
  const { gateway } = options;
  const sandbox = gateway?.kind === SANDBOX;
  // The sandbox pay page pays only with a ticket from the owner's session (sandbox-pay-ticket.ts).
  const forOwner = async (call: CallContext, deposits: Deposit[]): Promise<Deposit[]> => {
    if (!sandbox) return deposits;
    const { tokenHash } = sessionOf(call);
    return withPayTickets(call.db, deposits, { merchantId: call.merchant.id, tokenHash });
  };
  const one = async (call: CallContext, deposit: Deposit) =>
    (await forOwner(call, [deposit]))[0] ?? deposit;
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, depositMethods, (_input, call) => {
      requireGateway(call, gateway);
      return listDepositMethods(call);
    });
    registerEndpoint(app, depositCreate, async (input, call) =>
      one(
        call,
        await createDeposit(input, call, requireGateway(call, gateway), platformOrigin(call.c)),
      ),
    );
    registerEndpoint(app, depositStatus, async (input, call) =>
      one(call, await depositStatusOf(input.id, call)),
    );
    registerEndpoint(app, depositRecords, async (input, call) => {
      const page = await depositRecordsOf(input, call);
      return { ...page, items: await forOwner(call, page.items) };
    });
    if (!gateway) return;

    // The gateway calls this, not a member: no session and no Merchant header; the signature
    // over the raw body is the only credential, so it is read raw, not through
    // registerEndpoint. Every gateway answers like the sandbox's (sandboxPaymentCallback).
    app.post(`${CALLBACK_PATH_PREFIX}/${gateway.kind}`, async (c) => {
      const body = await c.req.text();
      const status = await receiveCallback(c.var.services.db, gateway, {
        body,
        header: (name) => c.req.header(name),
      });
      return c.json({ success: true, value: v.parse(sandboxPaymentCallback.value, { status }) });
    });

    if (sandbox) sandboxPayRoutes(app, gateway);
  };
}
