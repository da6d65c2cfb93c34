import * as v from 'valibot';

/**
 * `E` payloads (spec §7): the JSON input is sealed with AES-256-GCM under a fresh key per
 * request; that key travels wrapped with the server's RSA-OAEP (SHA-256) public key, which
 * the status answer publishes as `publicKey` (SPKI, base64). The additional authenticated
 * data binds the endpoint path, a timestamp and a random nonce, so the server can refuse a
 * payload sent to another endpoint, a stale one and one sent twice.
 *
 * WebCrypto only (`globalThis.crypto.subtle`), so the same file runs in browsers and Node 20.
 */

const Base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/), v.maxLength(2_000_000));

export const EncryptedPayloadSchema = v.strictObject({
  /** The AES key, wrapped with RSA-OAEP-SHA256. */
  k: v.pipe(Base64, v.maxLength(1024)),
  /** The 12-byte GCM nonce. */
  iv: v.pipe(Base64, v.length(16)),
  /** Ciphertext with its 16-byte tag. */
  ct: Base64,
  /** The client's time of sealing, ms since the epoch (in server time when it knows it). */
  ts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** 16 random bytes, base64url: what the server remembers to refuse a replay. */
  n: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/)),
});
export type EncryptedPayload = v.InferOutput<typeof EncryptedPayloadSchema>;

export const RSA_OAEP_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** What the GCM tag also covers: a version, the endpoint path, the time and the nonce. */
export function payloadAad(path: string, ts: number, nonce: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`whitelabel-e1\n${path}\n${ts}\n${nonce}`);
}

const subtle = () => globalThis.crypto.subtle;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomNonce(): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

/** The server's public key, imported once per key. */
export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = importedKeys.get(spkiBase64);
  if (!key) {
    key = subtle().importKey('spki', fromBase64(spkiBase64), RSA_OAEP_PARAMS, false, ['wrapKey']);
    key.catch(() => importedKeys.delete(spkiBase64));
    importedKeys.set(spkiBase64, key);
  }
  return key;
}

/** Seals `plain` (JSON) for `path` with the server's public key. */
export async function encryptPayload(
  publicKeySpkiBase64: string,
  plain: unknown,
  { path, now = Date.now() }: { path: string; now?: number },
): Promise<EncryptedPayload> {
  const publicKey = await importPublicKey(publicKeySpkiBase64);
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ts = Math.round(now);
  const n = randomNonce();
  const ct = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: payloadAad(path, ts, n) },
    aesKey,
    new TextEncoder().encode(JSON.stringify(plain)),
  );
  const k = await subtle().wrapKey('raw', aesKey, publicKey, RSA_OAEP_PARAMS);
  return { k: toBase64(k), iv: toBase64(iv), ct: toBase64(ct), ts, n };
}

/**
 * Opens a sealed payload with the server's private key (an `unwrapKey` RSA-OAEP key) for
 * `path`; throws on any tampering, a wrong path, or a body that is not JSON. Freshness and
 * replay are the caller's to check (the server's decryptInput).
 */
export async function decryptPayload(
  privateKey: CryptoKey,
  payload: EncryptedPayload,
  path: string,
): Promise<unknown> {
  const aesKey = await subtle().unwrapKey(
    'raw',
    fromBase64(payload.k),
    privateKey,
    RSA_OAEP_PARAMS,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  const plain = await subtle().decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64(payload.iv),
      additionalData: payloadAad(path, payload.ts, payload.n),
    },
    aesKey,
    fromBase64(payload.ct),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
