import type * as v from 'valibot';
import type {
  Deposit,
  DepositMethod,
  depositCreate,
  depositRecords,
} from '../../../contract/deposit.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { DEMO_ROLE } from '../../../contract/roles.ts';
import type { Queryable } from '../db/database.ts';
import { isoRange, merchantDays } from '../history/date-range.ts';
import { pageOf, type Page } from '../history/paging.ts';
import type { CallContext } from '../http/app-env.ts';
import { idempotent } from '../ledger/idempotency.ts';
import { requireAmount } from '../ledger/ledger.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { nextRecordNumber } from '../record-numbers/record-numbers.ts';
import { sessionOf } from '../session/authenticate.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** Unpaid deposits a member may open within PENDING_WINDOW_MINUTES: stops pay-link spam. */
export const MAX_PENDING_DEPOSITS = 5;
export const PENDING_WINDOW_MINUTES = 30;

/** The merchant's deposit methods from its seed (none when the seed has no money section). */
export function depositMethodsOf(merchant: Merchant): DepositMethod[] {
  return (merchant.settings.money?.deposit?.methods ?? []).map((method) => ({
    id: method.id,
    type: method.type,
    name: method.name,
    min: method.min,
    max: method.max,
    presets: method.presets ?? [],
  }));
}

/** The calling member, refused when it is the free-play demo account (spec §6 role 4). */
function realMember(call: CallContext) {
  const { member } = sessionOf(call);
  if (member.role === DEMO_ROLE) throw new PlatformError('DEMO_ACCOUNT');
  return member;
}

export function listDepositMethods(call: CallContext): DepositMethod[] {
  realMember(call);
  return depositMethodsOf(call.merchant);
}

/** A deposit as the member sees it, straight from the row (a missing pay URL is ''). */
const DEPOSIT_COLUMNS = `id, 'D' || number as reference, method_id as "methodId", method_type as type, amount, status,
  coalesce(pay_url, '') as "payUrl", created_at as "createdAt", settled_at as "settledAt"`;

/**
 * Opens a deposit: checks the method and its limits, then, once per idempotency key, writes
 * the PENDING deposit and opens its payment at the gateway in one transaction. No money
 * moves here; the gateway's callback credits it (settle-deposit.ts).
 */
export async function createDeposit(
  input: v.InferOutput<(typeof depositCreate)['input']>,
  call: CallContext,
  gateway: PaymentGateway,
  platformOrigin: string,
): Promise<Deposit> {
  const member = realMember(call);
  const amount = requireAmount(input.amount);
  const method = depositMethodsOf(call.merchant).find((m) => m.id === input.methodId);
  if (!method) throw new PlatformError('DEPOSIT_METHOD_NOT_FOUND');
  const limits = { min: method.min, max: method.max };
  if (amount < method.min) throw new PlatformError('AMOUNT_BELOW_MIN', { value: limits });
  if (amount > method.max) throw new PlatformError('AMOUNT_ABOVE_MAX', { value: limits });

  return idempotent(
    call.db,
    {
      memberId: member.id,
      key: input.idempotencyKey,
      call: 'depositCreate',
      request: { methodId: method.id, amount },
    },
    async (tx) => {
      // One member's creates queue here, so two at once cannot both pass the pending count.
      // "no key update": the idempotency key's foreign key already holds a key-share lock on
      // the member row, and a full `for update` would deadlock two concurrent creates on it.
      await tx.query('select id from members where id = $1 for no key update', [member.id]);
      await refuseTooManyPending(tx, member.id);
      const number = await nextRecordNumber(tx, call.merchant.id, 'DEPOSIT');
      const [row] = await tx.query<{ id: number }>(
        `insert into deposits (merchant_id, member_id, number, method_id, method_type,
           method_name, amount, gateway)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          call.merchant.id,
          member.id,
          number,
          method.id,
          method.type,
          method.name,
          amount,
          gateway.kind,
        ],
      );
      if (!row) throw new Error('The deposit was not written.');
      const depositId = row.id;
      const payment = await gateway.createPayment(tx, {
        merchant: call.merchant,
        depositId,
        amount,
        methodName: method.name,
        platformOrigin,
      });
      const [saved] = await tx.query<Deposit>(
        `update deposits set payment_ref = $2, pay_url = $3 where id = $1
         returning ${DEPOSIT_COLUMNS}`,
        [depositId, payment.paymentRef, payment.payUrl],
      );
      if (!saved) throw new Error('The deposit disappeared while it was opened.');
      return saved;
    },
  );
}

async function refuseTooManyPending(tx: Queryable, memberId: number): Promise<void> {
  const [pending] = await tx.query<{ n: number }>(
    `select count(*)::int as n from deposits
      where member_id = $1 and status = 'PENDING'
        and created_at > now() - $2::int * interval '1 minute'`,
    [memberId, PENDING_WINDOW_MINUTES],
  );
  if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS) {
    throw new PlatformError('TOO_MANY_REQUESTS', {
      message: 'Too many unpaid deposits; pay or wait for one before opening another.',
    });
  }
}

/** One of the caller's own deposits; another member's (or an unknown id) is NOT_FOUND. */
export async function depositStatusOf(id: number, call: CallContext): Promise<Deposit> {
  const { member } = sessionOf(call);
  const [row] = await call.db.query<Deposit>(
    `select ${DEPOSIT_COLUMNS} from deposits where id = $1 and member_id = $2`,
    [id, member.id],
  );
  if (!row) throw new PlatformError('NOT_FOUND');
  return row;
}

/** The caller's deposits made on the days asked (merchant clock), newest first. */
export async function depositRecordsOf(
  input: v.InferOutput<(typeof depositRecords)['input']>,
  call: CallContext,
): Promise<Page<Deposit>> {
  const { member } = sessionOf(call);
  const [start, end] = isoRange(merchantDays(call.merchant, input.from, input.to));
  return pageOf<Deposit>(
    call.db,
    {
      columns: DEPOSIT_COLUMNS,
      where: `from deposits where member_id = $1
                and created_at >= $2::timestamptz and created_at < $3::timestamptz`,
      params: [member.id, start, end],
      orderBy: 'created_at desc, id desc',
    },
    input,
  );
}
