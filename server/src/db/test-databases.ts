import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';

export type DatabaseKind = Database['kind'];

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI and local runs with a server). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** For code that opens its own connection (startServer): a URL pinned to this schema. */
  databaseUrl: string | undefined;
  /** Closes the database and, on PostgreSQL, drops this run's schema. */
  dispose(): Promise<void>;
}

/**
 * An empty database of the given kind. On PostgreSQL each call gets its own fresh schema,
 * so test files running in parallel, and runs after a crash, never see each other's tables.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, databaseUrl: undefined, dispose: () => db.close() };
  }
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is not set.');
  const schema = `wl_test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ url, schema, max: 4 });
  const pinned = new URL(url);
  pinned.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    databaseUrl: pinned.toString(),
    dispose: async () => {
      await db.query(`drop schema if exists ${schema} cascade`);
      await db.close();
    },
  };
}
