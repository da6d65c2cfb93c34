import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  sandboxPay,
  sandboxPayForm,
  sandboxPayPage,
  SandboxOutcomeSchema,
  type SandboxOutcome,
} from '../../../contract/sandbox.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { failure } from '../http/failure.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  decideSandboxPayment,
  findSandboxPayment,
  sandboxCallback,
  type SandboxPayment,
} from './sandbox-gateway.ts';
import { notFoundPage, payPage, resultPage, type Page } from './sandbox-pay-page.ts';
import { isOwnersTicket, PAY_TICKET_PARAM } from './sandbox-pay-ticket.ts';
import { receiveCallback, type DepositStatus } from './settle-deposit.ts';

function page(c: Context<AppEnv>, { html, csp }: Page, status: 200 | 400 | 404) {
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/** The payer's choice from a form post (`outcome=PAID`) or a JSON body (`{"outcome":…}`). */
async function readOutcome(c: Context<AppEnv>): Promise<SandboxOutcome | undefined> {
  let fields: unknown;
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    fields = await c.req.json<unknown>().catch(() => undefined);
  } else {
    fields = await c.req.parseBody().catch(() => undefined);
  }
  const outcome = v.safeParse(
    SandboxOutcomeSchema,
    (fields as { outcome?: unknown } | undefined)?.outcome,
  );
  return outcome.success ? outcome.output : undefined;
}

/**
 * What the sandbox does when the payer chooses: records the choice (the first one stands)
 * and sends its signed callback, handed to receiveCallback exactly as one arriving at
 * /wps/payment/callback/sandbox over HTTP would be. Answers the outcome that stands and the
 * deposit's status after the callback. Property tests drive deposits through this too.
 */
export async function payInSandbox(
  db: Database,
  gateway: PaymentGateway,
  payment: Pick<SandboxPayment, 'paymentRef' | 'merchantId' | 'amount'>,
  chosen: SandboxOutcome,
): Promise<{ outcome: SandboxOutcome; status: DepositStatus }> {
  const outcome = await decideSandboxPayment(db, payment.paymentRef, chosen);
  const callback = await sandboxCallback(db, payment, outcome);
  const status = await receiveCallback(db, gateway, {
    body: callback.body,
    header: (name) =>
      name.toLowerCase() === SANDBOX_SIGNATURE_HEADER.toLowerCase()
        ? callback.signature
        : undefined,
  });
  return { outcome, status };
}

/** The payment of the link, only when its ticket is the owner's (sandbox-pay-ticket.ts). */
async function ownersPayment(c: Context<AppEnv>): Promise<SandboxPayment | undefined> {
  const { db } = c.var.services;
  const payment = await findSandboxPayment(db, c.req.param('paymentRef') ?? '');
  if (!payment) return undefined;
  const ticket = c.req.query(PAY_TICKET_PARAM);
  return (await isOwnersTicket(db, payment, ticket)) ? payment : undefined;
}

/** The form posts back to the link it was opened with, ticket included. */
function actionOf(c: Context<AppEnv>, payment: SandboxPayment): string {
  const ticket = encodeURIComponent(c.req.query(PAY_TICKET_PARAM) ?? '');
  return `${SANDBOX_PAY_PATH}/${payment.paymentRef}?${PAY_TICKET_PARAM}=${ticket}`;
}

/**
 * The sandbox gateway's pay page, GET and POST /wps/sandbox/pay/:paymentRef?ticket=…
 * (contract/sandbox.ts: sandboxPayPage, sandboxPayForm, and sandboxPay for a JSON post). The
 * payer opens the link from the deposit page, chooses Pay or Fail payment, and the sandbox
 * then does what a real provider does: it sends its signed callback to the platform
 * (payInSandbox). Every post sends it again (a gateway retrying); the platform settles once.
 * Without the owner's ticket the page is not found and a JSON post answers NOT_LOGGED_IN:
 * knowing a payment reference pays nothing.
 */
export function sandboxPayRoutes(app: Hono<AppEnv>, gateway: PaymentGateway): void {
  // One path serves the page, its form post and the JSON call; the contract names it once.
  const path = sandboxPayPage.path;
  if (sandboxPayForm.path !== path || sandboxPay.path !== path) {
    throw new Error('The sandbox pay page, its form and sandboxPay must share one path.');
  }

  app.get(path, async (c) => {
    const payment = await ownersPayment(c);
    if (!payment) return page(c, notFoundPage(), 404);
    if (payment.outcome) return page(c, resultPage(payment, payment.outcome), 200);
    return page(c, payPage(payment, actionOf(c, payment)), 200);
  });

  app.post(path, async (c) => {
    const { db } = c.var.services;
    const json = wantsJson(c);
    const payment = await ownersPayment(c);
    if (!payment) {
      if (!json) return page(c, notFoundPage(), 404);
      const message = 'Open the pay link from your deposit page while logged in.';
      return failure(c, 'NOT_LOGGED_IN', message);
    }
    const chosen = await readOutcome(c);
    if (!chosen) {
      const message = 'outcome must be PAID or FAILED.';
      if (json) return failure(c, 'BAD_REQUEST', message);
      return page(c, payPage(payment, actionOf(c, payment)), 400);
    }
    const { outcome, status } = await payInSandbox(db, gateway, payment, chosen);
    if (json) {
      return c.json({
        success: true,
        value: v.parse(sandboxPay.value, { delivered: true, status }),
      });
    }
    return page(c, resultPage(payment, outcome), 200);
  });
}
