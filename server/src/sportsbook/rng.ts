/**
 * The sandbox feed's randomness: a hash of the merchant's seed and a few labels, so every
 * number the simulation draws is a pure function of (seed, what it is for). No state, no
 * timers: asking again at another time gives the same match, the same goals, the same result.
 */
export function hash32(...parts: readonly (string | number)[]): number {
  // FNV-1a over the joined labels, then a murmur finaliser to spread the low bits.
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) drawn for these labels. */
export function rand(...parts: readonly (string | number)[]): number {
  return hash32(...parts) / 4_294_967_296;
}

/** A whole number in [min, max] drawn for these labels. */
export function randInt(min: number, max: number, ...parts: readonly (string | number)[]): number {
  return min + Math.floor(rand(...parts) * (max - min + 1));
}

/** A Poisson count with mean `lambda`, by inverting its distribution at one uniform draw. */
export function poisson(lambda: number, u: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cumulative = p;
  while (u > cumulative && k < 20) {
    k += 1;
    p *= lambda / k;
    cumulative += p;
  }
  return k;
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
