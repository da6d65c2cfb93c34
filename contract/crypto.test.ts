import { describe, expect, it } from 'vitest';
import {
  RSA_OAEP_PARAMS,
  decryptPayload,
  encryptPayload,
  fromBase64,
  toBase64,
  type EncryptedPayload,
} from './crypto.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return { spki: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)), pair };
}

const flip = (base64: string, at = 5) => {
  const bytes = fromBase64(base64);
  bytes[at] = (bytes[at] ?? 0) ^ 1;
  return toBase64(bytes);
};

describe('E payload sealing', () => {
  it('opens for the same path what was sealed, with a fresh key, iv and nonce each time', async () => {
    const { spki, pair } = await keyPair();
    const plain = { username: 'ana', password: 'pässwörd 🔑' };
    const a = await encryptPayload(spki, plain, { path: '/wps/session/login', now: 1000 });
    const b = await encryptPayload(spki, plain, { path: '/wps/session/login', now: 1000 });
    expect(a.ts).toBe(1000);
    expect(a.n).toMatch(/^[\w-]{22}$/);
    expect(fromBase64(a.iv)).toHaveLength(12);
    expect(a.n).not.toBe(b.n);
    expect(a.ct).not.toBe(b.ct);
    expect(a.k).not.toBe(b.k);
    expect(JSON.stringify(a)).not.toContain('ana');
    expect(await decryptPayload(pair.privateKey, a, '/wps/session/login')).toEqual(plain);
  });

  it('refuses another path, and any changed byte of key, iv, ciphertext, time or nonce', async () => {
    const { spki, pair } = await keyPair();
    const sealed = await encryptPayload(spki, { a: 1 }, { path: '/wps/member/register' });
    const open = (payload: EncryptedPayload, path = '/wps/member/register') =>
      decryptPayload(pair.privateKey, payload, path);
    await expect(open(sealed, '/wps/member/register/mobile')).rejects.toThrow();
    await expect(open({ ...sealed, k: flip(sealed.k) })).rejects.toThrow();
    await expect(open({ ...sealed, iv: flip(sealed.iv, 0) })).rejects.toThrow();
    await expect(open({ ...sealed, ct: flip(sealed.ct, 0) })).rejects.toThrow();
    await expect(open({ ...sealed, ts: sealed.ts + 1 })).rejects.toThrow();
    await expect(
      open({
        ...sealed,
        n:
          `${sealed.n.slice(0, -1)}A` === sealed.n
            ? `${sealed.n.slice(0, -1)}B`
            : `${sealed.n.slice(0, -1)}A`,
      }),
    ).rejects.toThrow();
    expect(await open(sealed)).toEqual({ a: 1 });
  });

  it('refuses a payload sealed for another server key', async () => {
    const mine = await keyPair();
    const theirs = await keyPair();
    const sealed = await encryptPayload(theirs.spki, { a: 1 }, { path: '/x' });
    await expect(decryptPayload(mine.pair.privateKey, sealed, '/x')).rejects.toThrow();
  });

  it('round-trips bytes through base64 the way btoa/atob do', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
