import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SIGNATURE_HEADER,
  SIGNATURE_SKEW_MS,
  TIMESTAMP_HEADER,
  type SignatureCheck,
} from '../../../../contract/vendor/signing.ts';

/**
 * The platform's check of a vendor's signature: the rule of contract/vendor/signing.ts
 * (HMAC-SHA256 over `<timestamp>.<raw body>`, hex, then the skew window), with node:crypto's
 * synchronous HMAC instead of WebCrypto. The seamless wallet checks one per money event, and
 * measured under bench:games WebCrypto's importKey + verify (two thread-pool jobs per call)
 * took a fifth of the server's CPU; this takes microseconds. signature-check.test.ts holds it
 * to the contract's signer.
 */
export function checkVendorSignature(
  secret: string,
  body: string,
  header: (name: string) => string | undefined,
  now: number,
): SignatureCheck {
  const stamp = header(TIMESTAMP_HEADER) ?? '';
  const given = (header(SIGNATURE_HEADER) ?? '').toLowerCase();
  if (!/^[0-9]{1,16}$/.test(stamp) || !/^[0-9a-f]{64}$/.test(given)) return 'INVALID_SIGNATURE';
  const expected = createHmac('sha256', secret).update(`${stamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'INVALID_SIGNATURE';
  return Math.abs(now - Number(stamp)) > SIGNATURE_SKEW_MS ? 'STALE_TIMESTAMP' : 'OK';
}
