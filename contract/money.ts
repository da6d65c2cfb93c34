import * as v from 'valibot';
import { PageSchema, PageSizeSchema } from './input.ts';

/**
 * Shared shapes of the money calls. Every amount is an integer count of the brand
 * currency's minor units (cents for USD, đồng for VND), never a float; inputs take
 * AmountSchema of input.ts.
 */

/** A balance or signed movement in minor units. */
export const MinorSchema = v.pipe(v.number(), v.safeInteger());

/**
 * Every money-moving request carries one (DESIGN "Server"): a replay with the same key answers
 * the first answer; the same key with another payload is refused (IDEMPOTENCY_CONFLICT).
 * The runtime makes one per submitted form (crypto.randomUUID()).
 */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** The brand currency the platform keeps the merchant's books in. */
export const CurrencySchema = v.object({ code: v.string(), minorUnits: v.number() });

/** YYYY-MM-DD in the merchant's time zone; both ends included. */
export const DaySchema = v.pipe(v.string(), v.isoDate());

/** Spec §9 pagination: 1-based page, at most 50 rows a page (strict integers, see input.ts). */
export const PageQuery = { page: PageSchema, pageSize: PageSizeSchema };

/** A date-filtered, paged history query (GET: every field travels as a query string). */
export const HistoryQuery = { from: DaySchema, to: DaySchema, ...PageQuery };

export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  });
}

/** Main wallet and the vendor wallets (spec §7 consolidated funds). */
export const MAIN_WALLET = 'MAIN';

export const VendorWalletSchema = v.object({
  /** The vendor code (its account type), e.g. HARBOR. */
  accountType: v.string(),
  displayName: v.string(),
  balance: MinorSchema,
});

export const ConsolidatedFundsSchema = v.object({
  currency: CurrencySchema,
  main: MinorSchema,
  wallets: v.array(VendorWalletSchema),
  /** main plus every vendor wallet. */
  sum: MinorSchema,
});
export type ConsolidatedFunds = v.InferOutput<typeof ConsolidatedFundsSchema>;
