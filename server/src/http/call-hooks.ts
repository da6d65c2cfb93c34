import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import type { CallContext } from './register-endpoint.ts';

/**
 * Where the identity issue plugs in. `registerEndpoint` calls these for calls marked E and T
 * in the contract; until they are installed such a call fails with SYSTEM_ERROR (logged)
 * rather than pretending to be encrypted or authenticated.
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
