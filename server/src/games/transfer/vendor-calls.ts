import type * as v from 'valibot';
import {
  BalanceAnswerSchema,
  BetsAnswerSchema,
  TransferAnswerSchema,
  TransferStatusAnswerSchema,
  VENDOR_PATHS,
} from '../../../../contract/vendor/vendor-api.ts';
import type { Clock } from '../../clock.ts';
import { callVendor, type VendorConnection } from '../vendor-directory.ts';

/** The currency a transfer vendor counts a merchant's players' money in. */
export interface VendorCurrency {
  code: string;
  minorUnits: number;
}

export type TransferAnswer = v.InferOutput<typeof TransferAnswerSchema>;
export type TransferStatusAnswer = v.InferOutput<typeof TransferStatusAnswerSchema>;
export type BetsAnswer = v.InferOutput<typeof BetsAnswerSchema>;

/** How long the platform waits for a transfer vendor; past it the call counts as a timeout. */
export const VENDOR_TIMEOUT_MS = 5_000;

const options = (clock: Clock) => ({ timeoutMs: VENDOR_TIMEOUT_MS, now: clock.now() });

/** POST /transfer: amount > 0 into the vendor wallet, < 0 out of it. Throws VendorCallError. */
export function sendTransfer(
  vendor: VendorConnection,
  clock: Clock,
  body: { transferId: string; player: string; currency: VendorCurrency; amount: number },
): Promise<TransferAnswer> {
  return callVendor(vendor, VENDOR_PATHS.transfer, body, TransferAnswerSchema, options(clock));
}

export function askTransferStatus(
  vendor: VendorConnection,
  clock: Clock,
  transferId: string,
): Promise<TransferStatusAnswer> {
  return callVendor(
    vendor,
    VENDOR_PATHS.transferStatus,
    { transferId },
    TransferStatusAnswerSchema,
    options(clock),
  );
}

export function askBalance(
  vendor: VendorConnection,
  clock: Clock,
  player: string,
  currency: VendorCurrency,
): Promise<v.InferOutput<typeof BalanceAnswerSchema>> {
  return callVendor(
    vendor,
    VENDOR_PATHS.balance,
    { player, currency },
    BalanceAnswerSchema,
    options(clock),
  );
}

export function askBets(
  vendor: VendorConnection,
  clock: Clock,
  cursor: string | null,
  limit: number,
): Promise<BetsAnswer> {
  return callVendor(vendor, VENDOR_PATHS.bets, { cursor, limit }, BetsAnswerSchema, options(clock));
}
