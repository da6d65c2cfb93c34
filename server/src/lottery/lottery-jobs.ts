import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { catchUp } from './draw-store.ts';
import { startIntervalJob, type IntervalJob } from '../jobs/interval-job.ts';

export interface LotteryJobServices {
  db: Database;
  clock: Clock;
  brandIds: readonly string[];
  log: (line: string) => void;
}

/** One run for every served merchant: draws created ahead, due draws drawn and settled. */
export async function runLotteryJobs(services: LotteryJobServices): Promise<void> {
  for (const brandId of services.brandIds) {
    const merchant = await findMerchantByBrand(services.db, brandId);
    if (merchant) await catchUp(services.db, merchant, services.clock.now());
  }
}

/**
 * The interval job (serve starts it once per instance, like the transfer jobs): safe on every
 * instance at once, since each step is a conditional update (draw-store.ts).
 */
export function startLotteryJobs(
  services: LotteryJobServices,
  intervalMs = 5_000,
): IntervalJob<void> {
  return startIntervalJob('lottery jobs', () => runLotteryJobs(services), intervalMs, services.log);
}
