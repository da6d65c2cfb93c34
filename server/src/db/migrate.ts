import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

/**
 * Each area owns its tables: `server/src/<area>/migrations/NNN-name.sql`. NNN is one timeline
 * shared by all areas (a migration that references another area's table takes a higher
 * number), so the order is NNN, then area. A migration is recorded as `<area>/NNN-name`.
 */
export interface Migration {
  id: string;
  sql: string;
}

const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;
/** Any fixed number works; every whitelabel server must use the same one. */
const MIGRATION_LOCK = 7_246_150_011;

export async function loadMigrations(sourceRoot: string = SOURCE_ROOT): Promise<Migration[]> {
  const found: { order: number; area: string; id: string; file: string }[] = [];
  for (const area of await readdir(sourceRoot, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const dir = join(sourceRoot, area.name, 'migrations');
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const match = FILE_NAME.exec(file);
      if (!match) {
        if (file.endsWith('.sql'))
          throw new Error(`Migration ${dir}/${file} must be named NNN-name.sql.`);
        continue;
      }
      const id = `${area.name}/${file.slice(0, -'.sql'.length)}`;
      found.push({ order: Number(match[1]), area: area.name, id, file: join(dir, file) });
    }
  }
  found.sort((a, b) => a.order - b.order || a.area.localeCompare(b.area));
  return Promise.all(
    found.map(async ({ id, file }) => ({ id, sql: await readFile(file, 'utf8') })),
  );
}

/**
 * Applies the migrations not applied yet, all in one transaction, so a failed start leaves
 * the database as it was. On PostgreSQL an advisory lock makes a second server starting at
 * the same moment wait and then find nothing left to do. An applied migration whose file
 * has changed stops the start: migrations are append-only, a fix is a new file.
 * Answers the ids it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists schema_migrations (
         id text primary key,
         checksum text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const rows = await tx.query<{ id: string; checksum: string }>(
      'select id, checksum from schema_migrations',
    );
    const applied = new Map(rows.map((row) => [row.id, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = createHash('sha256').update(migration.sql).digest('hex');
      const previous = applied.get(migration.id);
      if (previous !== undefined) {
        if (previous !== checksum) {
          throw new Error(
            `Migration ${migration.id} was changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await execute(tx, migration);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [
        migration.id,
        checksum,
      ]);
      done.push(migration.id);
    }
    return done;
  });
}

async function execute(tx: Queryable, migration: Migration): Promise<void> {
  try {
    await tx.exec(migration.sql);
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.id} failed: ${reason}`, { cause: error });
  }
}
