import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import { SandboxCallbackSchema, type SandboxOutcome } from '../../../contract/sandbox.ts';
import type { Queryable } from '../db/database.ts';
import {
  CALLBACK_PATH_PREFIX,
  gatewaySecret,
  type GatewayCallback,
  type IncomingCallback,
  type PaymentGateway,
} from './payment-gateway.ts';

export const SANDBOX = 'sandbox';
export const SANDBOX_PAY_PATH = '/wps/sandbox/pay';
export const SANDBOX_CALLBACK_PATH = `${CALLBACK_PATH_PREFIX}/${SANDBOX}`;
export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';

/** 18 random bytes: unguessable, so only whoever was given the pay link can pay it. */
const REF_BYTES = 18;
const REF_SHAPE = /^sbx_[A-Za-z0-9_-]{24}$/;

export function isSandboxRef(ref: string): boolean {
  return REF_SHAPE.test(ref);
}

/** Hex HMAC-SHA256 of the exact body bytes under the merchant's sandbox secret. */
export function signSandboxBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // Lengths are not secret (every valid signature is 64 hex digits); contents are compared in
  // constant time so a forger learns nothing from how long a refusal took.
  return a.length === b.length && timingSafeEqual(a, b);
}

async function merchantOfRef(db: Queryable, ref: string): Promise<number | undefined> {
  const [row] = await db.query<{ merchant_id: number }>(
    'select merchant_id from sandbox_payments where payment_ref = $1',
    [ref],
  );
  return row?.merchant_id;
}

/**
 * The built-in gateway: payments live in sandbox_payments, the payer decides on the sandbox
 * page (sandbox-routes.ts), and callbacks are signed with HMAC-SHA256 in X-Sandbox-Signature.
 */
export const sandboxGateway: PaymentGateway = {
  kind: SANDBOX,
  async createPayment(tx, request) {
    const paymentRef = `sbx_${randomBytes(REF_BYTES).toString('base64url')}`;
    await tx.query(
      `insert into sandbox_payments (payment_ref, merchant_id, amount, description)
       values ($1, $2, $3, $4)`,
      [paymentRef, request.merchant.id, request.amount, request.methodName],
    );
    return { paymentRef, payUrl: `${request.platformOrigin}${SANDBOX_PAY_PATH}/${paymentRef}` };
  },
  async verifyCallback(db, incoming: IncomingCallback): Promise<GatewayCallback | undefined> {
    const signature = incoming.header(SANDBOX_SIGNATURE_HEADER)?.trim() ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(incoming.body);
    } catch {
      return undefined;
    }
    // The reference names the merchant whose secret must have signed the body; nothing else
    // in the body is looked at before the signature holds.
    const ref = (parsed as { paymentRef?: unknown } | null)?.paymentRef;
    if (typeof ref !== 'string' || !isSandboxRef(ref) || signature === '') return undefined;
    const merchantId = await merchantOfRef(db, ref);
    if (merchantId === undefined) return undefined;
    const secret = await gatewaySecret(db, merchantId, SANDBOX);
    if (!sameSignature(signSandboxBody(secret, incoming.body), signature)) return undefined;
    const callback = v.safeParse(SandboxCallbackSchema, parsed);
    if (!callback.success) {
      throw new PlatformError('BAD_REQUEST', { message: 'The callback body is malformed.' });
    }
    return callback.output;
  },
};

export interface SandboxPayment {
  paymentRef: string;
  merchantId: number;
  merchantName: string;
  currency: { code: string; minorUnits: number };
  amount: number;
  description: string;
  outcome: SandboxOutcome | null;
}

/** A sandbox payment with what its page shows, or undefined for an unknown reference. */
export async function findSandboxPayment(
  db: Queryable,
  ref: string,
): Promise<SandboxPayment | undefined> {
  if (!isSandboxRef(ref)) return undefined;
  const [row] = await db.query<{
    merchant_id: number;
    name: string;
    currency_code: string;
    currency_minor_units: number;
    amount: number;
    description: string;
    outcome: SandboxOutcome | null;
  }>(
    `select p.merchant_id, m.name, m.currency_code, m.currency_minor_units, p.amount,
            p.description, p.outcome
       from sandbox_payments p join merchants m on m.id = p.merchant_id
      where p.payment_ref = $1`,
    [ref],
  );
  if (!row) return undefined;
  return {
    paymentRef: ref,
    merchantId: row.merchant_id,
    merchantName: row.name,
    currency: { code: row.currency_code, minorUnits: row.currency_minor_units },
    amount: row.amount,
    description: row.description,
    outcome: row.outcome,
  };
}

/**
 * Records the payer's choice. The first choice is final, as at a real provider: a payment
 * that went through cannot be failed afterwards, nor a failed one paid. Answers the outcome
 * that stands.
 */
export async function decideSandboxPayment(
  db: Queryable,
  ref: string,
  outcome: SandboxOutcome,
): Promise<SandboxOutcome> {
  await db.query(
    `update sandbox_payments set outcome = $2, decided_at = now()
      where payment_ref = $1 and outcome is null`,
    [ref, outcome],
  );
  const [row] = await db.query<{ outcome: SandboxOutcome }>(
    'select outcome from sandbox_payments where payment_ref = $1',
    [ref],
  );
  if (!row) throw new PlatformError('NOT_FOUND');
  return row.outcome;
}

/** The callback the sandbox sends for a decided payment: its body and signature. */
export async function sandboxCallback(
  db: Queryable,
  payment: Pick<SandboxPayment, 'paymentRef' | 'merchantId' | 'amount'>,
  outcome: SandboxOutcome,
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify({
    paymentRef: payment.paymentRef,
    status: outcome,
    amount: payment.amount,
  });
  const secret = await gatewaySecret(db, payment.merchantId, SANDBOX);
  return { body, signature: signSandboxBody(secret, body) };
}
