import { decryptInput } from './crypto/decrypt-input.ts';
import type { CallHooks } from './http/app-env.ts';
import { authenticate } from './session/authenticate.ts';

/**
 * The hooks a real server runs with: `E` payload decryption (server/src/crypto/) and session
 * authentication (server/src/session/). Tests may pass their own to createApp/startServer.
 */
export const defaultHooks: CallHooks = { authenticate, decryptInput };
