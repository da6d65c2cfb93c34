/**
 * What a slip returns if it wins, in minor units, exactly as the book pays: the stake times
 * each price (thousandths), rounded down once at the end. BigInt, because a ten-leg parlay's
 * product of prices overflows a double's exact range long before it is absurd.
 */
export function parlayReturn(stake: number, prices: readonly number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const price of prices) {
    numerator *= BigInt(price);
    denominator *= 1000n;
  }
  return Number(numerator / denominator);
}

/** The combined decimal price of a parlay, in thousandths, rounded down. */
export function parlayPrice(prices: readonly number[]): number {
  return parlayReturn(1000, prices);
}
