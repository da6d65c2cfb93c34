import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app.ts';
import { insertOperatorKey } from '../backoffice/operator-keys.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from '../db/test-databases.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readBrandSeed, seedMerchants } from '../merchant/seed-merchants.ts';

const TEST_OPERATOR_KEY_ID = 'testoperator';
const TEST_OPERATOR_SECRET = 'test-operator-secret-0123456789abcdefghijkl';
/** Every test app's operator key, stored in its database for all the app's brands. */
export const TEST_OPERATOR_KEY = `wlop_${TEST_OPERATOR_KEY_ID}_${TEST_OPERATOR_SECRET}`;

export const BRANDS_DIR = fileURLToPath(new URL('../../../brands', import.meta.url));

export interface TestApp {
  app: Hono<AppEnv>;
  test: TestDatabase;
  logs: string[];
  /** app.request with the socket peer address set, as @hono/node-server would. */
  request(path: string, init?: RequestInit, remoteAddress?: string): Promise<Response>;
  /** Changes one merchant's settings the way an operator would, straight in the database. */
  setSettings(brandId: string, path: string[], value: unknown): Promise<void>;
  dispose(): Promise<void>;
}

/** A migrated, seeded database of the given kind and the app over it (no HTTP socket). */
export async function openTestApp(
  kind: DatabaseKind,
  options: { brandIds?: string[] } & Partial<Omit<AppOptions, 'db' | 'brandIds'>> = {},
): Promise<TestApp> {
  const brandIds = options.brandIds ?? ['aurora', 'lotus'];
  const test = await openTestDatabase(kind);
  await migrate(test.db, await loadMigrations());
  await seedMerchants(
    test.db,
    await Promise.all(brandIds.map((id) => readBrandSeed(BRANDS_DIR, id))),
  );
  await insertOperatorKey(test.db, {
    id: TEST_OPERATOR_KEY_ID,
    secret: TEST_OPERATOR_SECRET,
    brandIds,
    label: 'tests',
  });
  const logs: string[] = [];
  const app = createApp({
    log: (line) => logs.push(line),
    // Tests drive the sandboxes (SMS outbox, pay page…); a test of a real server says false.
    sandbox: true,
    ...options,
    db: test.db,
    brandIds,
  });
  return {
    app,
    test,
    logs,
    request: (path, init, remoteAddress = '198.51.100.10') =>
      Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress } } })),
    setSettings: async (brandId, path, value) => {
      await test.db.query(
        'update merchants set settings = jsonb_set(settings, $1::text[], $2::jsonb) where brand_id = $3',
        [path, JSON.stringify(value), brandId],
      );
    },
    dispose: () => test.dispose(),
  };
}
