import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PaymentGateway } from '../deposit/payment-gateway.ts';

/** A gateway's kind names its callback route (/wps/payment/callback/<kind>): a URL segment. */
const KIND_SHAPE = /^[a-z0-9][a-z0-9-]{0,31}$/;

function isGateway(value: unknown): value is PaymentGateway {
  const candidate = value as Partial<PaymentGateway> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.kind === 'string' &&
    typeof candidate.createPayment === 'function' &&
    typeof candidate.verifyCallback === 'function'
  );
}

/**
 * Loads a payment gateway from an ES module (WL_PAYMENT_MODULE): its default export is a
 * `PaymentGateway` (server/src/deposit/payment-gateway.ts) or a function answering one (it
 * gets the environment, so it reads its own keys). A wrong module stops the start with what
 * is wrong, rather than leaving deposits half working.
 */
export async function loadPaymentGateway(
  modulePath: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<PaymentGateway> {
  const where = `WL_PAYMENT_MODULE ${modulePath}`;
  let loaded: { default?: unknown };
  try {
    loaded = (await import(pathToFileURL(resolve(modulePath)).href)) as { default?: unknown };
  } catch (error: unknown) {
    throw new Error(
      `${where}: cannot be loaded (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const exported = loaded.default;
  const gateway: unknown =
    typeof exported === 'function' ? await (exported as (e: typeof env) => unknown)(env) : exported;
  if (!isGateway(gateway)) {
    throw new Error(
      `${where}: the default export must be a PaymentGateway { kind, createPayment, verifyCallback } or a function answering one.`,
    );
  }
  if (!KIND_SHAPE.test(gateway.kind) || gateway.kind === 'sandbox') {
    throw new Error(
      `${where}: kind "${gateway.kind}" must be 1–32 lower-case letters, digits or dashes, and not "sandbox".`,
    );
  }
  return gateway;
}
