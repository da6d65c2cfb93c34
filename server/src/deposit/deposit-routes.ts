import type { Context, Hono } from 'hono';
import {
  depositCreate,
  depositMethods,
  depositRecords,
  depositStatus,
} from '../../../contract/deposit.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import {
  createDeposit,
  depositRecordsOf,
  depositStatusOf,
  listDepositMethods,
} from './deposit-service.ts';
import { CALLBACK_PATH_PREFIX, type PaymentGateway } from './payment-gateway.ts';
import { sandboxGateway } from './sandbox-gateway.ts';
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
 * The deposit calls (contract/deposit.ts), the gateway's callback route
 * (POST /wps/payment/callback/<kind>) and, with the sandbox gateway, its pay page. A real
 * provider plugs in as `depositRoutes({ gateway })` and mounts no sandbox page.
 */
export function depositRoutes(options: { gateway?: PaymentGateway } = {}) {
  const gateway = options.gateway ?? sandboxGateway;
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, depositMethods, (_input, call) => listDepositMethods(call));
    registerEndpoint(app, depositCreate, (input, call) =>
      createDeposit(input, call, gateway, platformOrigin(call.c)),
    );
    registerEndpoint(app, depositStatus, (input, call) => depositStatusOf(input.id, call));
    registerEndpoint(app, depositRecords, (input, call) => depositRecordsOf(input, call));

    // The gateway calls this, not a member: no session and no Merchant header; the signature
    // over the raw body is the only credential.
    app.post(`${CALLBACK_PATH_PREFIX}/${gateway.kind}`, async (c) => {
      const body = await c.req.text();
      const status = await receiveCallback(c.var.services.db, gateway, {
        body,
        header: (name) => c.req.header(name),
      });
      return c.json({ success: true, value: { status } });
    });

    if (gateway.kind === sandboxGateway.kind) sandboxPayRoutes(app, gateway);
  };
}

export const registerDepositRoutes = depositRoutes();
