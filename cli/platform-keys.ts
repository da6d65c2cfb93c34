import { stat } from 'node:fs/promises';
import { BrandNotFoundError, UsageError } from '../generator/errors.ts';
import { listBrandIds } from '../generator/validate.ts';
import {
  createOperatorKey,
  isOperatorKeyId,
  listOperatorKeys,
  parseOperatorKey,
  revokeOperatorKey,
  type OperatorKeyInfo,
} from '../server/src/backoffice/operator-keys.ts';
import type { Database } from '../server/src/db/database.ts';

/**
 * `whitelabel platform keys …`: operator keys are rows of the platform's database, so these
 * commands work on the database itself (the same --data-dir or DATABASE_URL as `serve`). That
 * is how the first key is made: there is no key yet to call the running server with.
 */
export interface KeysOpts {
  dataDir: string;
  brandsDir: string;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);
const MAX_LABEL = 100;

/** Commander's collector for a repeatable --brand (commas allowed too). */
export function collectBrand(value: string, previous: string[] = []): string[] {
  return [...previous, ...value.split(',').map((id) => id.trim())];
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Opens and migrates the database `serve` uses, or explains in one sentence why it cannot. */
export async function openPlatformDatabase(opts: KeysOpts, create: boolean): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl && !create && !(await exists(opts.dataDir))) {
    throw new UsageError(
      `No platform database in ${opts.dataDir}; pass the --data-dir of "whitelabel serve" or set DATABASE_URL.`,
    );
  }
  const [{ openDatabase }, { loadMigrations, migrate }] = await Promise.all([
    import('../server/src/db/open-database.ts'),
    import('../server/src/db/migrate.ts'),
  ]);
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl, dataDir: opts.dataDir });
  } catch (error: unknown) {
    const owner = /in use by process (\d+)/.exec(error instanceof Error ? error.message : '');
    if (!owner) throw error;
    // PGlite is one process's database: a second process may not open the folder while
    // `serve` has it (the data-dir lock), so key changes wait for the server to stop.
    throw new UsageError(
      `The embedded database ${opts.dataDir} is open in "whitelabel serve" (process ${owner[1]}) and admits one process at a time, so stop that server, manage keys, and start it again (with DATABASE_URL on PostgreSQL this works while it runs).`,
    );
  }
  try {
    await migrate(db, await loadMigrations());
  } catch (error: unknown) {
    await db.close();
    throw error;
  }
  return db;
}

export async function withDatabase<R>(
  opts: KeysOpts,
  create: boolean,
  fn: (db: Database) => Promise<R>,
): Promise<R> {
  const db = await openPlatformDatabase(opts, create);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function checkLabel(label: string): string {
  const trimmed = label.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed) || trimmed.length > MAX_LABEL) {
    throw new UsageError(`--label must be one line of at most ${MAX_LABEL} characters.`);
  }
  return trimmed;
}

/** A brand is known when the database has its merchant or --brands-dir has its folder. */
async function checkBrands(db: Database, brandsDir: string, ids: readonly string[]) {
  const merchants = await db.query<{ brand_id: string }>('select brand_id from merchants');
  const known = [
    ...new Set([...merchants.map((m) => m.brand_id), ...(await listBrandIds(brandsDir))]),
  ].sort();
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown !== undefined) throw new BrandNotFoundError(unknown, known);
  return ids;
}

export async function runKeysCreate(
  opts: KeysOpts & { brand?: string[]; label?: string },
): Promise<void> {
  const label = checkLabel(opts.label ?? '');
  const wanted = [...new Set((opts.brand ?? []).filter((id) => id !== ''))];
  if (wanted.length === 0) {
    throw new UsageError('Pass --brand <id> for each brand the key may act on.');
  }
  const created = await withDatabase(opts, true, async (db) => {
    const brandIds = await checkBrands(db, opts.brandsDir, wanted);
    return { ...(await createOperatorKey(db, { brandIds, label })), brandIds };
  });
  // The key alone on stdout, so `KEY=$(whitelabel platform keys create …)` works; the note
  // goes to stderr.
  out(created.key);
  err(
    `Operator key ${created.id} for ${created.brandIds.join(', ')} created; this is the only time it is shown, so keep it secret and pass it with --key or WL_OPERATOR_KEY.`,
  );
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

export function keyTable(keys: readonly OperatorKeyInfo[]): string {
  const head = ['ID', 'LABEL', 'BRANDS', 'CREATED (UTC)', 'LAST USED (UTC)', 'STATUS'];
  const cells = keys.map((k) => [
    k.id,
    k.label || '-',
    k.brandIds.join(','),
    when(k.createdAt),
    when(k.lastUsedAt),
    k.revokedAt ? `revoked ${when(k.revokedAt)}` : 'active',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n');
}

export async function runKeysList(opts: KeysOpts): Promise<void> {
  const keys = await withDatabase(opts, false, listOperatorKeys);
  if (keys.length === 0) {
    out('No operator keys; create one with "whitelabel platform keys create --brand <id>".');
    return;
  }
  out(keyTable(keys));
}

export async function runKeysRevoke(idOrKey: string, opts: KeysOpts): Promise<void> {
  // The whole key works too: whoever holds a leaked key can revoke it without looking it up.
  const id = parseOperatorKey(idOrKey.trim())?.id ?? idOrKey.trim();
  if (!isOperatorKeyId(id)) {
    throw new UsageError(
      'That is not an operator key id (12 letters and digits); "whitelabel platform keys list" shows them.',
    );
  }
  const outcome = await withDatabase(opts, false, (db) => revokeOperatorKey(db, id));
  if (outcome === 'unknown') {
    throw new UsageError(
      `No operator key ${id}; "whitelabel platform keys list" shows the keys of this database.`,
    );
  }
  out(
    outcome === 'revoked'
      ? `Operator key ${id} revoked; every server on this database refuses it from now on.`
      : `Operator key ${id} was already revoked.`,
  );
}
