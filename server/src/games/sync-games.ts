import {
  CatalogueAnswerSchema,
  VENDOR_PATHS,
  type CatalogueGame,
} from '../../../contract/vendor/vendor-api.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { callVendor, VendorCallError, type VendorDirectory } from './vendor-directory.ts';

/**
 * The catalogue sync (spec §3 Games): each of the merchant's vendors' catalogue, in the
 * merchant's currency, upserted into `games`, the operator's gameOverrides applied on top, and
 * games a vendor no longer lists marked retired (kept: bets still name them). A vendor that
 * does not answer keeps what the platform has, and the sync says so.
 */

export interface VendorSyncResult {
  vendor: string;
  /** Games the vendor listed (upserted), or undefined when it did not answer. */
  games?: number;
  retired?: number;
  error?: string;
}

export interface SyncResult {
  merchant: string;
  vendors: VendorSyncResult[];
}

/** The distinct vendor codes of the merchant's seed that this server can reach. */
function reachableCodes(merchant: Merchant, directory: VendorDirectory): string[] {
  const codes = new Set((merchant.settings.vendors ?? []).map((vendor) => vendor.code));
  return [...codes].filter((code) => directory.get(code) !== undefined);
}

async function upsertGame(tx: Queryable, merchantId: number, vendor: string, game: CatalogueGame) {
  await tx.query(
    `insert into games (merchant_id, vendor, code, names, category, sub_category, min_bet, max_bet,
                        lines, rtp_bp, demo, jackpot, thumbnail, released_at, rooms, retired, synced_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz,
             $15::jsonb, false, now())
     on conflict (merchant_id, vendor, code) do update set
       names = excluded.names, category = excluded.category,
       sub_category = excluded.sub_category, min_bet = excluded.min_bet,
       max_bet = excluded.max_bet, lines = excluded.lines, rtp_bp = excluded.rtp_bp,
       demo = excluded.demo, jackpot = excluded.jackpot, thumbnail = excluded.thumbnail,
       released_at = excluded.released_at, rooms = excluded.rooms, retired = false,
       synced_at = now()`,
    [
      merchantId,
      vendor,
      game.code,
      JSON.stringify(game.names),
      game.category,
      game.subCategory,
      game.minBet,
      game.maxBet,
      Math.trunc(game.lines),
      Math.trunc(game.rtpBp),
      game.demo,
      game.jackpot,
      game.thumbnail,
      game.releasedAt,
      JSON.stringify(game.rooms ?? []),
    ],
  );
}

/**
 * The operator's overrides, set afresh on every game of the vendors synced: a game no longer
 * named in gameOverrides goes back to plain (not hidden, not featured…).
 */
export async function applyOverrides(
  db: Queryable,
  merchant: Merchant,
  vendors: readonly string[],
): Promise<void> {
  const overrides = (merchant.settings.gameOverrides ?? []).filter((o) =>
    vendors.includes(o.vendor),
  );
  await db.query(
    `update games g set hidden = coalesce((o ->> 'hidden')::boolean, false),
            featured = coalesce((o ->> 'featured')::boolean, false),
            hot = coalesce((o ->> 'hot')::boolean, false),
            sort_order = coalesce((o ->> 'order')::int, 0)
       from (select g2.id, (select x from jsonb_array_elements($3::jsonb) x
                             where x ->> 'vendor' = g2.vendor and x ->> 'code' = g2.code
                             limit 1) as o
               from games g2 where g2.merchant_id = $1 and g2.vendor = any($2::text[])) m
      where g.id = m.id`,
    [merchant.id, vendors, JSON.stringify(overrides)],
  );
}

async function syncVendor(
  db: Database,
  merchant: Merchant,
  directory: VendorDirectory,
  code: string,
): Promise<VendorSyncResult> {
  const connection = directory.get(code);
  if (!connection) return { vendor: code, error: 'not reachable from this server' };
  let answer;
  try {
    answer = await callVendor(
      connection,
      VENDOR_PATHS.catalogue,
      { currency: merchant.currency },
      CatalogueAnswerSchema,
      { timeoutMs: 10_000 },
    );
  } catch (e: unknown) {
    if (e instanceof VendorCallError) return { vendor: code, error: e.message };
    throw e;
  }
  const listed = answer.games.map((game) => game.code);
  const retired = await db.transaction(async (tx) => {
    for (const game of answer.games) await upsertGame(tx, merchant.id, code, game);
    const gone = await tx.query<{ id: number }>(
      `update games set retired = true
        where merchant_id = $1 and vendor = $2 and not retired and not (code = any($3::text[]))
        returning id`,
      [merchant.id, code, listed],
    );
    return gone.length;
  });
  return { vendor: code, games: listed.length, retired };
}

/** Syncs every reachable vendor of the merchant, one after another; never throws for a vendor. */
export async function syncGames(
  db: Database,
  merchant: Merchant,
  directory: VendorDirectory,
  log: (line: string) => void = () => {},
): Promise<SyncResult> {
  const vendors: VendorSyncResult[] = [];
  for (const code of reachableCodes(merchant, directory)) {
    const result = await syncVendor(db, merchant, directory, code);
    if (result.error) {
      log(
        `Games: ${merchant.brandId} kept its ${code} games; the vendor did not answer: ${result.error}`,
      );
    }
    vendors.push(result);
  }
  await applyOverrides(db, merchant, reachableCodes(merchant, directory));
  return { merchant: merchant.brandId, vendors };
}

/** How long a first sync that found no game waits before the next lobby call tries again. */
const RETRY_MS = 30_000;
const firstSyncs = new WeakMap<Database, Map<number, { done: Promise<void>; at: number }>>();

/**
 * The first start's sync, on the first lobby call of a merchant that has no games yet, so a
 * server (or a test) that never shows a lobby never asks a vendor. Concurrent calls share one
 * sync; a merchant that already has games is not synced here (the CLI refreshes it), unless
 * `everyStart` (the sandbox vendors, whose catalogues change with the code) asks for one sync
 * per merchant per server start.
 */
export async function ensureCatalogue(
  db: Database,
  merchant: Merchant,
  directory: VendorDirectory,
  log: (line: string) => void,
  options: { everyStart?: boolean } = {},
): Promise<void> {
  if (directory.codes().length === 0) return;
  let byMerchant = firstSyncs.get(db);
  if (!byMerchant) firstSyncs.set(db, (byMerchant = new Map()));
  const known = byMerchant.get(merchant.id);
  if (known && (known.at === 0 || Date.now() - known.at < RETRY_MS)) return known.done;
  const entry = { at: 0, done: Promise.resolve() };
  entry.done = (async () => {
    // Only the directory's vendors count: the lottery's own games (lottery/lottery-games.ts)
    // are rows of this table too, and must not pass for a synced catalogue.
    const codes = directory.codes();
    const [row] = await db.query<{ any: boolean }>(
      'select exists (select 1 from games where merchant_id = $1 and vendor = any($2::text[])) as any',
      [merchant.id, codes],
    );
    if (row?.any && !options.everyStart) return;
    await syncGames(db, merchant, directory, log);
    const [after] = await db.query<{ any: boolean }>(
      'select exists (select 1 from games where merchant_id = $1 and vendor = any($2::text[])) as any',
      [merchant.id, codes],
    );
    // Nothing came (every vendor down): let a later call try again instead of never.
    if (!after?.any) entry.at = Date.now();
  })().catch((e: unknown) => {
    entry.at = Date.now();
    log(`Games: the first sync of ${merchant.brandId} failed: ${String(e)}`);
  });
  byMerchant.set(merchant.id, entry);
  return entry.done;
}
