import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';

/** What the platform asks a gateway to collect for one deposit. */
export interface PaymentRequest {
  merchant: Merchant;
  depositId: number;
  /** Minor units of the merchant currency. */
  amount: number;
  /** The deposit method's name, shown to the payer. */
  methodName: string;
  /** This platform's own origin as the request reached it (the sandbox page lives there). */
  platformOrigin: string;
}

export interface CreatedPayment {
  /** The gateway's reference of the payment; its callbacks name it. */
  paymentRef: string;
  /** Where the payer completes the payment. */
  payUrl: string;
}

/** What a verified callback reports. */
export interface GatewayCallback {
  paymentRef: string;
  status: 'PAID' | 'FAILED';
  amount: number;
}

export interface IncomingCallback {
  /** The raw body exactly as received: signatures are over bytes, not over parsed JSON. */
  body: string;
  header(name: string): string | undefined;
}

/**
 * A payment gateway (DESIGN "Outside services"). The reference platform ships the sandbox;
 * a real provider implements the same two steps: open a payment for a deposit, and verify
 * and read a callback (undefined when its signature does not hold, so nothing is trusted).
 */
export interface PaymentGateway {
  /** Names the callback route, /wps/payment/callback/<kind>, and the deposits it holds. */
  readonly kind: 'sandbox' | (string & {});
  /** Runs inside the deposit's database transaction, so a failure leaves no deposit. */
  createPayment(tx: Queryable, request: PaymentRequest): Promise<CreatedPayment>;
  verifyCallback(db: Queryable, incoming: IncomingCallback): Promise<GatewayCallback | undefined>;
}

export const CALLBACK_PATH_PREFIX = '/wps/payment/callback';

const SECRET_BYTES = 32;

/**
 * The merchant's signing secret for a gateway, drawn on first use. Two first uses at once
 * both insert-or-skip and then read the one that won, so both sign with the same secret.
 */
export async function gatewaySecret(
  db: Queryable,
  merchantId: number,
  gateway: string,
): Promise<string> {
  await db.query(
    `insert into payment_gateway_secrets (merchant_id, gateway, secret) values ($1, $2, $3)
     on conflict (merchant_id, gateway) do nothing`,
    [merchantId, gateway, randomBytes(SECRET_BYTES).toString('base64url')],
  );
  const [row] = await db.query<{ secret: string }>(
    'select secret from payment_gateway_secrets where merchant_id = $1 and gateway = $2',
    [merchantId, gateway],
  );
  if (!row) throw new Error(`No ${gateway} gateway secret for merchant ${merchantId}.`);
  return row.secret;
}
