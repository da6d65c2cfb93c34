import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { startIntervalJob, type IntervalJob } from '../jobs/interval-job.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { runSettlement } from './settlement.ts';

export interface ContractJobServices {
  db: Database;
  clock: Clock;
  brandIds: readonly string[];
  log: (line: string) => void;
}

/** One settlement run for every served merchant; answers how many periods it settled. */
export async function runContractJobs(services: ContractJobServices): Promise<number> {
  let settled = 0;
  for (const brandId of services.brandIds) {
    const merchant = await findMerchantByBrand(services.db, brandId);
    if (merchant) {
      settled += await runSettlement(services.db, merchant, new Date(services.clock.now()));
    }
  }
  return settled;
}

/**
 * The settlement job (serve starts it on every instance): each contract is claimed with
 * `for update skip locked` and each period's payment row is unique, so instances sharing one
 * PostgreSQL split the work and never pay a period twice (settlement.ts). Every 30 seconds,
 * so a 5-minute real-time window is paid soon after its grace minute.
 */
export function startContractJobs(
  services: ContractJobServices,
  intervalMs = 30_000,
): IntervalJob<number> {
  return startIntervalJob(
    'contract settlement',
    () => runContractJobs(services),
    intervalMs,
    services.log,
  );
}
