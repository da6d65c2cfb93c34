import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { failure } from '../http/failure.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  SandboxOutcomeSchema,
  decideSandboxPayment,
  findSandboxPayment,
  sandboxCallback,
  type SandboxOutcome,
  type SandboxPayment,
} from './sandbox-gateway.ts';
import { notFoundPage, payPage, resultPage, type Page } from './sandbox-pay-page.ts';
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
  const outcome = v.safeParse(SandboxOutcomeSchema, (fields as { outcome?: unknown })?.outcome);
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

/**
 * The sandbox gateway's pay page, GET and POST /wps/sandbox/pay/:paymentRef. The payer opens
 * the link from the deposit page, chooses Pay or Fail payment, and the sandbox then does what
 * a real provider does: it sends its signed callback to the platform (payInSandbox). Every
 * post sends it again (a gateway retrying); the platform settles once.
 */
export function sandboxPayRoutes(app: Hono<AppEnv>, gateway: PaymentGateway): void {
  const path = `${SANDBOX_PAY_PATH}/:paymentRef`;

  app.get(path, async (c) => {
    const payment = await findSandboxPayment(c.var.services.db, c.req.param('paymentRef'));
    if (!payment) return page(c, notFoundPage(), 404);
    if (payment.outcome) return page(c, resultPage(payment, payment.outcome), 200);
    return page(c, payPage(payment, `${SANDBOX_PAY_PATH}/${payment.paymentRef}`), 200);
  });

  app.post(path, async (c) => {
    const { db } = c.var.services;
    const json = wantsJson(c);
    const payment = await findSandboxPayment(db, c.req.param('paymentRef'));
    if (!payment) return json ? failure(c, 'NOT_FOUND', 404) : page(c, notFoundPage(), 404);
    const chosen = await readOutcome(c);
    if (!chosen) {
      const message = 'outcome must be PAID or FAILED.';
      if (json) return failure(c, 'BAD_REQUEST', 400, message);
      return page(c, payPage(payment, `${SANDBOX_PAY_PATH}/${payment.paymentRef}`), 400);
    }
    const { outcome, status } = await payInSandbox(db, gateway, payment, chosen);
    if (json) return c.json({ success: true, value: { delivered: true, status } });
    return page(c, resultPage(payment, outcome), 200);
  });
}
