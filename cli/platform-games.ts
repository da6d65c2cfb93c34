import { BrandNotFoundError, UsageError } from '../generator/errors.ts';
import type { Database } from '../server/src/db/database.ts';
import type { VendorDirectory } from '../server/src/games/vendor-directory.ts';
import { withDatabase } from './platform-keys.ts';

/**
 * `whitelabel platform sync-games`: the catalogue sync of server/src/games/sync-games.ts on the
 * database `serve` uses (the same --data-dir or DATABASE_URL), for every brand or the ones
 * named. A server also syncs a merchant on its first lobby call; this refreshes one that has
 * games already (new games, changed overrides, games a vendor dropped).
 */
export interface SyncGamesOpts {
  dataDir: string;
  brandsDir: string;
  brand?: string[];
  sandbox: boolean;
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** The vendors this command can reach: the sandbox ones with --sandbox, none configured else. */
async function vendorsFor(sandbox: boolean) {
  if (!sandbox) return undefined;
  const { sandboxVendors } = await import('../server/src/games/sandbox-directory.ts');
  // The catalogue never calls the platform back; a vendor that tries hears it is not here.
  return sandboxVendors({
    platformFetch: () => Promise.resolve(new Response('No platform here.', { status: 503 })),
  });
}

async function syncAll(
  db: Database,
  directory: VendorDirectory,
  wanted: readonly string[],
): Promise<number> {
  const [{ findMerchantByBrand }, { syncGames }] = await Promise.all([
    import('../server/src/merchant/merchant-store.ts'),
    import('../server/src/games/sync-games.ts'),
  ]);
  const rows = await db.query<{ brand_id: string }>('select brand_id from merchants order by id');
  const known = rows.map((row) => row.brand_id);
  const brands = wanted.length > 0 ? wanted : known;
  const unknown = brands.find((id) => !known.includes(id));
  if (unknown !== undefined) throw new BrandNotFoundError(unknown, known);
  let failures = 0;
  for (const brand of brands) {
    const merchant = await findMerchantByBrand(db, brand);
    if (!merchant) continue;
    const result = await syncGames(db, merchant, directory, err);
    for (const vendor of result.vendors) {
      if (vendor.error) failures += 1;
      out(
        vendor.error
          ? `${brand} ${vendor.vendor}: not synced, games kept (${vendor.error})`
          : `${brand} ${vendor.vendor}: ${vendor.games} games, ${vendor.retired} retired`,
      );
    }
    if (result.vendors.length === 0) out(`${brand}: none of its vendors is reachable`);
  }
  return failures;
}

export async function runSyncGames(opts: SyncGamesOpts): Promise<void> {
  const directory = await vendorsFor(opts.sandbox);
  if (!directory) {
    throw new UsageError(
      'No game vendor is configured for this command; pass --sandbox to sync the sandbox vendors.',
    );
  }
  const wanted = [...new Set((opts.brand ?? []).filter((id) => id !== ''))];
  try {
    const failures = await withDatabase(
      { dataDir: opts.dataDir, brandsDir: opts.brandsDir },
      false,
      (db) => syncAll(db, directory, wanted),
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await directory.close();
  }
}
