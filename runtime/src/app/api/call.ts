import { FetchError, createFetch, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { LANGUAGE_HEADER, MERCHANT_HEADER } from '../../../../contract/boot.ts';
import type { LanguageCode } from '../../../../contract/brand.ts';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';
import { FailureSchema, successSchema } from '../../../../contract/envelope.ts';
import { PlatformError } from '../../../../contract/errors.ts';

/** What one outgoing call looks like just before it is sent; hooks may change it. */
export interface OutgoingCall {
  readonly endpoint: AnyEndpoint;
  headers: Record<string, string>;
  /** The JSON body (POST/PUT) or the query (GET/DELETE). */
  payload: Record<string, unknown> | undefined;
}

export interface CallConfig {
  apiBase: string;
  merchant: string;
  language: LanguageCode;
  /** Milliseconds before a call counts as too slow (spec §8 SLOW_NETWORK). */
  timeout?: number;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /**
   * The session token and `E` payload encryption plug in here (identity issue): the hook
   * adds the token header and replaces `payload` with its encrypted form.
   */
  beforeSend?: (call: OutgoingCall) => void | Promise<void>;
}

export type CallResult<V> = { ok: true; value: V } | { ok: false; error: PlatformError };

let config: CallConfig | null = null;

/** Boot sets the merchant and API base once; the language switch updates the language. */
export function configureCall(next: CallConfig): void {
  config = next;
}

export function setCallLanguage(language: LanguageCode): void {
  if (config) config.language = language;
}

/** Turns an answer body into the endpoint's value, or throws the PlatformError it stands for. */
export function parseEnvelope<E extends AnyEndpoint>(
  endpoint: E,
  body: unknown,
  status = 200,
): EndpointValue<E> {
  const success = v.safeParse(successSchema(endpoint.value), body);
  if (success.success) return success.output.value as EndpointValue<E>;
  const failure = v.safeParse(FailureSchema, body);
  if (failure.success) {
    const { code, message, value } = failure.output;
    throw new PlatformError(code, { status, message, value });
  }
  const isSuccess = typeof body === 'object' && body !== null && 'success' in body;
  throw new PlatformError('UNKNOWN', {
    status,
    message: isSuccess
      ? `${endpoint.id}: the answer does not match the contract`
      : `${endpoint.id}: the answer is not a platform envelope`,
  });
}

/** Calls a contract endpoint; throws PlatformError for every failure, NETWORK when offline. */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  override?: Partial<CallConfig>,
): Promise<EndpointValue<E>> {
  const cfg = { ...config, ...override } as CallConfig;
  if (cfg.merchant === undefined) throw new Error('call() used before configureCall()');
  const checked = v.safeParse(endpoint.input, input);
  if (!checked.success) {
    throw new PlatformError('BAD_REQUEST', { message: v.summarize(checked.issues) });
  }
  const outgoing: OutgoingCall = {
    endpoint,
    headers: { [MERCHANT_HEADER]: cfg.merchant, [LANGUAGE_HEADER]: cfg.language },
    payload: checked.output as Record<string, unknown> | undefined,
  };
  await cfg.beforeSend?.(outgoing);

  const $fetch = createFetch({ fetch: cfg.fetch ?? globalThis.fetch });
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const options: FetchOptions<'json'> = {
    method: endpoint.method,
    baseURL: cfg.apiBase || undefined,
    headers: outgoing.headers,
    timeout: cfg.timeout ?? 20_000,
    retry: 0,
    ignoreResponseError: true,
    responseType: 'json',
  };
  if (inQuery) options.query = outgoing.payload;
  else if (endpoint.formEncoded) {
    options.body = new URLSearchParams(outgoing.payload as Record<string, string>);
  } else options.body = outgoing.payload;

  let body: unknown;
  let status = 200;
  try {
    const response = await $fetch.raw(endpoint.path, options);
    body = response._data;
    status = response.status;
  } catch (e: unknown) {
    throw toNetworkError(e);
  }
  return parseEnvelope(endpoint, body, status);
}

/** The same call with the failure as a value, for code that branches on it. */
export async function callResult<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  override?: Partial<CallConfig>,
): Promise<CallResult<EndpointValue<E>>> {
  try {
    return { ok: true, value: await call(endpoint, input, override) };
  } catch (e: unknown) {
    return { ok: false, error: asPlatformError(e) };
  }
}

export function asPlatformError(e: unknown): PlatformError {
  if (e instanceof PlatformError) return e;
  return new PlatformError('UNKNOWN', { message: e instanceof Error ? e.message : String(e) });
}

function toNetworkError(e: unknown): PlatformError {
  if (e instanceof PlatformError) return e;
  const cause = e instanceof FetchError ? e.cause : e;
  const timedOut =
    (cause instanceof Error || cause instanceof DOMException) && cause.name === 'TimeoutError';
  return new PlatformError(timedOut ? 'SLOW_NETWORK' : 'NETWORK', {
    status: 0,
    message: e instanceof Error ? e.message : String(e),
  });
}
