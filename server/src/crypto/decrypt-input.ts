import * as v from 'valibot';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { EncryptedPayloadSchema, decryptPayload } from '../../../contract/crypto.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { CallContext } from '../http/app-env.ts';
import { serverKeys } from './server-keys.ts';

/** How old a sealed payload may be, and how far ahead of the server's clock. */
export const PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const PAYLOAD_MAX_SKEW_MS = 60_000;

export const INVALID_PAYLOAD = 'The encrypted payload is invalid or was replayed.';

const invalid = () => new PlatformError('BAD_REQUEST', { message: INVALID_PAYLOAD });

/**
 * The server's `decryptInput` hook (http/app-env.ts). Opens an `E`
 * payload: checks the envelope's shape and age, unwraps and decrypts it with the path of
 * the endpoint it was sent to in the authenticated data, then remembers its nonce until it
 * would be too old anyway, so the same payload is accepted once. Every failure is the same
 * BAD_REQUEST (a clear message, never a 500, and no hint which check failed).
 */
export function createDecryptInput(clock?: () => number) {
  return async (payload: unknown, call: Pick<CallContext, 'db' | 'c'>, endpoint: AnyEndpoint) => {
    const parsed = v.safeParse(EncryptedPayloadSchema, payload);
    if (!parsed.success) throw invalid();
    const envelope = parsed.output;
    // The browser seals with the server's time (status serverTime), so the age is judged on
    // the app's clock, the one that told it; a test may still pass its own.
    const now = clock ? clock() : call.c.var.services.clock.now();
    if (envelope.ts < now - PAYLOAD_MAX_AGE_MS || envelope.ts > now + PAYLOAD_MAX_SKEW_MS) {
      throw invalid();
    }
    const { privateKey } = await serverKeys(call.db);
    let plain: unknown;
    try {
      plain = await decryptPayload(privateKey, envelope, endpoint.path);
    } catch {
      throw invalid();
    }
    await call.db.query('delete from crypto_nonces where expires_at < $1', [
      new Date(now).toISOString(),
    ]);
    const fresh = await call.db.query(
      `insert into crypto_nonces (nonce, expires_at) values ($1, $2)
       on conflict (nonce) do nothing returning nonce`,
      [envelope.n, new Date(envelope.ts + PAYLOAD_MAX_AGE_MS + PAYLOAD_MAX_SKEW_MS).toISOString()],
    );
    if (fresh.length === 0) throw invalid();
    return plain;
  };
}

export const decryptInput = createDecryptInput();
