import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import type { Queryable } from '../db/database.ts';

/** A merchant as the platform holds it; `settings` is the operator-editable platform config. */
export interface Merchant {
  id: number;
  code: string;
  brandId: string;
  name: string;
  domains: string[];
  settings: PlatformSeed;
  /** The currency the merchant's books are kept in (integer minor units). */
  currency: { code: string; minorUnits: number };
  /** The brand clock's offset: a merchant's "day" starts at its local midnight. */
  utcOffsetMinutes: number;
  /** brand.json prizeModes (spec §3: Lott, ZY, Elott, SEA); empty when never seeded. */
  prizeModes: string[];
  createdAt: string;
}

interface MerchantRow {
  id: number;
  code: string;
  brand_id: string;
  name: string;
  domains: string[];
  settings: PlatformSeed;
  currency_code: string;
  currency_minor_units: number;
  utc_offset_minutes: number;
  prize_modes: string[];
  created_at: string;
}

const COLUMNS =
  'id, code, brand_id, name, domains, settings, currency_code, currency_minor_units, utc_offset_minutes, prize_modes, created_at';

function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    code: row.code,
    brandId: row.brand_id,
    name: row.name,
    domains: row.domains,
    settings: row.settings,
    currency: { code: row.currency_code, minorUnits: row.currency_minor_units },
    utcOffsetMinutes: row.utc_offset_minutes,
    prizeModes: row.prize_modes,
    createdAt: row.created_at,
  };
}

/** The merchant with this code among the served brands. */
export async function findMerchantByCode(
  db: Queryable,
  code: string,
  brandIds: readonly string[],
): Promise<Merchant | undefined> {
  const rows = await db.query<MerchantRow>(
    `select ${COLUMNS} from merchants where code = $1 and brand_id = any($2::text[])`,
    [code, brandIds],
  );
  return rows[0] && toMerchant(rows[0]);
}

/** The served merchant whose domains include `host`, or whose brand is `<brandId>.localhost`. */
export async function findMerchantByHost(
  db: Queryable,
  host: string,
  brandIds: readonly string[],
): Promise<Merchant | undefined> {
  const rows = await db.query<MerchantRow>(
    `select ${COLUMNS} from merchants
      where ($1 = any(domains) or brand_id || '.localhost' = $1) and brand_id = any($2::text[])
      order by id limit 1`,
    [host, brandIds],
  );
  return rows[0] && toMerchant(rows[0]);
}

export async function findMerchantByBrand(
  db: Queryable,
  brandId: string,
): Promise<Merchant | undefined> {
  const rows = await db.query<MerchantRow>(`select ${COLUMNS} from merchants where brand_id = $1`, [
    brandId,
  ]);
  return rows[0] && toMerchant(rows[0]);
}
