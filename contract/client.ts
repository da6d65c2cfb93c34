import * as v from 'valibot';
import { LANGUAGE_HEADER, MERCHANT_HEADER } from './boot.ts';
import type { AnyEndpoint, EndpointInput, EndpointValue } from './endpoint.ts';
import { FailureSchema, successSchema } from './envelope.ts';
import { PlatformError } from './errors.ts';

/**
 * The platform client both the runtime and the CLI call through: it builds the request from
 * the endpoint (query for GET/DELETE, JSON or form body otherwise), parses the envelope and
 * validates `value`, so a caller never writes a path, a header or an envelope by hand.
 * Framework-free (plain `fetch`), so it runs in the browser, in Node and in tests alike.
 */

/** What one outgoing call looks like just before it is sent; hooks may change it. */
export interface OutgoingCall {
  readonly endpoint: AnyEndpoint;
  headers: Record<string, string>;
  /** The JSON body (POST/PUT) or the query (GET/DELETE). */
  payload: Record<string, unknown> | undefined;
}

export type CallResult<V> = { ok: true; value: V } | { ok: false; error: PlatformError };

/** What came back from one call, seen by the `afterAnswer` hook before the caller sees it. */
export interface AnsweredCall {
  readonly endpoint: AnyEndpoint;
  /** The HTTP status; 0 when no answer came (offline, too slow). */
  readonly status: number;
  readonly result: CallResult<unknown>;
}

export interface ClientConfig {
  apiBase: string;
  merchant: string;
  /** Sent as the `Language` header when set; the platform answers messages in it. */
  language?: string;
  /** Milliseconds before a call counts as too slow (spec §8 SLOW_NETWORK). */
  timeout?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Adds credentials (session token, operator key) or replaces the payload (`E` encryption). */
  beforeSend?: (call: OutgoingCall) => void | Promise<void>;
  /**
   * Sees every answer, failures included, once per call: where a client reacts to an answer
   * whatever the call was (an expired session logs the visitor out).
   */
  afterAnswer?: (answer: AnsweredCall) => void | Promise<void>;
}

export interface PlatformClient {
  /** Calls a contract endpoint; throws PlatformError for every failure, NETWORK when offline. */
  call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointValue<E>>;
}

const DEFAULT_TIMEOUT = 20_000;

/** How an UNKNOWN error's message ends when something other than the platform answered. */
export const NOT_AN_ENVELOPE = 'the answer is not a platform envelope';
const OFF_CONTRACT = 'the answer does not match the contract';

export function createClient(config: ClientConfig): PlatformClient {
  return {
    async call(endpoint, input) {
      const checked = v.safeParse(endpoint.input, input);
      if (!checked.success) {
        throw new PlatformError('BAD_REQUEST', { message: v.summarize(checked.issues) });
      }
      const outgoing: OutgoingCall = {
        endpoint,
        headers: { [MERCHANT_HEADER]: config.merchant },
        payload: checked.output as Record<string, unknown> | undefined,
      };
      if (config.language) outgoing.headers[LANGUAGE_HEADER] = config.language;
      await config.beforeSend?.(outgoing);

      let status = 0;
      let result: CallResult<EndpointValue<typeof endpoint>>;
      try {
        const answer = await send(config, outgoing);
        status = answer.status;
        result = { ok: true, value: parseEnvelope(endpoint, answer.body, status) };
      } catch (e: unknown) {
        result = { ok: false, error: asPlatformError(e) };
      }
      await config.afterAnswer?.({ endpoint, status, result });
      if (!result.ok) throw result.error;
      return result.value;
    },
  };
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
  const isEnvelope = typeof body === 'object' && body !== null && 'success' in body;
  throw new PlatformError('UNKNOWN', {
    status,
    message: `${endpoint.id}: ${isEnvelope ? OFF_CONTRACT : NOT_AN_ENVELOPE}`,
  });
}

export function asPlatformError(e: unknown): PlatformError {
  if (e instanceof PlatformError) return e;
  return new PlatformError('UNKNOWN', { message: e instanceof Error ? e.message : String(e) });
}

/** The URL of an endpoint under `apiBase` ('' means the page's own origin). */
export function endpointUrl(
  apiBase: string,
  path: string,
  query?: Record<string, unknown>,
): string {
  const url = `${apiBase.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(
  config: ClientConfig,
  outgoing: OutgoingCall,
): Promise<{ status: number; body: unknown }> {
  const { endpoint, payload } = outgoing;
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const headers = { ...outgoing.headers };
  let body: string | URLSearchParams | undefined;
  if (!inQuery && payload !== undefined) {
    if (endpoint.formEncoded) {
      body = new URLSearchParams(payload as Record<string, string>);
    } else {
      body = JSON.stringify(payload);
      headers['Content-Type'] = 'application/json';
    }
  }
  headers.Accept ??= 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeout ?? DEFAULT_TIMEOUT);
  const fetch = config.fetch ?? globalThis.fetch;
  try {
    const response = await fetch(
      endpointUrl(config.apiBase, endpoint.path, inQuery ? payload : undefined),
      {
        method: endpoint.method,
        headers,
        body,
        signal: controller.signal,
      },
    );
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (e: unknown) {
    throw new PlatformError(controller.signal.aborted ? 'SLOW_NETWORK' : 'NETWORK', {
      status: 0,
      message: e instanceof Error ? e.message : String(e),
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A body that is not JSON (a proxy's HTML error page) stays text and fails as UNKNOWN. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
