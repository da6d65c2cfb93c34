import { PlatformError } from '../../../contract/errors.ts';
import type { Database } from '../db/database.ts';
import { payToMain } from '../ledger/pay-to-main.ts';
import { notify } from '../messages/notify.ts';
import { recordReference } from '../record-numbers/record-numbers.ts';
import type { GatewayCallback, IncomingCallback, PaymentGateway } from './payment-gateway.ts';

export type DepositStatus = 'PENDING' | 'ARRIVED' | 'FAILED';

/**
 * Applies a verified gateway report to its deposit, in one transaction under the deposit's
 * row lock, so two deliveries of the same callback (a gateway retrying, or two at once)
 * settle it once: the first moves PENDING to ARRIVED (crediting the member's main wallet
 * from PAYMENT_CLEARING) or to FAILED; any later one finds it settled and changes nothing.
 * A report whose amount is not the deposit's is refused whole.
 */
export async function settleDeposit(
  db: Database,
  gateway: string,
  report: GatewayCallback,
): Promise<DepositStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: number;
      number: number;
      merchant_id: number;
      member_id: number;
      method_name: string;
      amount: number;
      status: DepositStatus;
    }>(
      `select id, number::int as number, merchant_id, member_id, method_name, amount, status from deposits
        where gateway = $1 and payment_ref = $2 for update`,
      [gateway, report.paymentRef],
    );
    if (!row) throw new PlatformError('NOT_FOUND');
    const { id, amount } = row;
    if (report.amount !== amount) {
      throw new PlatformError('BAD_REQUEST', {
        message: `The callback amount ${report.amount} is not the deposit's ${amount}.`,
      });
    }
    if (row.status !== 'PENDING') return row.status;

    const reference = recordReference('DEPOSIT', row.number);
    if (report.status === 'PAID') {
      await payToMain(tx, {
        merchantId: row.merchant_id,
        kind: 'DEPOSIT',
        memberId: row.member_id,
        reference,
        from: 'PAYMENT_CLEARING',
        amount,
        counterparty: row.method_name,
      });
    }
    const status: DepositStatus = report.status === 'PAID' ? 'ARRIVED' : 'FAILED';
    await tx.query('update deposits set status = $2, settled_at = now() where id = $1', [
      id,
      status,
    ]);
    await notify(tx, {
      memberId: row.member_id,
      kind: status === 'ARRIVED' ? 'DEPOSIT_ARRIVED' : 'DEPOSIT_FAILED',
      amount,
      reference,
    });
    return status;
  });
}

/**
 * A callback as it arrives (over HTTP, or handed over in-process by the sandbox): verified
 * by the gateway, then settled. An unverifiable one is refused with NOT_LOGGED_IN (401) and
 * changes nothing.
 */
export async function receiveCallback(
  db: Database,
  gateway: PaymentGateway,
  incoming: IncomingCallback,
): Promise<DepositStatus> {
  const report = await gateway.verifyCallback(db, incoming);
  if (!report) {
    throw new PlatformError('NOT_LOGGED_IN', {
      message: 'The callback signature does not verify.',
    });
  }
  return settleDeposit(db, gateway.kind, report);
}
