import { PlatformError } from '../../../contract/errors.ts';
import type { Queryable } from '../db/database.ts';

/**
 * One limit: at most `max` attempts per key within `windowSeconds`. `name` is stored with
 * every hit, so two rules must never share one.
 */
export interface LimitRule {
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** One recorded attempt, so a caller can take it back (release) once it proved harmless. */
export interface Hit {
  rule: LimitRule;
  key: string;
  bucket: number;
  /** Attempts in the window including this one. */
  count: number;
  allowed: boolean;
  /** Seconds until the oldest attempt in the window stops counting. */
  retryAfterSeconds: number;
}

/**
 * A window is up to BUCKETS_PER_WINDOW buckets (of at least a second) plus the current one,
 * so it counts between 1 and 1.1 windows of attempts (two for a one-second rule): never less
 * than the rule promises.
 */
const BUCKETS_PER_WINDOW = 10;
/** Expired rows are swept on about one hit in this many, so the table stays small. */
const SWEEP_ONE_IN = 64;

function bucketSeconds(rule: LimitRule): number {
  return Math.max(1, Math.ceil(rule.windowSeconds / BUCKETS_PER_WINDOW));
}

/** Buckets before the current one that a window reaches back: fewer for windows under 10 s. */
function bucketsBack(rule: LimitRule): number {
  return Math.ceil(rule.windowSeconds / bucketSeconds(rule));
}

/**
 * `now` (ms) replaces the database clock, for tests that move time (the SMS resend wait);
 * production leaves it out so that every instance reads the one database clock.
 */
export interface LimitClock {
  now?: number | undefined;
}

const clockSql = (param: string) =>
  `coalesce(${param}::float8 / 1000, extract(epoch from clock_timestamp()))`;

/**
 * Records one attempt against `rule` for `key` and reads the window's count in the same
 * atomic statement, before the caller looks at any secret. The upsert takes the bucket's row
 * lock, so a burst of concurrent attempts (on any instance sharing the database) reads the
 * counts 1, 2, 3… and exactly `max` of them are allowed. Run it outside the request's
 * transaction: an attempt must stay recorded when the request fails.
 */
export async function hit(
  db: Queryable,
  merchantId: number,
  rule: LimitRule,
  key: string,
  { now }: LimitClock = {},
): Promise<Hit> {
  const size = bucketSeconds(rule);
  const back = bucketsBack(rule);
  const [row] = await db.query<{ bucket: string; count: number; oldest: string; now: number }>(
    `with clock as (
       select ${clockSql('$6')} as now
     ), bumped as (
       insert into limit_hits (merchant_id, rule, key, bucket, hits, expires_at)
       select $1, $2, $3, floor(now / $4::int)::bigint, 1,
              to_timestamp(((floor(now / $4::int) + $5::int + 1) * $4::int)::float8)
         from clock
       on conflict (merchant_id, rule, key, bucket)
         do update set hits = limit_hits.hits + 1
       returning bucket, hits
     )
     select bumped.bucket::text as bucket,
            (bumped.hits + coalesce(earlier.hits, 0))::int as count,
            coalesce(earlier.oldest, bumped.bucket)::text as oldest,
            (select now from clock)::float8 as now
       from bumped
       left join lateral (
         select sum(h.hits) as hits, min(h.bucket) as oldest from limit_hits h
          where h.merchant_id = $1 and h.rule = $2 and h.key = $3 and h.hits > 0
            and h.bucket < bumped.bucket and h.bucket >= bumped.bucket - $5::int
       ) earlier on true`,
    [merchantId, rule.name, key, size, back, now ?? null],
  );
  if (!row) throw new Error(`The limit ${rule.name} recorded no hit.`);
  if (Math.random() * SWEEP_ONE_IN < 1) await sweep(db);
  const oldest = Number(row.oldest);
  return {
    rule,
    key,
    bucket: Number(row.bucket),
    count: row.count,
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + back + 1) * size - row.now)),
  };
}

/** The error every limit answers: TOO_MANY_REQUESTS with the wait in `value.retryAfter`. */
export function tooManyRequests(retryAfterSeconds: number): PlatformError {
  return new PlatformError('TOO_MANY_REQUESTS', {
    value: { retryAfter: retryAfterSeconds },
  });
}

/**
 * Hits each limit in order and throws TOO_MANY_REQUESTS at the first one that is over, without
 * touching the later ones. Order matters: put the narrowest key first (account and address,
 * then account), so a burst refused for one address does not use up the account's wider
 * allowance and lock its owner out from everywhere else.
 */
export async function take(
  db: Queryable,
  merchantId: number,
  limits: readonly (readonly [LimitRule, string])[],
  clock: LimitClock = {},
): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const [rule, key] of limits) {
    const recorded = await hit(db, merchantId, rule, key, clock);
    hits.push(recorded);
    if (!recorded.allowed) throw tooManyRequests(recorded.retryAfterSeconds);
  }
  return hits;
}

/**
 * Takes recorded attempts back, e.g. once the secret proved right: limits on failures then
 * count only failures, while the check itself still happened under the limit.
 */
export async function release(
  db: Queryable,
  merchantId: number,
  hits: readonly Hit[],
): Promise<void> {
  for (const { rule, key, bucket } of hits) {
    await db.query(
      `update limit_hits set hits = hits - 1
        where merchant_id = $1 and rule = $2 and key = $3 and bucket = $4 and hits > 0`,
      [merchantId, rule.name, key, bucket],
    );
  }
}

/** Forgets every attempt of `key` under `rule` (e.g. an account's failures after a login). */
export async function reset(
  db: Queryable,
  merchantId: number,
  rule: LimitRule,
  key: string,
): Promise<void> {
  await db.query('delete from limit_hits where merchant_id = $1 and rule = $2 and key = $3', [
    merchantId,
    rule.name,
    key,
  ]);
}

/** The window's count without recording anything: for soft thresholds such as "show the captcha". */
export async function peek(
  db: Queryable,
  merchantId: number,
  rule: LimitRule,
  key: string,
  { now }: LimitClock = {},
): Promise<number> {
  const size = bucketSeconds(rule);
  const [row] = await db.query<{ count: number }>(
    `select coalesce(sum(hits), 0)::int as count from limit_hits
      where merchant_id = $1 and rule = $2 and key = $3
        and bucket >= floor(${clockSql('$6')} / $4::int)::bigint - $5::int
        and bucket <= floor(${clockSql('$6')} / $4::int)::bigint`,
    [merchantId, rule.name, key, size, bucketsBack(rule), now ?? null],
  );
  return row?.count ?? 0;
}

async function sweep(db: Queryable): Promise<void> {
  await db.query('delete from limit_hits where expires_at < clock_timestamp()');
}
