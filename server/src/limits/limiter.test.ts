import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../contract/errors.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/test-databases.ts';
import { hit, peek, release, reset, take, type LimitRule } from './limiter.ts';

const FIVE_A_MINUTE: LimitRule = { name: 'test:five', max: 5, windowSeconds: 60 };
const TEN_AN_HOUR: LimitRule = { name: 'test:ten', max: 10, windowSeconds: 3600 };

describe.each(testDatabaseKinds())('the limiter on %s', (kind) => {
  let test: TestDatabase;
  let merchantId: number;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db, await loadMigrations());
    const [row] = await test.db.query<{ id: number }>(
      `insert into merchants (brand_id, code, name, settings)
       values ('limits', 'LIMITS', 'Limits', '{}'::jsonb) returning id`,
    );
    if (!row) throw new Error('No merchant was created.');
    merchantId = row.id;
  });
  afterAll(() => test.dispose());

  it('allows exactly max of 40 concurrent attempts on one key', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => hit(test.db, merchantId, FIVE_A_MINUTE, 'burst')),
    );
    const counts = hits.map((h) => h.count).sort((a, b) => a - b);
    // Every attempt read its own count: none was lost and none read another's.
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(hits.filter((h) => h.allowed)).toHaveLength(5);
    const refused = hits.find((h) => !h.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(66);
  });

  it('counts keys, rules and merchants apart', async () => {
    await hit(test.db, merchantId, FIVE_A_MINUTE, 'apart');
    await hit(test.db, merchantId, FIVE_A_MINUTE, 'apart');
    await hit(test.db, merchantId, TEN_AN_HOUR, 'apart');
    expect(await peek(test.db, merchantId, FIVE_A_MINUTE, 'apart')).toBe(2);
    expect(await peek(test.db, merchantId, TEN_AN_HOUR, 'apart')).toBe(1);
    expect(await peek(test.db, merchantId, FIVE_A_MINUTE, 'other')).toBe(0);
  });

  it('stops at the first rule that is over and leaves the later ones untouched', async () => {
    const limits = [
      [FIVE_A_MINUTE, 'address'],
      [TEN_AN_HOUR, 'account'],
    ] as const;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => take(test.db, merchantId, limits)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(reasons).toHaveLength(7);
    for (const reason of reasons) {
      expect(reason).toBeInstanceOf(PlatformError);
      expect((reason as PlatformError).code).toBe('TOO_MANY_REQUESTS');
      expect((reason as PlatformError).status).toBe(429);
    }
    // The seven refused for the address never reached the account's allowance.
    expect(await peek(test.db, merchantId, TEN_AN_HOUR, 'account')).toBe(5);
  });

  it('takes back released attempts and forgets reset keys', async () => {
    const first = await take(test.db, merchantId, [[FIVE_A_MINUTE, 'release']]);
    await take(test.db, merchantId, [[FIVE_A_MINUTE, 'release']]);
    await release(test.db, merchantId, first);
    expect(await peek(test.db, merchantId, FIVE_A_MINUTE, 'release')).toBe(1);
    await reset(test.db, merchantId, FIVE_A_MINUTE, 'release');
    expect(await peek(test.db, merchantId, FIVE_A_MINUTE, 'release')).toBe(0);
  });

  it('spans one to two seconds for a one-second rule, on a clock the caller moves', async () => {
    const oneSecond: LimitRule = { name: 'test:throttle', max: 1, windowSeconds: 1 };
    const start = Date.now();
    expect((await hit(test.db, merchantId, oneSecond, 'tap', { now: start })).allowed).toBe(true);
    const again = await hit(test.db, merchantId, oneSecond, 'tap', { now: start + 500 });
    expect(again.allowed).toBe(false);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(2);
    // The refused tap counts too, so the rule lets the key through once both have aged out.
    expect((await hit(test.db, merchantId, oneSecond, 'tap', { now: start + 3001 })).allowed).toBe(
      true,
    );
    expect(await peek(test.db, merchantId, oneSecond, 'tap', { now: start + 6000 })).toBe(0);
  });

  it('forgets attempts once their window has passed', async () => {
    const oneSecond: LimitRule = { name: 'test:second', max: 1, windowSeconds: 1 };
    await hit(test.db, merchantId, oneSecond, 'old');
    // Age the row as time would, instead of sleeping: 20 buckets back is out of any window.
    await test.db.query(
      `update limit_hits set bucket = bucket - 20 where rule = 'test:second' and key = 'old'`,
    );
    expect(await peek(test.db, merchantId, oneSecond, 'old')).toBe(0);
    expect((await hit(test.db, merchantId, oneSecond, 'old')).allowed).toBe(true);
  });
});
