import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { VendorCallError, type VendorDirectory } from '../vendor-directory.ts';
import { TRANSFER_COLUMNS, type VendorTransfer } from './transfer-store.ts';
import { finishWithPull } from './transfers.ts';
import { askTransferStatus } from './vendor-calls.ts';

export interface ReconcileReport {
  done: number;
  failed: number;
  /** Still PENDING: the vendor did not answer, or is not in this server's directory. */
  pending: number;
}

export interface ReconcileOptions {
  /**
   * Only transfers at least this old (default 15 s): a younger one's own call may still be
   * waiting for the vendor (up to VENDOR_TIMEOUT_MS). Asking early is safe, only wasteful.
   */
  olderThanMs?: number;
  /** How many transfers one run claims. */
  limit?: number;
  /** How long a claimed transfer is this instance's; longer than a vendor call can take. */
  leaseMs?: number;
}

/**
 * Claims PENDING transfers old enough to have been answered, for this instance alone: the
 * rows are picked with `for update skip locked` and leased (lease_until), so a concurrent run
 * on another instance claims other rows, and nobody takes a row back until the lease runs out.
 */
async function claimPending(
  db: Database,
  clock: Clock,
  options: Required<ReconcileOptions>,
): Promise<VendorTransfer[]> {
  const now = clock.now();
  return db.query<VendorTransfer>(
    `update vendor_transfers set lease_until = $3
      where id in (
        select id from vendor_transfers
         where status = 'PENDING' and created_at <= $1
           and (lease_until is null or lease_until < $2)
         order by id limit $4
         for update skip locked)
      returning ${TRANSFER_COLUMNS}`,
    [
      new Date(now - options.olderThanMs),
      new Date(now),
      new Date(now + options.leaseMs),
      options.limit,
    ],
  );
}

/**
 * Settles PENDING transfers by asking each vendor what became of the platform's transfer id
 * (issue 9 "Transfer wallet"): DONE → the move is finished (vendor→main credits main now);
 * FAILED or NOT_FOUND → the platform's side is undone (main→vendor refunds main; vendor→main
 * had credited nothing). No answer → stays PENDING for the next run. Finishing is guarded by
 * the row's status under its lock (finishTransfer), so the member's own request learning the
 * answer at the same moment still moves the money once.
 */
export async function reconcileTransfers(
  db: Database,
  vendors: VendorDirectory,
  clock: Clock,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const settings: Required<ReconcileOptions> = {
    olderThanMs: options.olderThanMs ?? 15_000,
    limit: options.limit ?? 50,
    leaseMs: options.leaseMs ?? 60_000,
  };
  const report: ReconcileReport = { done: 0, failed: 0, pending: 0 };
  for (const row of await claimPending(db, clock, settings)) {
    const vendor = vendors.get(row.vendor);
    let finished: VendorTransfer = row;
    if (vendor) {
      try {
        const answer = await askTransferStatus(vendor, clock, row.transferId);
        const outcome =
          answer.status === 'DONE'
            ? { status: 'DONE' as const }
            : { status: 'FAILED' as const, failure: answer.status };
        finished = await finishWithPull(db, vendor, clock, row, outcome);
      } catch (e: unknown) {
        if (!(e instanceof VendorCallError)) throw e;
      }
    }
    if (finished.status === 'DONE') report.done += 1;
    else if (finished.status === 'FAILED') report.failed += 1;
    else {
      report.pending += 1;
      // Free the row for the next run (of any instance) rather than waiting out the lease.
      await db.query(
        `update vendor_transfers set lease_until = null where id = $1 and status = 'PENDING'`,
        [row.id],
      );
    }
  }
  return report;
}
