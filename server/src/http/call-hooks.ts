import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import type { CallContext } from './register-endpoint.ts';

/**
 * How session tokens and payload encryption plug into `registerEndpoint`, which calls these for
 * calls marked E and T in the contract. Kept as hooks so the HTTP layer does not import the
 * session and crypto areas; an app without them fails such a call with SYSTEM_ERROR (logged)
 * rather than pretending it was decrypted or authenticated.
 */
export interface CallHooks {
  /** Turns the payload of an `encrypted` call into its plain input, before validation. */
  decryptInput?: (payload: unknown, call: CallContext, endpoint: AnyEndpoint) => Promise<unknown>;
  /**
   * Checks the session token of a `token` call after the input is valid; throws a
   * PlatformError (NOT_LOGGED_IN…) to refuse it.
   */
  authenticate?: (call: CallContext, endpoint: AnyEndpoint) => Promise<void>;
}
