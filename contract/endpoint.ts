import type * as v from 'valibot';
import {
  CLIENT_ERROR_CODES,
  COMMON_ERROR_CODES,
  PlatformError,
  type ClientErrorCode,
  type CommonErrorCode,
  type ErrorCode,
} from './errors.ts';
import type { ModuleId } from './modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call (spec §7). The runtime's `call()` and the server's route registration
 * are both driven by these objects, so client and server cannot drift apart.
 * For GET and DELETE the input travels as the query string; otherwise as a JSON body
 * (`application/json`; any other content type is refused with 415).
 */
export interface Endpoint<
  I extends v.GenericSchema,
  V extends v.GenericSchema,
  C extends ErrorCode = ErrorCode,
  T extends boolean = boolean,
  R extends readonly ModuleId[] = readonly ModuleId[],
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** T in spec §7: the session token must be sent. */
  readonly token: T;
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
  /**
   * Who calls it when not a site's visitor; such calls skip the site gate. `operator`: an
   * operator's tool, with `Authorization: Operator <key>` for a key that covers the merchant
   * (SECURITY.md), never a member token. `sandbox`: a developer or a sandbox page, mounted only
   * in sandbox mode. `gateway`: a payment provider's signed callback. Unset: the member site.
   */
  readonly audience?: 'operator' | 'sandbox' | 'gateway';
  /**
   * Modules that must be on for the merchant: while any is off, the call answers
   * OPERATION_NOT_ALLOWED before its input is read (the server switches a module off, too,
   * when the provider it needs is missing).
   */
  readonly requires?: R;
  readonly input: I;
  readonly value: V;
  /**
   * The codes this call can answer besides the implicit ones (implicitErrors): the server
   * refuses, loudly in tests, to answer any other.
   */
  readonly errors: readonly C[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, ErrorCode, boolean, readonly ModuleId[]>;
export type EndpointInput<E extends AnyEndpoint> = v.InferInput<E['input']>;
export type EndpointValue<E extends AnyEndpoint> = v.InferOutput<E['value']>;

export function defineEndpoint<
  I extends v.GenericSchema,
  V extends v.GenericSchema,
  const C extends ErrorCode = never,
  const T extends boolean = boolean,
  const R extends readonly ModuleId[] = readonly [],
>(endpoint: Endpoint<I, V, C, T, R>): Endpoint<I, V, C, T, R> {
  return endpoint;
}

/** What a session call can answer without declaring it: no session, or a forced password change. */
export const SESSION_ERROR_CODES = ['NOT_LOGGED_IN', 'OPERATION_NOT_ALLOWED'] as const;
type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/** The codes a call can answer without declaring them. */
export function implicitErrors(endpoint: AnyEndpoint): ReadonlySet<ErrorCode> {
  const codes = new Set<ErrorCode>(COMMON_ERROR_CODES);
  if (endpoint.token) for (const code of SESSION_ERROR_CODES) codes.add(code);
  if (endpoint.requires?.length) codes.add('OPERATION_NOT_ALLOWED');
  return codes;
}

/** Whether a call may answer this code: it declares it, or every such call can. */
export function mayAnswer(endpoint: AnyEndpoint, code: ErrorCode): boolean {
  return endpoint.errors.includes(code) || implicitErrors(endpoint).has(code);
}

/**
 * Every code a call to E can fail with, so a caller's `switch (error.code)` is checked against
 * the contract: a case for a code the endpoint cannot answer does not compile.
 */
export type EndpointError<E extends AnyEndpoint> =
  | E['errors'][number]
  | CommonErrorCode
  | (E['token'] extends false ? never : SessionErrorCode)
  | (NonNullable<E['requires']> extends readonly [] ? never : 'OPERATION_NOT_ALLOWED');

/** How a call to E can fail: a code its contract allows, or one the client raised itself. */
export type CallFailure<E extends AnyEndpoint> = PlatformError<EndpointError<E> | ClientErrorCode>;

/**
 * The failure of a call to E, typed by E's contract so `switch (failure.code)` narrows and a
 * check for a code E never answers does not compile. Anything that is not a PlatformError, or
 * carries a code the contract does not allow (a platform bug: the reference platform refuses
 * to answer one in tests), is UNKNOWN with the original message.
 */
export function callFailure<E extends AnyEndpoint>(endpoint: E, error: unknown): CallFailure<E> {
  if (
    error instanceof PlatformError &&
    (mayAnswer(endpoint, error.code) || CLIENT_ERROR_CODES.includes(error.code))
  ) {
    return error as CallFailure<E>;
  }
  const message = error instanceof Error ? error.message : String(error);
  const value = error instanceof PlatformError ? error.value : undefined;
  return new PlatformError('UNKNOWN', { message, value });
}
