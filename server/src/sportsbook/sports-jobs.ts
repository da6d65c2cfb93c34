import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { SportsFeed } from './feed.ts';
import { acceptSlip, settleSlip } from './settler.ts';
import { startIntervalJob, type IntervalJob } from '../jobs/interval-job.ts';

export interface SportsJobServices {
  db: Database;
  feed: SportsFeed | undefined;
  clock: Clock;
  log: (line: string) => void;
}

export interface SportsJobRun {
  accepted: number;
  refused: number;
  settled: number;
  resettled: number;
}

/**
 * Slips with work due now, in-play ones first (a member is waiting on them): past their delay,
 * open ones whose matches have all begun, settled ones still watched for a correction; each
 * with its legs' matches and the result versions they were settled on.
 */
const DUE = `
  select s.id, s.status, m.code,
         (select json_agg(json_build_object('match', l.match_id, 'version', l.result_version))
            from sports_legs l where l.slip_id = s.id) as legs
    from sports_slips s join merchants m on m.id = s.merchant_id
   where (s.status = 'PENDING' and s.accept_at <= $1::timestamptz)
      or (s.status = 'OPEN'
          and (select max(l.starts_at) from sports_legs l where l.slip_id = s.id) <= $1::timestamptz)
      or (s.status = 'SETTLED' and s.watch_until > $1::timestamptz)
   order by (s.status = 'PENDING') desc, s.id limit 500`;

/**
 * One pass of the book's background work, on the merchant clock: accept or refuse the in-play
 * slips, settle what has a result, resettle what was corrected. Safe on every instance at once
 * (each slip is locked while it is worked on; a slip done by another settler is skipped).
 */
export async function runSportsJobs(services: SportsJobServices): Promise<SportsJobRun> {
  const run: SportsJobRun = { accepted: 0, refused: 0, settled: 0, resettled: 0 };
  if (!services.feed) return run;
  const now = services.clock.now();
  const rows = await services.db.query<{
    id: number;
    status: string;
    code: string;
    legs: { match: string; version: number }[];
  }>(DUE, [new Date(now).toISOString()]);
  for (const row of rows) {
    const feed = services.feed.forMerchant({ code: row.code });
    const id = Number(row.id);
    if (row.status === 'PENDING') {
      const done = await acceptSlip(services.db, feed, id, now);
      if (done === 'ACCEPTED') run.accepted += 1;
      if (done === 'REFUSED') run.refused += 1;
      continue;
    }
    // Read before locking: most watched slips have no new result, most open ones no result yet.
    const versions = row.legs.map(
      (leg) => [leg.version, feed.result(leg.match, now)?.version] as const,
    );
    if (versions.some(([, latest]) => latest === undefined)) continue;
    if (row.status === 'SETTLED' && versions.every(([had, latest]) => had === latest)) continue;
    const done = await settleSlip(services.db, feed, id, now);
    if (done === 'SETTLED') run.settled += 1;
    if (done === 'RESETTLED') run.resettled += 1;
  }
  return run;
}

/** Runs the jobs every `intervalMs` (serve starts it once per instance); never two at once here. */
export function startSportsJobs(
  services: SportsJobServices,
  intervalMs = 2_000,
): IntervalJob<SportsJobRun> {
  return startIntervalJob('sports jobs', () => runSportsJobs(services), intervalMs, services.log);
}
