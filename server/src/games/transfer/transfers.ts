import { PlatformError } from '../../../../contract/errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { requireAmount } from '../../ledger/ledger.ts';
import { VendorCallError, type VendorConnection } from '../vendor-directory.ts';
import { pullVendorBets } from './bet-pull.ts';
import { playerIdOf } from '../seamless/player-id.ts';
import {
  availableInVendorWallet,
  finishTransfer,
  insertTransfer,
  postWalletMove,
  transferOfKey,
  type TransferDirection,
  type VendorTransfer,
} from './transfer-store.ts';
import { askBalance, sendTransfer, type VendorCurrency } from './vendor-calls.ts';

/**
 * Main ↔ transfer-vendor moves (DESIGN "Outside services", issue 9 "Transfer wallet"). Every
 * move is a vendor_transfers row written before the vendor is called, with the platform's own
 * transfer id; the vendor acts once per id.
 *
 * What the member is told (TransferResult.status; requireTransferDone maps it to an error):
 * - DONE: the money moved.
 * - FAILED: the vendor refused; nothing moved (main→vendor: main has been refunded).
 * - PENDING: the vendor did not answer (timeout, network, a bad answer). The member gets
 *   VENDOR_UNAVAILABLE ("being confirmed"): for main→vendor the amount has already left main
 *   and shows in the vendor wallet; for vendor→main it stays in the vendor wallet until the
 *   vendor confirms. reconcileTransfers settles it by asking the vendor; a repeat of the
 *   request (same idempotency key) sends the same transfer id again, which is safe.
 */

export interface TransferRequest {
  /** The member's merchant: its id, and the currency its books (and the vendor) count in. */
  merchant: { id: number; currency: VendorCurrency };
  memberId: number;
  /** A TRANSFER vendor; the member's VENDOR wallet in the ledger is `{ wallet: vendor.code }`. */
  vendor: VendorConnection;
  /** Minor units, > 0 (AMOUNT_INVALID otherwise). */
  amount: number;
  /** The member's key for this request: a repeat answers the same transfer. */
  idempotencyKey: string;
  clock: Clock;
}

export interface TransferResult {
  transferId: string;
  direction: TransferDirection;
  amount: number;
  status: 'DONE' | 'PENDING' | 'FAILED';
  /** The vendor's refusal (INSUFFICIENT_FUNDS, PLAYER_NOT_FOUND…) or NOT_FOUND, when FAILED. */
  failure: string | null;
}

const resultOf = (row: VendorTransfer): TransferResult => ({
  transferId: row.transferId,
  direction: row.direction,
  amount: row.amount,
  status: row.status,
  failure: row.failure,
});

/**
 * The member-facing error of a transfer that did not complete: PENDING → VENDOR_UNAVAILABLE
 * (being confirmed), refused for funds → INSUFFICIENT_FUNDS, any other refusal →
 * VENDOR_UNAVAILABLE. Answers the result when DONE.
 */
export function requireTransferDone(result: TransferResult): TransferResult {
  if (result.status === 'DONE') return result;
  if (result.status === 'FAILED' && result.failure === 'INSUFFICIENT_FUNDS') {
    throw new PlatformError('INSUFFICIENT_FUNDS');
  }
  throw new PlatformError('VENDOR_UNAVAILABLE');
}

// A refusal about the request's signature or clock: the vendor did not look at the transfer,
// so it says nothing about whether an earlier send of the same id acted. Stays PENDING.
const NOT_LOOKED_AT = new Set(['INVALID_SIGNATURE', 'STALE_TIMESTAMP']);

/**
 * Sends the transfer (again, for a repeat) and applies the answer. No usable answer leaves it
 * PENDING for the reconciler.
 */
async function sendAndFinish(
  db: Database,
  request: TransferRequest,
  row: VendorTransfer,
): Promise<TransferResult> {
  const { vendor, clock } = request;
  let status: string;
  try {
    const answer = await sendTransfer(vendor, clock, {
      transferId: row.transferId,
      player: playerIdOf({ id: row.memberId, merchantId: row.merchantId }),
      currency: request.merchant.currency,
      amount: row.direction === 'IN' ? row.amount : -row.amount,
    });
    status = answer.status;
  } catch (e: unknown) {
    if (e instanceof VendorCallError) return resultOf(row);
    throw e;
  }
  if (NOT_LOOKED_AT.has(status)) return resultOf(row);
  const outcome =
    status === 'OK' ? { status: 'DONE' as const } : { status: 'FAILED' as const, failure: status };
  return resultOf(await finishWithPull(db, vendor, clock, row, outcome));
}

/**
 * finishTransfer, and for a confirmed vendor→main move that the ledger's vendor wallet cannot
 * pay yet (wins at the vendor not pulled), one bet pull and one more try; past that the row
 * stays PENDING (the vendor has moved the money, so the reconciler retries, never undoes it).
 */
