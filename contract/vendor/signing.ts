/**
 * How the platform and a game vendor prove who sent a request (both directions): HMAC-SHA256
 * with the vendor's secret over `<timestamp>.<raw body>`, hex, in X-Vendor-Signature, with the
 * sender's clock (ms since the epoch) in X-Vendor-Timestamp. A receiver refuses a signature
 * that does not match and a timestamp more than SIGNATURE_SKEW_MS away from its own clock, so
 * a captured request cannot be replayed later (within the window, each request's own id makes
 * a replay answer the first answer). WebCrypto only, so it runs in Node and in a browser alike.
 */

export const SIGNATURE_HEADER = 'x-vendor-signature';
export const TIMESTAMP_HEADER = 'x-vendor-timestamp';
/** Which vendor signed: the platform looks its secret up by this code. */
export const VENDOR_HEADER = 'x-vendor-code';
export const SIGNATURE_SKEW_MS = 30_000;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The hex signature of a body sent at `timestamp`. */
export async function signBody(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await hmacKey(secret);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
}

/** The headers a signed request carries (Content-Type included). */
export async function signedHeaders(
  vendor: string,
  secret: string,
  body: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  return {
    'content-type': 'application/json',
    [VENDOR_HEADER]: vendor,
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: await signBody(secret, now, body),
  };
}

export type SignatureCheck = 'OK' | 'INVALID_SIGNATURE' | 'STALE_TIMESTAMP';

/**
 * Checks a received body's signature (constant time, through WebCrypto's verify) and then its
 * timestamp against `now`. A missing or malformed header is an invalid signature.
 */
export async function checkSignature(
  secret: string,
  body: string,
  header: (name: string) => string | undefined,
  now: number,
): Promise<SignatureCheck> {
  const stamp = header(TIMESTAMP_HEADER) ?? '';
  const signature = fromHex((header(SIGNATURE_HEADER) ?? '').toLowerCase());
  if (!/^[0-9]{1,16}$/.test(stamp) || !signature) return 'INVALID_SIGNATURE';
  const key = await hmacKey(secret);
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    encoder.encode(`${stamp}.${body}`),
  );
  if (!valid) return 'INVALID_SIGNATURE';
  return Math.abs(now - Number(stamp)) > SIGNATURE_SKEW_MS ? 'STALE_TIMESTAMP' : 'OK';
}
