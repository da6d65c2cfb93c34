import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's length.
const SEED = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vectors at T=%i', (time, sha1, sha256, sha512) => {
    const step = totpStep(time * 1000);
    expect(hotp(SEED.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEED.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEED.sha512, step, 8, 'sha512')).toBe(sha512);
    // The 6-digit code is the last six digits of the same truncation.
    expect(totpCode(base32Encode(SEED.sha1), time * 1000)).toBe(sha1.slice(2));
  });

  it('round-trips base32 and refuses what is not base32', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    );
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret.toLowerCase()) ?? Buffer.alloc(0))).toBe(secret);
    expect(base32Decode('not base32!')).toBeUndefined();
  });

  it('accepts one step either side, and only steps after the last one used', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now, null)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
  });

  it('builds an otpauth URL', () => {
    expect(otpauthUrl('Aurora', 'alice01', 'ABC')).toBe(
      'otpauth://totp/Aurora%3Aalice01?secret=ABC&issuer=Aurora&algorithm=SHA1&digits=6&period=30',
    );
  });
});
