import { randomBytes } from 'node:crypto';
import { PlatformError } from '../../../../contract/errors.ts';
import type { Queryable } from '../../db/database.ts';
import { post } from '../../ledger/ledger.ts';

export type TransferDirection = 'IN' | 'OUT';
export type TransferStatus = 'PENDING' | 'DONE' | 'FAILED';

/** One row of vendor_transfers (030-vendor-transfers.sql). */
export interface VendorTransfer {
  id: number;
  /** The platform's transfer id, what the vendor knows the transfer by. */
  transferId: string;
  merchantId: number;
  memberId: number;
  vendor: string;
  direction: TransferDirection;
  amount: number;
  status: TransferStatus;
  failure: string | null;
  createdAt: string;
}

export const TRANSFER_COLUMNS = `id, transfer_ref as "transferId", merchant_id as "merchantId",
  member_id as "memberId", vendor, direction, amount, status, failure, created_at as "createdAt"`;

export interface NewTransfer {
  merchantId: number;
  memberId: number;
  vendor: string;
  direction: TransferDirection;
  amount: number;
  idempotencyKey: string;
  /** What was asked, compared on a repeat of the key (vendor, direction, amount or ALL). */
  request: string;
  now: Date;
}

/**
 * The transfer of this member's idempotency key: the row it already names (a repeat), or
 * IDEMPOTENCY_CONFLICT when that key asked something else, or undefined when it is new.
 */
export async function transferOfKey(
  tx: Queryable,
  memberId: number,
  key: string,
  request: string,
): Promise<VendorTransfer | undefined> {
  const [row] = await tx.query<VendorTransfer & { asked: string }>(
    `select ${TRANSFER_COLUMNS}, request as asked from vendor_transfers
      where member_id = $1 and idempotency_key = $2`,
    [memberId, key],
  );
  if (!row) return undefined;
  if (row.asked !== request) throw new PlatformError('IDEMPOTENCY_CONFLICT');
  return {
    id: row.id,
    transferId: row.transferId,
    merchantId: row.merchantId,
    memberId: row.memberId,
    vendor: row.vendor,
    direction: row.direction,
    amount: row.amount,
    status: row.status,
    failure: row.failure,
    createdAt: row.createdAt,
  };
}

/**
 * Writes a PENDING transfer, or answers the row its key already wrote (`created` false). Two
 * copies racing: on PostgreSQL the second insert waits for the first transaction, then sees
 * its row; the id is random so a vendor that outlives the platform's database never sees an
 * id twice.
 */
export async function insertTransfer(
  tx: Queryable,
  transfer: NewTransfer,
): Promise<{ row: VendorTransfer; created: boolean }> {
  const transferId = `T${randomBytes(12).toString('hex')}`;
  const [inserted] = await tx.query<VendorTransfer>(
    `insert into vendor_transfers
       (transfer_ref, merchant_id, member_id, vendor, direction, amount, idempotency_key,
        request, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (member_id, idempotency_key) do nothing
     returning ${TRANSFER_COLUMNS}`,
    [
      transferId,
      transfer.merchantId,
      transfer.memberId,
      transfer.vendor,
      transfer.direction,
      transfer.amount,
      transfer.idempotencyKey,
      transfer.request,
      transfer.now,
    ],
  );
  if (inserted) return { row: inserted, created: true };
  const row = await transferOfKey(tx, transfer.memberId, transfer.idempotencyKey, transfer.request);
  if (!row) throw new Error('A vendor transfer key conflicted but its row is gone.');
  return { row, created: false };
}

/** The ledger posting of a transfer: `amount` from one of the member's wallets to the other. */
export function postWalletMove(
  tx: Queryable,
  row: VendorTransfer,
  from: string,
  to: string,
): Promise<unknown> {
  return post(tx, {
    merchantId: row.merchantId,
    kind: 'WALLET_TRANSFER',
    memberId: row.memberId,
    reference: `VT${row.id}`,
    legs: [
      { account: { member: row.memberId, wallet: from }, amount: -row.amount, counterparty: to },
      { account: { member: row.memberId, wallet: to }, amount: row.amount, counterparty: from },
    ],
  });
}

/**
 * Applies what the vendor said became of a transfer, once: the row is locked and only a
 * PENDING row changes, so the member's request and the reconciler (or two reconcilers) can
 * both learn the outcome and the money still moves once. DONE IN: nothing more to post (main
 * was debited up front). FAILED IN: main gets the money back. DONE OUT: the vendor wallet pays
 * main now (INSUFFICIENT_FUNDS when the ledger has not yet pulled the wins that pay for it; the
 * row then stays PENDING). FAILED OUT: nothing had moved.
 */
export async function finishTransfer(
  tx: Queryable,
  id: number,
  outcome: { status: 'DONE' | 'FAILED'; failure?: string },
  now: Date,
): Promise<VendorTransfer> {
  const [row] = await tx.query<VendorTransfer>(
    `select ${TRANSFER_COLUMNS} from vendor_transfers where id = $1 for update`,
    [id],
  );
  if (!row) throw new Error(`Vendor transfer ${id} is gone.`);
  if (row.status !== 'PENDING') return row;
  if (row.direction === 'IN' && outcome.status === 'FAILED') {
    await postWalletMove(tx, row, row.vendor, 'MAIN');
  }
  if (row.direction === 'OUT' && outcome.status === 'DONE') {
    await postWalletMove(tx, row, row.vendor, 'MAIN');
  }
  const failure = outcome.status === 'FAILED' ? (outcome.failure ?? 'FAILED') : null;
  await tx.query(
    `update vendor_transfers set status = $2, failure = $3, finished_at = $4, lease_until = null
      where id = $1`,
    [id, outcome.status, failure, now],
  );
  return { ...row, status: outcome.status, failure };
}

/**
 * What the member's vendor wallet in the ledger can still give out: its balance less every
 * transfer still pending for it (OUT may leave it, IN may be refunded to main). The wallet's
 * account row is locked, so two transfers out checking at once are checked one after the other.
 */
export async function availableInVendorWallet(
  tx: Queryable,
  merchantId: number,
  memberId: number,
  vendor: string,
): Promise<number> {
  const [account] = await tx.query<{ balance: number }>(
    `select balance from ledger_accounts
      where merchant_id = $1 and member_id = $2 and kind = 'VENDOR' and vendor = $3 for update`,
    [merchantId, memberId, vendor],
  );
  const [pending] = await tx.query<{ total: number }>(
    `select coalesce(sum(amount), 0) as total from vendor_transfers
      where member_id = $1 and vendor = $2 and status = 'PENDING'`,
    [memberId, vendor],
  );
  return (account?.balance ?? 0) - (pending?.total ?? 0);
}
