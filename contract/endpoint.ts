import type * as v from 'valibot';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call (spec §7). The runtime's `call()` and the server's route registration
 * are both driven by these objects, so client and server cannot drift apart.
 * For GET and DELETE the input travels as the query string; otherwise as a JSON body
 * (`application/json`; any other content type is refused with 415).
 */
export interface Endpoint<I extends v.GenericSchema, V extends v.GenericSchema> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** T in spec §7: the session token must be sent. */
  readonly token: boolean;
  /** E in spec §7: the payload is encrypted (AES-256-GCM under an RSA-OAEP wrapped key). */
  readonly encrypted: boolean;
  /** The body travels form-encoded (application/x-www-form-urlencoded) instead of as JSON. */
  readonly formEncoded?: boolean;
  /**
   * Answered even while the merchant is in maintenance or the visitor's region is blocked:
   * only the status call, which is how a client learns of either. Every other call answers
   * MAINTENANCE or REGION_RESTRICTED then (spec §8).
   */
  readonly alwaysOpen?: boolean;
  readonly input: I;
  readonly value: V;
  /** The codes this call can answer besides the ones every call can (UNKNOWN_MERCHANT, BAD_REQUEST, SYSTEM_ERROR). */
  readonly errors: readonly ErrorCode[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;
export type EndpointInput<E extends AnyEndpoint> = v.InferInput<E['input']>;
export type EndpointValue<E extends AnyEndpoint> = v.InferOutput<E['value']>;

export function defineEndpoint<I extends v.GenericSchema, V extends v.GenericSchema>(
  endpoint: Endpoint<I, V>,
): Endpoint<I, V> {
  return endpoint;
}
