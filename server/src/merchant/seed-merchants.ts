import { noteMerchantChange } from './merchant-changes.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrandConfig } from '../../../contract/generated/brand.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import type { Database } from '../db/database.ts';
import { findMerchantByBrand } from './merchant-store.ts';

/** What the platform needs from brands/<id>/: brand.json's identity and platform.json. */
export interface BrandSeed {
  brandId: string;
  merchantCode: string;
  name: string;
  /** Lower-case host names, as requests are matched against them. */
  domains: string[];
  settings: PlatformSeed;
  currency: { code: string; minorUnits: number };
  /** brand.json `timezone` (GMT+7) as minutes east of UTC. */
  utcOffsetMinutes: number;
  /** brand.json prizeModes: the lottery games and odds tables the merchant offers. */
  prizeModes: string[];
}

function offsetMinutes(timezone: string | undefined): number {
  const match = /^GMT([+-])(\d{1,2})$/.exec(timezone ?? 'GMT+8');
  if (!match) return 480;
  return (match[1] === '-' ? -1 : 1) * Number(match[2]) * 60;
}

export async function readBrandSeed(brandsDir: string, brandId: string): Promise<BrandSeed> {
  const brand = await readJson<BrandConfig>(join(brandsDir, brandId, 'brand.json'));
  const platform = await readJson<PlatformSeed>(join(brandsDir, brandId, 'platform.json'));
  const where = `brands/${brandId}`;
  // The generator's `validate` checks everything against the schemas; these are the few
  // facts the server relies on, checked so that a broken seed fails at start, not per call.
  if (brand.id !== brandId) throw new Error(`${where}/brand.json: id must be "${brandId}".`);
  if (typeof brand.merchantCode !== 'string' || brand.merchantCode === '') {
    throw new Error(`${where}/brand.json: merchantCode is required.`);
  }
  if (!Array.isArray(platform.modules) || typeof platform.siteMode !== 'string') {
    throw new Error(`${where}/platform.json: modules and siteMode are required.`);
  }
  const settings: PlatformSeed = { ...platform };
  // The editor hint of the file, not a setting.
  delete settings.$schema;
  return {
    brandId,
    merchantCode: brand.merchantCode,
    name: brand.name,
    domains: (brand.domains ?? []).map((domain) => domain.toLowerCase()),
    settings,
    currency: { code: brand.currency.code, minorUnits: brand.currency.minorUnits },
    utcOffsetMinutes: offsetMinutes(brand.timezone),
    prizeModes: [...(brand.prizeModes ?? [])],
  };
}

async function readJson<T>(file: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error: unknown) {
    throw new Error(`Cannot read ${file}; is the brand id right?`, { cause: error });
  }
  try {
    return JSON.parse(text) as T;
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not valid JSON: ${reason}`, { cause: error });
  }
}

export interface SeedReport {
  inserted: string[];
  kept: string[];
  reseeded: string[];
}

/**
 * Inserts the merchant of each brand that the database does not hold yet. An existing
 * merchant is kept as it is: from the first start on, the database is the operator's record
 * (settings changed in an admin tool must survive a restart), and brands/<id>/platform.json
 * is only the seed. `reseed` overwrites the merchant from the files instead (tests, demos,
 * or an operator who wants to start over).
 */
export async function seedMerchants(
  db: Database,
  seeds: readonly BrandSeed[],
  options: { reseed?: boolean; log?: (line: string) => void } = {},
): Promise<SeedReport> {
  const report: SeedReport = { inserted: [], kept: [], reseeded: [] };
  for (const seed of seeds) {
    await db.transaction(async (tx) => {
      const values = [
        seed.merchantCode,
        seed.brandId,
        seed.name,
        seed.domains,
        JSON.stringify(seed.settings),
        seed.currency.code,
        seed.currency.minorUnits,
        seed.utcOffsetMinutes,
        seed.prizeModes,
      ];
      const inserted = await tx.query(
        `insert into merchants (code, brand_id, name, domains, settings,
                                currency_code, currency_minor_units, utc_offset_minutes,
                                prize_modes)
         values ($1, $2, $3, $4::text[], $5::jsonb, $6, $7, $8, $9::text[])
         on conflict do nothing returning id`,
        values,
      );
      if (inserted.length > 0) {
        report.inserted.push(seed.brandId);
        return;
      }
      const existing = await findMerchantByBrand(tx, seed.brandId);
      if (!existing) {
        throw new Error(
          `Merchant code ${seed.merchantCode} of brand ${seed.brandId} is already used by another brand.`,
        );
      }
      if (options.reseed) {
        await tx.query(
          `update merchants set code = $1, name = $3, domains = $4::text[], settings = $5::jsonb,
                  currency_code = $6, currency_minor_units = $7, utc_offset_minutes = $8,
                  prize_modes = $9::text[]
            where brand_id = $2`,
          values,
        );
        report.reseeded.push(seed.brandId);
        return;
      }
      report.kept.push(seed.brandId);
      if (existing.code !== seed.merchantCode) {
        options.log?.(
          `Brand ${seed.brandId}: the database has merchant code ${existing.code}, brand.json says ${seed.merchantCode}; the database wins (start with reseed to apply brand.json).`,
        );
      }
    });
  }
  // Caches of merchant rows (http/cached-merchant.ts) read them again from the next call on.
  if (report.inserted.length > 0 || report.reseeded.length > 0) noteMerchantChange();
  return report;
}
