import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair rounds. Before a round the player sees sha256(serverSeed); the player may set
 * the client seed; the round's numbers come from HMAC-SHA256(serverSeed, clientSeed:nonce:i),
 * so once the server seed is revealed (when the player rotates it, or on the verify page for a
 * settled round) anyone recomputes the round and checks the hash. Neither side alone picks
 * the outcome: the vendor commits before it knows the client seed, the player chooses the
 * client seed without knowing the server seed.
 */

/** A source of uniform numbers in [0, 1): the games take one, so a simulation can pass a fast one. */
export interface Rng {
  next(): number;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The round's stream: 8 numbers per HMAC block, as many blocks as the game asks for. */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  let block = 0;
  let buffer: Buffer = Buffer.alloc(0);
  let offset = 0;
  return {
    next(): number {
      if (offset + 4 > buffer.length) {
        buffer = createHmac('sha256', serverSeed)
          .update(`${clientSeed}:${nonce}:${block}`)
          .digest();
        block += 1;
        offset = 0;
      }
      const value = buffer.readUInt32BE(offset) / 2 ** 32;
      offset += 4;
      return value;
    },
  };
}

/**
 * A fast seeded generator (sfc32) for simulations of millions of rounds. Never used for a real
 * round: it is not a commitment anyone can check.
 */
export function simulationRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const step = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 2 ** 32;
  };
  for (let i = 0; i < 15; i++) step();
  return { next: step };
}

/** A whole number in [0, n) from an Rng. */
export function pick(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}
