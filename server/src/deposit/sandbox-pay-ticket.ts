import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deposit } from '../../../contract/deposit.ts';
import type { Queryable } from '../db/database.ts';
import { SESSION_IDLE_MINUTES } from '../session/session-store.ts';
import { gatewaySecret } from './payment-gateway.ts';
import { SANDBOX, SANDBOX_PAY_PATH } from './sandbox-gateway.ts';

/**
 * The sandbox pay page pays only for the member who owns the deposit. The page opens in a new
 * tab from the deposit page, where the bearer token (kept by the runtime, not in a cookie)
 * cannot follow, so every deposit answer given to the owner's session carries its pay link
 * with a ticket: HMAC(payment ref, session token hash). The page checks it against the live
 * sessions of the deposit's owner, so a ticket lives exactly as long as the session that got
 * it (logout, 2 hours idle, 7 days) and is worthless for another deposit. It is the same for
 * every answer to that session, so an idempotent replay of depositCreate answers the same link.
 * Nothing is stored: the key is derived from the merchant's sandbox gateway secret, which every
 * instance on the database shares.
 */
export const PAY_TICKET_PARAM = 'ticket';

const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function ticketKey(db: Queryable, merchantId: number): Promise<Buffer> {
  const secret = await gatewaySecret(db, merchantId, SANDBOX);
  // A key of its own, so a ticket can never double as a callback signature or the reverse.
  return createHmac('sha256', secret).update('sandbox pay ticket').digest();
}

function sign(key: Buffer, paymentRef: string, tokenHash: string): string {
  return createHmac('sha256', key).update(`${paymentRef}\n${tokenHash}`).digest('base64url');
}

/** The payment reference of a sandbox pay link, or undefined for any other link. */
function refOf(payUrl: string): string | undefined {
  try {
    const { pathname } = new URL(payUrl);
    const prefix = `${SANDBOX_PAY_PATH}/`;
    return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
  } catch {
    return undefined;
  }
}

/** The deposits as their owner's session sees them: pending sandbox pay links carry a ticket. */
export async function withPayTickets<T extends Pick<Deposit, 'payUrl' | 'status'>>(
  db: Queryable,
  deposits: T[],
  session: { merchantId: number; tokenHash: string },
): Promise<T[]> {
  if (!deposits.some((deposit) => deposit.status === 'PENDING')) return deposits;
  const key = await ticketKey(db, session.merchantId);
  return deposits.map((deposit) => {
    const ref = deposit.status === 'PENDING' ? refOf(deposit.payUrl) : undefined;
    if (ref === undefined) return deposit;
    const url = new URL(deposit.payUrl);
    url.searchParams.set(PAY_TICKET_PARAM, sign(key, ref, session.tokenHash));
    return { ...deposit, payUrl: url.toString() };
  });
}

/**
 * Whether the ticket was issued to a session that is still live and belongs to the member who
 * owns the deposit of this sandbox payment.
 */
export async function isOwnersTicket(
  db: Queryable,
  payment: { paymentRef: string; merchantId: number },
  ticket: string | undefined,
): Promise<boolean> {
  if (ticket === undefined || !TICKET_SHAPE.test(ticket)) return false;
  const sessions = await db.query<{ token_hash: string }>(
    `select s.token_hash from deposits d
       join sessions s on s.member_id = d.member_id and s.merchant_id = d.merchant_id
      where d.gateway = $1 and d.payment_ref = $2 and d.merchant_id = $3
        and s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - $4::int * interval '1 minute'`,
    [SANDBOX, payment.paymentRef, payment.merchantId, SESSION_IDLE_MINUTES],
  );
  if (sessions.length === 0) return false;
  const key = await ticketKey(db, payment.merchantId);
  const given = Buffer.from(ticket, 'utf8');
  return sessions.some(({ token_hash }) => {
    const expected = Buffer.from(sign(key, payment.paymentRef, token_hash), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
