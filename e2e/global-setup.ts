import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { insertOperatorKey } from '../server/src/backoffice/operator-keys.ts';
import { openDatabase } from '../server/src/db/open-database.ts';
import { loadMigrations, migrate } from '../server/src/db/migrate.ts';
import { startServer } from '../server/src/serve.ts';
import { E2E_BRANDS, E2E_OPERATOR_KEY_ID, E2E_OPERATOR_SECRET, makeE2eBrands } from './fixtures.ts';

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The built brands, for an e2e file that starts its own server (moved-clock.ts). */
    brandsDir: string;
    distDir: string;
  }
}

/** Builds the e2e brands with the real CLI and serves them all from one server, fresh database. */
export default async function setup(project: TestProject) {
  const { root, brandsDir, outDir } = await makeE2eBrands();
  await run(
    process.execPath,
    ['cli/bin.js', 'build', '--all', '--brands-dir', brandsDir, '--out', outDir],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const dataDir = join(root, 'data');
  // The operator key lives in the database, as `whitelabel platform keys create` puts it there.
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, await loadMigrations());
    await insertOperatorKey(db, {
      id: E2E_OPERATOR_KEY_ID,
      secret: E2E_OPERATOR_SECRET,
      brandIds: [...E2E_BRANDS],
      label: 'e2e',
    });
  } finally {
    await db.close();
  }
  const server = await startServer({
    brandIds: [...E2E_BRANDS],
    brandsDir,
    distDir: outDir,
    port: 0,
    host: '127.0.0.1',
    // Only here: second-factor.e2e.ts logs in "from" another IP with X-Forwarded-For.
    trustProxy: true,
    dataDir,
    // The suite reads SMS codes and reset mails from the outboxes and pays on the sandbox
    // page: the sandboxes, and only them, whatever WL_* variables the machine has.
    sandbox: true,
    providerEnv: {},
    log: () => {},
  });
  project.provide('port', server.port);
  project.provide('brandsDir', brandsDir);
  project.provide('distDir', outDir);
  return async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  };
}
