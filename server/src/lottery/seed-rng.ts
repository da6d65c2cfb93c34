import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Committed seeds (docs/lottery.md "Fairness"): each draw gets 32 random bytes when it is
 * created; only their sha256 is published until the draw time, then the seed is revealed and
 * anyone can recompute the result. The result is a pure function of (seed, draw ref): an
 * HMAC-SHA256 stream keyed by the seed, cut into 32-bit words, turned into numbers by
 * rejection sampling so every value is exactly equally likely.
 */

/** A fresh draw seed: 32 random bytes, hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** What is published before the draw: sha256 of the seed's bytes, hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** Whether a revealed seed is the one committed to (constant time; false for any bad input). */
export function seedMatches(seed: string, hash: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(seed) || !/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(seedHash(seed), 'hex'), Buffer.from(hash, 'hex'));
}

const WORD = 2 ** 32;

/** The draw's random stream: block i is HMAC-SHA256(seed, "<drawRef>:<i>"), 8 words each. */
export class SeedStream {
  private readonly key: Buffer;
  private words: number[] = [];
  private block = 0;

  constructor(
    seed: string,
    private readonly drawRef: string,
  ) {
    this.key = Buffer.from(seed, 'hex');
  }

  private nextWord(): number {
    if (this.words.length === 0) {
      const bytes = createHmac('sha256', this.key).update(`${this.drawRef}:${this.block}`).digest();
      this.block += 1;
      for (let i = 0; i < 32; i += 4) this.words.push(bytes.readUInt32BE(i));
    }
    return this.words.shift() ?? 0;
  }

  /** A uniform whole number in [0, n), n ≤ 2^32: words at or above the last full multiple of n are redrawn. */
  below(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > WORD) throw new Error(`Bad range ${n}.`);
    const limit = WORD - (WORD % n);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % n;
    }
  }

  /** A number of exactly `digits` digits, leading zeros kept ("04217"). */
  digits(digits: number): string {
    return String(this.below(10 ** digits)).padStart(digits, '0');
  }
}
