/**
 * Prices travel as decimal odds in thousandths (1.950 is 1950), so a stake times a price is
 * exact in minor units. Players in Asia read other formats of the same price; these are the
 * four the big Asian books offer. Only the display changes: the book always works in decimal.
 */
export const ODDS_FORMATS = ['DECIMAL', 'HK', 'MALAY', 'INDO'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Two decimals, rounded half away from zero, from a value in thousandths. */
function twoDecimals(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const hundredths = Math.round(Math.abs(thousandths) / 10);
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A decimal price (thousandths, above 1.000) in the player's chosen format. */
export function formatOdds(price: number, format: OddsFormat): string {
  const hk = price - 1000; // the profit on a stake of 1, in thousandths
  switch (format) {
    case 'DECIMAL':
      return twoDecimals(price);
    case 'HK':
      return twoDecimals(hk);
    case 'MALAY':
      // Up to evens the profit itself; beyond it, minus the stake needed to win 1.
      return twoDecimals(hk <= 1000 ? hk : -Math.round(1_000_000 / hk));
    case 'INDO':
      // From evens up the profit; below it, minus the stake needed to win 1.
      return twoDecimals(hk >= 1000 ? hk : -Math.round(1_000_000 / hk));
  }
}

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}
