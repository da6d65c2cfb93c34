import { createHash } from 'node:crypto';
import { PlatformError } from '../../../contract/errors.ts';
import type { Database, Queryable } from '../db/database.ts';

/** Canonical JSON (keys sorted), so the same request hashes the same however it was built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentRequest {
  memberId: number;
  key: string;
  /** Which call (its contract id) and what it asked, minus the key and any secrets. */
  call: string;
  request: unknown;
}

/**
 * Runs a money-moving request once per idempotency key (DESIGN "Server"). The key row is
 * written in the same database transaction as the money, so:
 * - a replay (same key, same request) answers the first answer and moves nothing;
 * - the same key with another request is refused with IDEMPOTENCY_CONFLICT;
 * - a request that failed left no key behind, so retrying it runs it again;
 * - two copies racing each other: on PostgreSQL the second insert waits for the first
 *   transaction and then sees its key; PGlite runs transactions one at a time.
 */
export function idempotent<T>(
  db: Database,
  request: IdempotentRequest,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256')
    .update(canonical({ call: request.call, request: request.request }))
    .digest('base64url');
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into idempotency_keys (member_id, key, request_hash, response)
       values ($1, $2, $3, 'null'::jsonb) on conflict do nothing returning key`,
      [request.memberId, request.key, hash],
    );
    if (inserted.length === 0) {
      const [first] = await tx.query<{ request_hash: string; response: T }>(
        'select request_hash, response from idempotency_keys where member_id = $1 and key = $2',
        [request.memberId, request.key],
      );
      if (!first || first.request_hash !== hash) throw new PlatformError('IDEMPOTENCY_CONFLICT');
      return first.response;
    }
    const answer = await run(tx);
    await tx.query(
      'update idempotency_keys set response = $3::jsonb where member_id = $1 and key = $2',
      [request.memberId, request.key, JSON.stringify(answer)],
    );
    return answer;
  });
}
