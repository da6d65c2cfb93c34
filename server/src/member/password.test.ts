import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, passwordStats, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a fresh 16-byte salt, and verifies', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    const parts = a.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('secret123', a)).toBe(false);
  });

  it('verifies a hash by the cost stored in it', async () => {
    // A hash made at another cost still verifies (the cost can be raised later).
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('Secret123', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
  });

  it('runs one scrypt and answers false without a usable hash', async () => {
    for (const stored of [
      null,
      '',
      'plain-text',
      'scrypt$1000$8$1$AAAA$AAAA',
      `scrypt$${2 ** 21}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(43)}=`,
      'bcrypt$2b$10$abc',
    ]) {
      const before = passwordStats.scryptRuns;
      expect(await verifyPassword('Secret123', stored)).toBe(false);
      expect(passwordStats.scryptRuns, String(stored)).toBe(before + 1);
    }
  });
});
