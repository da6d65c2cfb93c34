import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (DESIGN.md "Security"). A stored hash is
 * `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can be raised later and old
 * hashes still verify with the cost they were made with.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The production cost: N = 2^17, r = 8, p = 1 (about 128 MiB and 0.2–0.4 s per hash). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Stored costs beyond these are refused rather than run (a corrupted row must not hang us). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 4;

let currentCost: ScryptCost = PASSWORD_COST;

/**
 * Only for unit tests of logic unrelated to hashing (lockout counting, session expiry…),
 * where hundreds of production-cost hashes would take minutes. Vitest isolates test files,
 * so the lower cost never leaks into other files; login and register tests keep the real
 * cost.
 */
export function setPasswordCostForTests(cost: ScryptCost): void {
  currentCost = cost;
}

/** How many scrypt runs happened in this process: tests assert that a refusal still paid one. */
export const passwordStats = { scryptRuns: 0 };

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  passwordStats.scryptRuns += 1;
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 MiB).
    maxmem: 256 * cost.N * cost.r * cost.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R || !Number.isInteger(p) || p < 1 || p > MAX_P) {
    return undefined;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length !== KEY_BYTES) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/**
 * Checks a password against a stored hash in constant time. Without a usable hash (unknown
 * account, no password login) it still runs one scrypt at the current cost against a
 * random key and answers false, so the answer takes as long as a wrong password for a real
 * account: timing tells nothing about which accounts exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? undefined : parseHash(stored);
  const target = parsed ?? {
    cost: currentCost,
    salt: randomBytes(SALT_BYTES),
    key: randomBytes(KEY_BYTES),
  };
  const key = await derive(password, target.salt, target.cost);
  return timingSafeEqual(key, target.key) && parsed !== undefined;
}
