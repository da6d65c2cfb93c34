import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { VendorCallError, type VendorDirectory } from '../vendor-directory.ts';
import { pullVendorBets, type PullReport } from './bet-pull.ts';
import { reconcileTransfers, type ReconcileOptions, type ReconcileReport } from './reconciler.ts';
import { startIntervalJob, type IntervalJob } from '../../jobs/interval-job.ts';

/** What the transfer jobs need of the server's services (a subset, so tests pass their own). */
export interface TransferJobServices {
  db: Database;
  vendors: VendorDirectory;
  clock: Clock;
  /** A notable event that belongs to no one request. */
  log: (line: string) => void;
}

export interface TransferJobRun {
  /** Per TRANSFER vendor: its pull, or why it failed (the vendor down: the next run resumes). */
  pulls: Record<string, PullReport | string>;
  reconcile: ReconcileReport;
}

/**
 * One run of the scheduled transfer work: for every TRANSFER vendor of the directory, pull its
 * bet records, then settle pending transfers. Safe on every instance at once (the pull drops
 * a page another instance wrote; the reconciler claims rows with skip locked).
 */
export async function runTransferJobs(
  services: TransferJobServices,
  options: ReconcileOptions = {},
): Promise<TransferJobRun> {
  const { db, vendors, clock, log } = services;
  const pulls: TransferJobRun['pulls'] = {};
  for (const code of vendors.codes()) {
    const vendor = vendors.get(code);
    if (!vendor || vendor.protocol !== 'TRANSFER') continue;
    try {
      pulls[code] = await pullVendorBets(db, vendor, clock);
      for (const skipped of pulls[code].skipped) log(`bet pull ${code}: skipped ${skipped}`);
    } catch (e: unknown) {
      const why = e instanceof Error ? e.message : String(e);
      pulls[code] = why;
      if (!(e instanceof VendorCallError)) log(`bet pull ${code} stopped: ${why}`);
    }
  }
  const reconcile = await reconcileTransfers(db, vendors, clock, options);
  return { pulls, reconcile };
}

export type TransferJobs = IntervalJob<TransferJobRun>;

/**
 * Starts the interval job (serve calls this once per instance): every `intervalMs`, one
 * runTransferJobs, never two at once in this instance. The timer does not keep Node alive.
 */
export function startTransferJobs(
  services: TransferJobServices,
  options: ReconcileOptions & { intervalMs?: number } = {},
): TransferJobs {
  return startIntervalJob(
    'transfer jobs',
    () => runTransferJobs(services, options),
    options.intervalMs ?? 5_000,
    services.log,
  );
}
