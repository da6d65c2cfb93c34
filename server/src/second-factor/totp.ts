import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 with the authenticator apps' defaults: HMAC-SHA1, 30 s steps, 6 digits. */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (clock drift). */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth URLs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 (any case, spaces and padding ignored); undefined when not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of a moment (ms since the epoch). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_S);
}

/** RFC 4226 HOTP of a counter, `digits` long, with the given HMAC. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret at a moment. */
export function totpCode(secret: string, nowMs = Date.now()): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('TOTP secret is not base32.');
  return hotp(key, totpStep(nowMs));
}

/**
 * The step a typed code matches within ±TOTP_WINDOW of now, later than `afterStep` (a code
 * once used cannot be used again); undefined when none does.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^[0-9]{6}$/.test(code)) return undefined;
  const now = totpStep(nowMs);
  let found: number | undefined;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    // Every step is computed, so the timing says nothing about which one matched.
    if (hotp(key, step) === code && (afterStep === null || step > afterStep)) found ??= step;
  }
  return found;
}

/** The otpauth:// URL authenticator apps import (Key URI format). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
