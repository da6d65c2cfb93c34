import type { Queryable } from '../db/database.ts';
import { sha256, type Clock } from './captcha-service.ts';

/**
 * Whether `token` would pass consumeSliderToken now, without using it up. Login and register
 * ask this before the image captcha and consume the token only once the captcha passed, so a
 * mistyped captcha does not throw away a solved slider (issue 10); the consume that follows
 * is still the one atomic check, so a token is never accepted twice.
 */
export async function sliderTokenLive(
  db: Queryable,
  merchantId: number,
  token: string,
  clientId: string,
  { now = Date.now() }: Clock = {},
): Promise<boolean> {
  return tokenPasses(
    db,
    'select expires_at, client_id from slider_tokens where token_hash = $1 and merchant_id = $2',
    { merchantId, token, clientId, now },
  );
}

/**
 * True once for a token `verifySlider` gave this merchant within the last two minutes, for
 * the client id that asked for its challenge; false for anything else, including the same
 * token a second time. A token shown by another client is used up all the same, so a leaked
 * or traded token is worth one refusal.
 */
export async function consumeSliderToken(
  db: Queryable,
  merchantId: number,
  token: string,
  clientId: string,
  { now = Date.now() }: Clock = {},
): Promise<boolean> {
  return tokenPasses(
    db,
    `delete from slider_tokens where token_hash = $1 and merchant_id = $2
     returning expires_at, client_id`,
    { merchantId, token, clientId, now },
  );
}

/** Runs `sql` (a read or a delete of the token's row) and applies the one rule of a pass. */
async function tokenPasses(
  db: Queryable,
  sql: string,
  {
    merchantId,
    token,
    clientId,
    now,
  }: { merchantId: number; token: string; clientId: string; now: number },
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db.query<{ expires_at: string; client_id: string | null }>(sql, [
    sha256(token),
    merchantId,
  ]);
  return row !== undefined && row.client_id === clientId && Date.parse(row.expires_at) > now;
}