export async function finishWithPull(
  db: Database,
  vendor: VendorConnection,
  clock: Clock,
  row: VendorTransfer,
  outcome: { status: 'DONE' | 'FAILED'; failure?: string },
): Promise<VendorTransfer> {
  const finish = () =>
    db.transaction((tx) => finishTransfer(tx, row.id, outcome, new Date(clock.now())));
  try {
    return await finish();
  } catch (e: unknown) {
    if (!(e instanceof PlatformError) || e.code !== 'INSUFFICIENT_FUNDS') throw e;
  }
  await pullVendorBets(db, vendor, clock).catch(() => undefined);
  try {
    return await finish();
  } catch (e: unknown) {
    if (e instanceof PlatformError && e.code === 'INSUFFICIENT_FUNDS') return row;
    throw e;
  }
}

/**
 * Main → vendor. In one database transaction the PENDING row is written and the ledger moves
 * MAIN → VENDOR wallet (so the money cannot be spent twice while the vendor is asked);
 * INSUFFICIENT_FUNDS there writes nothing. Then the vendor is called with the row's id.
 */
export async function transferToVendor(
  db: Database,
  request: TransferRequest,
): Promise<TransferResult> {
  const amount = requireAmount(request.amount);
  const { row, created } = await db.transaction(async (tx) => {
    const written = await insertTransfer(tx, {
      merchantId: request.merchant.id,
      memberId: request.memberId,
      vendor: request.vendor.code,
      direction: 'IN',
      amount,
      idempotencyKey: request.idempotencyKey,
      request: `IN:${request.vendor.code}:${amount}`,
      now: new Date(request.clock.now()),
    });
    if (written.created) await postWalletMove(tx, written.row, 'MAIN', request.vendor.code);
    return written;
  });
  if (!created && row.status !== 'PENDING') return resultOf(row);
  return sendAndFinish(db, request, row);
}

/** Pulls the vendor's bets first so the ledger's vendor wallet holds the member's wins. */
async function pullFirst(db: Database, request: { vendor: VendorConnection; clock: Clock }) {
  try {
    await pullVendorBets(db, request.vendor, request.clock);
  } catch (e: unknown) {
    // A vendor down for its bet records may still answer the transfer; the ledger check
    // below then works from what was pulled before (never more than the vendor holds).
    if (!(e instanceof VendorCallError)) throw e;
  }
}

async function startOut(
  db: Database,
  request: TransferRequest,
  asked: string,
  amount: () => Promise<number>,
): Promise<TransferResult | null> {
  const { merchant, memberId, vendor, idempotencyKey, clock } = request;
  const repeat = await transferOfKey(db, memberId, idempotencyKey, asked);
  if (repeat) {
    return repeat.status === 'PENDING' ? sendAndFinish(db, request, repeat) : resultOf(repeat);
  }
  await pullFirst(db, request);
  const wanted = await amount();
  if (wanted === 0) return null;
  const { row, created } = await db.transaction(async (tx) => {
    const available = await availableInVendorWallet(tx, merchant.id, memberId, vendor.code);
    if (wanted > available) throw new PlatformError('INSUFFICIENT_FUNDS');
    return insertTransfer(tx, {
      merchantId: merchant.id,
      memberId,
      vendor: vendor.code,
      direction: 'OUT',
      amount: wanted,
      idempotencyKey,
      request: asked,
      now: new Date(clock.now()),
    });
  });
  if (!created && row.status !== 'PENDING') return resultOf(row);
  return sendAndFinish(db, request, row);
}

/**
 * Vendor → main. Pulls the vendor's bets first (see pullFirst), refuses more than the ledger's
 * vendor wallet can give (INSUFFICIENT_FUNDS, nothing written), writes the PENDING row, calls
 * the vendor, and credits MAIN only once the vendor confirms.
 */
export async function transferFromVendor(
  db: Database,
  request: TransferRequest,
): Promise<TransferResult> {
  const amount = requireAmount(request.amount);
  const result = await startOut(
    db,
    request,
    `OUT:${request.vendor.code}:${amount}`,
    async () => amount,
  );
  if (!result) throw new Error('A transfer of a positive amount moved nothing.');
  return result;
}

/**
 * Everything the member holds at the vendor back to main (spec §3: leaving a transfer game).
 * The amount is what the vendor says it holds, never more than the ledger's vendor wallet can
 * give; null when there is nothing to move. VENDOR_UNAVAILABLE when the vendor cannot say.
 */
export async function transferAllFromVendor(
  db: Database,
  request: Omit<TransferRequest, 'amount'>,
): Promise<TransferResult | null> {
  const { merchant, memberId, vendor, clock } = request;
  return startOut(db, { ...request, amount: 0 }, `OUT:${vendor.code}:ALL`, async () => {
    let held: number;
    try {
      const answer = await askBalance(
        vendor,
        clock,
        playerIdOf({ id: memberId, merchantId: merchant.id }),
        merchant.currency,
      );
      held = answer.status === 'OK' ? (answer.balance ?? 0) : 0;
    } catch (e: unknown) {
      if (e instanceof VendorCallError) throw new PlatformError('VENDOR_UNAVAILABLE');
      throw e;
    }
    const available = await db.transaction((tx) =>
      availableInVendorWallet(tx, merchant.id, memberId, vendor.code),
    );
    return Math.max(0, Math.min(held, available));
  });
}
