import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { OddsTable, PlayType } from './catalogue.ts';

/**
 * A merchant's stake unit, limit and odds (docs/lottery.md "Stakes and payouts"): the
 * defaults below and in catalogue.ts, replaced by the merchant's rows of lottery_settings and
 * lottery_odds where it has them (an operator's SQL today; no back-office call yet).
 */
export interface MerchantTerms {
  /** Minor units one stake unit costs. */
  unitStake: number;
  /** The most units one pick may carry. */
  maxUnits: number;
  overrides: Map<string, { oddsBp: number | null; pointPrice: number | null }>;
}

/** One major unit of the currency, or 1,000 đồng: VND prices lottery in thousands. */
export function defaultUnitStake(currency: Merchant['currency']): number {
  return currency.code === 'VND' ? 1_000 : 10 ** currency.minorUnits;
}

export const DEFAULT_MAX_UNITS = 10_000;

export async function merchantTerms(db: Queryable, merchant: Merchant): Promise<MerchantTerms> {
  const [settings] = await db.query<{ unit_stake: number; max_units: number }>(
    'select unit_stake, max_units from lottery_settings where merchant_id = $1',
    [merchant.id],
  );
  const rows = await db.query<{
    game_code: string;
    play_type: string;
    odds_bp: number | null;
    point_price: number | null;
  }>('select game_code, play_type, odds_bp, point_price from lottery_odds where merchant_id = $1', [
    merchant.id,
  ]);
  return {
    unitStake: settings?.unit_stake ?? defaultUnitStake(merchant.currency),
    maxUnits: settings?.max_units ?? DEFAULT_MAX_UNITS,
    overrides: new Map(
      rows.map((row) => [
        `${row.game_code}:${row.play_type}`,
        { oddsBp: row.odds_bp, pointPrice: row.point_price },
      ]),
    ),
  };
}

/** The odds and point price a play type sells at for this merchant. */
export function termsOf(
  terms: MerchantTerms,
  gameCode: string,
  play: PlayType,
  table: OddsTable,
): { oddsBp: number; pointPrice: number } {
  const own = terms.overrides.get(`${gameCode}:${play.code}`);
  return {
    oddsBp: own?.oddsBp ?? play.odds[table],
    pointPrice: own?.pointPrice ?? play.pointPrice?.[table] ?? 1,
  };
}
