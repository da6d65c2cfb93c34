import type { Database } from './database.ts';

/** Opens the platform database: PostgreSQL when a URL is given, else embedded PGlite. */
export interface DatabaseOptions {
  /** A postgres:// URL; when present, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; ':memory:' (or 'memory://') keeps everything in memory. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres({ url: options.databaseUrl });
  }
  // Loaded lazily: PGlite's WebAssembly is only paid for when it is used.
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite({ dataDir: options.dataDir });
}
