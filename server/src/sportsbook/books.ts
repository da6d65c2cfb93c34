import { PlatformError } from '../../../contract/errors.ts';
import { enabledModules } from '../../../contract/modules.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { Book, MarketKind, MerchantFeed, SportsFeed } from './feed.ts';

/** A book is open for a merchant when its module is on and the seed names a vendor for it. */
export function vendorOfBook(merchant: Merchant, book: Book): string | null {
  const on = enabledModules(merchant.settings.modules);
  if (!on.has(book)) return null;
  const vendor = (merchant.settings.vendors ?? []).find((v) => v.category === book);
  return vendor?.code ?? null;
}

export function openBooks(merchant: Merchant): Book[] {
  return (['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const).filter((b) => vendorOfBook(merchant, b));
}

/** The merchant's feed; without one (no sandbox, none configured) the books are off. */
export function feedOf(feed: SportsFeed | undefined, merchant: Merchant): MerchantFeed {
  if (!feed) throw new PlatformError('OPERATION_NOT_ALLOWED');
  return feed.forMerchant(merchant);
}

/** How long an in-play slip waits before it is accepted (merchant clock). */
export const IN_PLAY_DELAY_MS = 5_000;
/** How long after its settlement a slip is watched for a corrected result. */
export const CORRECTION_WATCH_MS = 60 * 60_000;
export const MAX_LEGS = 10;

/** The largest stake of a single on each kind of market, in major units of the currency. */
const MARKET_MAX: Readonly<Record<MarketKind, number>> = {
  RESULT: 20_000,
  WINNER: 20_000,
  HANDICAP: 20_000,
  TOTAL: 20_000,
  MAP_WINNER: 5_000,
  FIGHT: 5_000,
};

export interface StakeLimits {
  min: number;
  max: number;
  /** The most one slip may pay. */
  maxPayout: number;
}

/**
 * The merchant defaults, in minor units: at least one major unit; a single up to its market's
 * maximum (a quarter of it in play); a parlay up to 2,000 units; no slip pays above 200,000.
 */
export function stakeLimits(
  minorUnits: number,
  legs: readonly { kind: MarketKind; inPlay: boolean }[],
): StakeLimits {
  const unit = 10 ** minorUnits;
  const [only] = legs;
  const single = only && legs.length === 1 ? MARKET_MAX[only.kind] / (only.inPlay ? 4 : 1) : 2_000;
  return { min: unit, max: single * unit, maxPayout: 200_000 * unit };
}
