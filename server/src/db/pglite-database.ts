import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Queryable } from './database.ts';
import { TYPE_PARSERS } from './type-parsers.ts';

const IN_MEMORY = new Set([':memory:', 'memory://', '']);

/** Embedded PostgreSQL (WebAssembly) in a data folder, or in memory for tests. */
export async function openPglite(options: { dataDir?: string } = {}): Promise<Database> {
  const dataDir = options.dataDir ?? ':memory:';
  let pg: PGlite;
  let release = () => Promise.resolve();
  if (IN_MEMORY.has(dataDir)) {
    pg = await PGlite.create({ parsers: TYPE_PARSERS });
  } else {
    await mkdir(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
    try {
      pg = await PGlite.create({ dataDir, parsers: TYPE_PARSERS });
    } catch (error: unknown) {
      await release();
      throw error;
    }
  }
  const query = async <T>(on: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await on.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => query(pg, sql, params),
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          query: (sql, params) => query(tx, sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        };
        return fn(scoped);
      }),
    close: async () => {
      if (!pg.closed) await pg.close();
      await release();
    },
  };
}
