import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { closeAppVendors, createApp, type AppOptions } from '../src/app.ts';
import { insertOperatorKey } from '../src/backoffice/operator-keys.ts';
import { loadMigrations, migrate } from '../src/db/migrate.ts';
import {
  openTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from '../src/db/test-databases.ts';
import type { AppEnv } from '../src/http/app-env.ts';
import { noteMerchantChange } from '../src/merchant/merchant-changes.ts';
import { readBrandSeed, seedMerchants } from '../src/merchant/seed-merchants.ts';
import { testClient, type TestClient } from './test-client.ts';

const TEST_OPERATOR_KEY_ID = 'testoperator';
const TEST_OPERATOR_SECRET = 'test-operator-secret-0123456789abcdefghijkl';
/** Every test app's operator key, stored in its database for all the app's brands. */
export const TEST_OPERATOR_KEY = `wlop_${TEST_OPERATOR_KEY_ID}_${TEST_OPERATOR_SECRET}`;

/**
 * The test brands, aurora and lotus: copies of the demo brands' facts the tests rely on, so
 * editing the demo content under brands/ never breaks a server test.
 */
export const BRANDS_DIR = fileURLToPath(new URL('./fixtures/brands', import.meta.url));

/** The app over a test database, with the typed test client (`t.call(endpoint, input)`). */
export interface TestApp extends TestClient {
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
    // A code an endpoint does not declare fails the test that provokes it.
    strictErrors: true,
    ...options,
    db: test.db,
    brandIds,
  });
  const request: TestApp['request'] = (path, init, remoteAddress = '198.51.100.10') =>
    Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress } } }));
  return {
    ...testClient(request),
    app,
    test,
    logs,
    request,
    setSettings: async (brandId, path, value) => {
      await test.db.query(
        'update merchants set settings = jsonb_set(settings, $1::text[], $2::jsonb) where brand_id = $3',
        [path, JSON.stringify(value), brandId],
      );
      noteMerchantChange();
    },
    // Sandbox vendors a test woke (LUMEN's table timers…) stop before the database goes.
    dispose: async () => {
      await closeAppVendors(app);
      await test.dispose();
    },
  };
}
