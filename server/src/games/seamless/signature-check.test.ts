import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  SIGNATURE_HEADER,
  SIGNATURE_SKEW_MS,
  signedHeaders,
} from '../../../../contract/vendor/signing.ts';
import { checkVendorSignature } from './signature-check.ts';

const SECRET = 'a-vendor-secret-of-the-test';
const NOW = 1_790_000_000_000;
const BODY = '{"player":"1-2","transactionId":"t-1","amount":10,"note":"ฉันชนะ"}';

const lookup = (headers: Record<string, string>) => (name: string) => headers[name];

describe('the platform checks a vendor signature as the contract defines it', () => {
  it('accepts what the contract signer signed, as the contract checker does', async () => {
    const headers = await signedHeaders('V', SECRET, BODY, NOW);
    expect(checkVendorSignature(SECRET, BODY, lookup(headers), NOW)).toBe('OK');
    expect(await checkSignature(SECRET, BODY, lookup(headers), NOW)).toBe('OK');
  });

  it('accepts the signature written in capitals, as the contract checker does', async () => {
    const headers = await signedHeaders('V', SECRET, BODY, NOW);
    const upper = {
      ...headers,
      [SIGNATURE_HEADER]: String(headers[SIGNATURE_HEADER]).toUpperCase(),
    };
    expect(checkVendorSignature(SECRET, BODY, lookup(upper), NOW)).toBe('OK');
  });

  it('refuses a body changed by one character, another secret and a cut signature', async () => {
    const headers = await signedHeaders('V', SECRET, BODY, NOW);
    const check = (secret: string, body: string, h: Record<string, string>) =>
      checkVendorSignature(secret, body, lookup(h), NOW);
    expect(check(SECRET, BODY.replace('10', '11'), headers)).toBe('INVALID_SIGNATURE');
    expect(check(`${SECRET}x`, BODY, headers)).toBe('INVALID_SIGNATURE');
    const cut = { ...headers, [SIGNATURE_HEADER]: String(headers[SIGNATURE_HEADER]).slice(0, 62) };
    expect(check(SECRET, BODY, cut)).toBe('INVALID_SIGNATURE');
    expect(check(SECRET, BODY, {})).toBe('INVALID_SIGNATURE');
    const notHex = { ...headers, [SIGNATURE_HEADER]: 'z'.repeat(64) };
    expect(check(SECRET, BODY, notHex)).toBe('INVALID_SIGNATURE');
  });

  it('refuses a timestamp outside the skew window either way, and answers as the contract', async () => {
    for (const sent of [NOW - SIGNATURE_SKEW_MS - 1, NOW + SIGNATURE_SKEW_MS + 1]) {
      const headers = await signedHeaders('V', SECRET, BODY, sent);
      expect(checkVendorSignature(SECRET, BODY, lookup(headers), NOW)).toBe('STALE_TIMESTAMP');
      expect(await checkSignature(SECRET, BODY, lookup(headers), NOW)).toBe('STALE_TIMESTAMP');
    }
    const edge = await signedHeaders('V', SECRET, BODY, NOW - SIGNATURE_SKEW_MS);
    expect(checkVendorSignature(SECRET, BODY, lookup(edge), NOW)).toBe('OK');
  });
});
