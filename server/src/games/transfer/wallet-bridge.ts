import { PlatformError } from '../../../../contract/errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { VendorDirectory } from '../vendor-directory.ts';
import {
  requireTransferDone,
  transferAllFromVendor,
  transferFromVendor,
  transferToVendor,
  type TransferResult,
} from './transfers.ts';

/**
 * What the wallet routes (spec §7 walletTransfer / walletTransferAll) need so that a TRANSFER
 * vendor's wallet is never moved in the ledger alone (the vendor holds that money: a
 * ledger-only move would be a drift, or money spent twice).
 */

export interface BridgeContext {
  db: Database;
  merchant: { id: number; currency: { code: string; minorUnits: number } };
  memberId: number;
  vendors: VendorDirectory;
  clock: Clock;
}

/** The TRANSFER vendors among these wallet codes (what the directory reaches). */
export function transferVendorCodes(vendors: VendorDirectory, codes: readonly string[]): string[] {
  return codes.filter((code) => vendors.get(code)?.protocol === 'TRANSFER');
}

/**
 * A main ↔ vendor move (already checked by checkWalletMove): through the vendor when it is a
 * TRANSFER vendor, answering true; false when the caller should move the ledger as before.
 * Throws INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT, or VENDOR_UNAVAILABLE (refused, or not
 * answering: then the move is being confirmed, see transfers.ts).
 */
export async function moveThroughTransferVendor(
  context: BridgeContext,
  move: { from: string; to: string; amount: number },
  idempotencyKey: string,
): Promise<boolean> {
  const toVendor = move.from === 'MAIN';
  const vendor = context.vendors.get(toVendor ? move.to : move.from);
  if (vendor?.protocol !== 'TRANSFER') return false;
  const request = { ...context, vendor, amount: move.amount, idempotencyKey };
  const result = toVendor
    ? await transferToVendor(context.db, request)
    : await transferFromVendor(context.db, request);
  requireTransferDone(result);
  return true;
}

const SKIPPABLE = new Set(['VENDOR_UNAVAILABLE', 'INSUFFICIENT_FUNDS']);

/**
 * "Everything back to main" for the TRANSFER vendors among `codes`, one transfer each (keyed
 * `<key>:<code>`, so a repeat of the member's request repeats each). Best effort: a vendor
 * that refuses or does not answer keeps its money, which stays visible in its wallet (and a
 * pending transfer is finished by the reconciler). The caller then moves the other wallets in
 * the ledger, leaving these out.
 */
export async function takeAllFromTransferVendors(
  context: BridgeContext,
  codes: readonly string[],
  idempotencyKey: string,
): Promise<Record<string, TransferResult | null | 'UNAVAILABLE'>> {
  const results: Record<string, TransferResult | null | 'UNAVAILABLE'> = {};
  for (const code of transferVendorCodes(context.vendors, codes)) {
    const vendor = context.vendors.get(code);
    if (!vendor) continue;
    try {
      results[code] = await transferAllFromVendor(context.db, {
        ...context,
        vendor,
        idempotencyKey: `${idempotencyKey}:${code}`,
      });
    } catch (e: unknown) {
      // Not answering, or a concurrent move took part of it: this wallet stays as it is.
      const skip = e instanceof PlatformError && SKIPPABLE.has(e.code);
      if (!skip) throw e;
      results[code] = 'UNAVAILABLE';
    }
  }
  return results;
}
