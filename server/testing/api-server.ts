import type { ServeOptions } from '../src/serve.ts';
import { BRANDS_DIR } from './test-app.ts';

/**
 * What the tests that start a whole server share: the test brands' API only (no built site),
 * on a free local port, over an in-memory database. Spread it and add the brands and log.
 */
export const API_ONLY_SERVER = {
  brandsDir: BRANDS_DIR,
  distDir: 'unused',
  apiOnly: true,
  port: 0,
  host: '127.0.0.1',
  dataDir: ':memory:',
} satisfies Partial<ServeOptions>;
