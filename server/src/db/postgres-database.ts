import pg from 'pg';
import type { Database, Queryable, QueryOptions } from './database.ts';
import { TYPE_PARSERS } from './type-parsers.ts';

// Set on this pool's clients only: pg's global type table is shared with every other user of
// the module in the process, so it is left alone.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && TYPE_PARSERS[oid]
      ? TYPE_PARSERS[oid]
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  url: string;
  /**
   * Schema to work in (created if missing) instead of the URL's search path; tests use a
   * fresh schema per run so that runs never see each other's tables.
   */
  schema?: string;
  /** Pool size; the default suits one server process. */
  max?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const config: pg.PoolConfig = { connectionString: options.url, max: options.max ?? 10, types };
  if (options.schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
      throw new Error(`Invalid schema name ${options.schema}.`);
    }
    config.options = `-c search_path=${options.schema}`;
  }
  const pool = new pg.Pool(config);
  // An idle client that loses its connection emits on the pool; without a listener that
  // would crash the process, so it is logged and the pool replaces the client.
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  try {
    if (options.schema) await pool.query(`create schema if not exists ${options.schema}`);
    else await pool.query('select 1');
  } catch (error: unknown) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${redact(options.url)}: ${reason}`, {
      cause: error,
    });
  }

  const query = async <T>(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) =>
    (
      await on.query({
        text: sql,
        values: params ? [...params] : undefined,
        ...(options?.prepared ? { name: options.prepared } : {}),
      })
    ).rows as T[];

  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: (sql, params, options) => query(pool, sql, params, options),
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: (sql, params, options) => query(client, sql, params, options),
          exec: async (sql) => void (await client.query(sql)),
        };
        const result = await fn(scoped);
        await client.query('commit');
        return result;
      } catch (error: unknown) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // pg throws when a pool is ended twice; close() is safe to call more than once.
    close: () => (closing ??= pool.end()),
  };
}

/** Keeps passwords out of error messages and logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the given database URL';
  }
}
