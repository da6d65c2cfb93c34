import { RSA_OAEP_PARAMS, fromBase64, toBase64 } from '../../../contract/crypto.ts';
import type { Queryable } from '../db/database.ts';

export interface ServerKeys {
  /** SPKI, base64: published as `publicKey` in the status answer. */
  publicKey: string;
  privateKey: CryptoKey;
}

const KEY_ID = 'e-payload';
const cache = new WeakMap<Queryable, Promise<ServerKeys>>();

/**
 * The RSA-OAEP 2048 key pair of `E` payloads, made at first use and kept in `crypto_keys`
 * so every server of one database and every restart use the same one. The private key is
 * stored as PKCS#8 in the database here; a production deployment would keep it in a KMS or
 * HSM and decrypt there. Loaded once per database and then kept in memory.
 */
export function serverKeys(db: Queryable): Promise<ServerKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

async function loadOrCreate(db: Queryable): Promise<ServerKeys> {
  const read = () =>
    db.query<{ public_spki: string; private_pkcs8: string }>(
      'select public_spki, private_pkcs8 from crypto_keys where id = $1',
      [KEY_ID],
    );
  let [row] = await read();
  if (!row) {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['wrapKey', 'unwrapKey'],
    );
    const spki = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
    const pkcs8 = toBase64(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
    // Two servers starting together: the first insert wins and both read it back.
    await db.query(
      `insert into crypto_keys (id, public_spki, private_pkcs8) values ($1, $2, $3)
       on conflict (id) do nothing`,
      [KEY_ID, spki, pkcs8],
    );
    [row] = await read();
    if (!row) throw new Error('crypto_keys: the key pair could not be stored.');
  }
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    fromBase64(row.private_pkcs8),
    RSA_OAEP_PARAMS,
    false,
    ['unwrapKey'],
  );
  return { publicKey: row.public_spki, privateKey };
}
