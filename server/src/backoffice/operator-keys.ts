import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * Operator keys (migration 024): `wlop_<id>_<secret>`. The id (12 of [0-9a-z]) is public and
 * picks the row; the secret (32 random bytes, base64url) is shown once and stored as its
 * sha256, compared in constant time. Shared by every instance on the database, so a key made
 * with `whitelabel platform keys create` works on all of them at once, and a revoked one on none.
 */
export const OPERATOR_KEY_PREFIX = 'wlop_';
const KEY_PATTERN = /^wlop_([0-9a-z]{12})_([A-Za-z0-9_-]{43})$/;
const ID_PATTERN = /^[0-9a-z]{12}$/;
/** last_used_at is written at most this often per key: an operator's burst is one write. */
const TOUCH_EVERY_SECONDS = 60;

export interface OperatorKeyInfo {
  id: string;
  label: string;
  brandIds: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewOperatorKey {
  id: string;
  /** The whole key, to show once; nowhere else is it kept. */
  key: string;
}

export type KeyCheck =
  | { ok: true; id: string; brandIds: string[] }
  | { ok: false; reason: 'malformed' | 'unknown' | 'wrong-secret' | 'revoked'; id?: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function isOperatorKeyId(text: string): boolean {
  return ID_PATTERN.test(text);
}

export function parseOperatorKey(text: string): { id: string; secret: string } | undefined {
  const match = KEY_PATTERN.exec(text);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : undefined;
}

/**
 * Stores a key with a given id and secret. Only tests and the e2e setup choose their own (so
 * their fixed key works on a fresh database); everyone else calls createOperatorKey.
 * Inserting the same id twice is a no-op, so two test apps may share one database.
 */
export async function insertOperatorKey(
  db: Queryable,
  key: { id: string; secret: string; brandIds: readonly string[]; label: string },
): Promise<NewOperatorKey> {
  const whole = `${OPERATOR_KEY_PREFIX}${key.id}_${key.secret}`;
  if (!parseOperatorKey(whole)) throw new Error('An operator key id or secret is malformed.');
  const inserted = await db.query<{ id: string }>(
    `insert into operator_keys (id, secret_sha256, label) values ($1, $2, $3)
     on conflict (id) do nothing returning id`,
    [key.id, sha256(key.secret).toString('hex'), key.label],
  );
  if (inserted.length > 0) {
    for (const brandId of new Set(key.brandIds)) {
      await db.query('insert into operator_key_brands (key_id, brand_id) values ($1, $2)', [
        key.id,
        brandId,
      ]);
    }
  }
  return { id: key.id, key: whole };
}

/** A new random key for the given brands; the answer is the only place its secret appears. */
export async function createOperatorKey(
  db: Queryable,
  options: { brandIds: readonly string[]; label: string },
): Promise<NewOperatorKey> {
  // 12 characters of [0-9a-z]: an id clash is astronomically rare, and then the insert is a
  // no-op that we detect and retry.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = BigInt(`0x${randomBytes(8).toString('hex')}`)
      .toString(36)
      .padStart(12, '0')
      .slice(-12);
    const secret = randomBytes(32).toString('base64url');
    const [taken] = await db.query('select 1 from operator_keys where id = $1', [id]);
    if (taken) continue;
    return insertOperatorKey(db, { id, secret, ...options });
  }
  throw new Error('Could not pick a free operator key id; try again.');
}

interface KeyRow {
  id: string;
  label: string;
  brand_ids: string[] | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Every key, oldest first, without its secret (the digest is not even read). */
export async function listOperatorKeys(db: Queryable): Promise<OperatorKeyInfo[]> {
  const rows = await db.query<KeyRow>(
    `select k.id, k.label, k.created_at, k.last_used_at, k.revoked_at,
            array(select b.brand_id from operator_key_brands b
                   where b.key_id = k.id order by b.brand_id) as brand_ids
       from operator_keys k
      order by k.created_at, k.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    brandIds: row.brand_ids ?? [],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

/** Revokes at once on every instance (each call reads the row). */
export async function revokeOperatorKey(
  db: Queryable,
  id: string,
): Promise<'revoked' | 'already-revoked' | 'unknown'> {
  const [row] = await db.query<{ revoked: boolean }>(
    `with old as (select id, revoked_at from operator_keys where id = $1),
          upd as (update operator_keys set revoked_at = now()
                   where id = $1 and revoked_at is null returning id)
     select (select revoked_at from old) is not null as revoked from old`,
    [id],
  );
  if (!row) return 'unknown';
  return row.revoked ? 'already-revoked' : 'revoked';
}

/** A fixed digest to compare against when the id is unknown, so both paths do the same work. */
const NO_KEY = sha256('no such operator key');

/** Checks a presented key; brute force is moot (2^256 secrets), the check is still constant-time. */
export async function checkOperatorKey(db: Queryable, presented: string): Promise<KeyCheck> {
  const parsed = parseOperatorKey(presented);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const [row] = await db.query<{
    secret_sha256: string;
    revoked_at: unknown;
    brand_ids: string[] | null;
  }>(
    `select k.secret_sha256, k.revoked_at,
            array(select b.brand_id from operator_key_brands b where b.key_id = k.id) as brand_ids
       from operator_keys k where k.id = $1`,
    [parsed.id],
  );
  const stored = row ? Buffer.from(row.secret_sha256, 'hex') : NO_KEY;
  const same = stored.length === 32 && timingSafeEqual(sha256(parsed.secret), stored);
  if (!row) return { ok: false, reason: 'unknown', id: parsed.id };
  if (!same) return { ok: false, reason: 'wrong-secret', id: parsed.id };
  // Only a holder of the right secret learns that the key was revoked.
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked', id: parsed.id };
  return { ok: true, id: parsed.id, brandIds: row.brand_ids ?? [] };
}

export async function touchOperatorKey(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update operator_keys set last_used_at = now()
      where id = $1 and (last_used_at is null
                         or last_used_at < now() - make_interval(secs => $2))`,
    [id, TOUCH_EVERY_SECONDS],
  );
}
