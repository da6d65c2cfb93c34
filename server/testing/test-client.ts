import { MERCHANT_HEADER } from '../../contract/boot.ts';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../contract/endpoint.ts';
import type { ErrorCode } from '../../contract/errors.ts';

/** The merchant codes of the test brands (server/testing/fixtures/brands). */
export const MERCHANT_CODES: Record<string, string> = { aurora: 'AURORA01', lotus: 'LOTUSVN' };

/** An envelope as a test reads it: `value` typed by the endpoint that answered. */
export interface Answer<V = unknown> {
  success: boolean;
  code?: string;
  message?: string;
  value?: V;
}

export interface Reply<V = unknown> {
  status: number;
  body: Answer<V>;
}

/** A failed call, flattened for `expect(...).toMatchObject({ status, code })`. */
export interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
  value?: unknown;
}

export interface CallOptions {
  /** The brand whose Merchant header is sent; aurora by default. */
  brand?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** An operator key, sent as `Authorization: Operator <key>` (back-office calls). */
  operator?: string;
  /** Extra headers, sent last (so a test can replace Merchant or Authorization). */
  headers?: Record<string, string>;
  /** The socket peer address the server sees. */
  ip?: string;
}

declare const UNCHECKED: unique symbol;
/** An input the contract would refuse, sent on purpose to see the server refuse it. */
export type Unchecked = { readonly [UNCHECKED]: true };
export const unchecked = (input: Record<string, unknown>): Unchecked => input as never;

export type TestInput<E extends AnyEndpoint> = EndpointInput<E> | Unchecked;

/**
 * Calls the app through a contract endpoint the way the runtime's call() does: the input as
 * the query for GET and DELETE, as a JSON (or form-encoded) body otherwise. `E` payloads go
 * in plain text: the test apps install a pass-through decryptInput hook, and sealing is
 * tested on its own (crypto/decrypt-input.test.ts).
 */
export interface TestClient {
  call<E extends AnyEndpoint>(
    endpoint: E,
    input?: TestInput<E>,
    options?: CallOptions,
  ): Promise<Reply<EndpointValue<E>>>;
  /** The value of a call that must succeed (the test fails with the code otherwise). */
  value<E extends AnyEndpoint>(
    endpoint: E,
    input?: TestInput<E>,
    options?: CallOptions,
  ): Promise<EndpointValue<E>>;
  /** The refusal of a call that must fail (the test fails if it succeeds). */
  fail<E extends AnyEndpoint>(
    endpoint: E,
    input?: TestInput<E>,
    options?: CallOptions,
  ): Promise<Refusal>;
}

type Send = (path: string, init: RequestInit, ip?: string) => Promise<Response>;

export function testClient(send: Send): TestClient {
  const call: TestClient['call'] = async (endpoint, input = {}, options = {}) => {
    const headers: Record<string, string> = {
      [MERCHANT_HEADER]: MERCHANT_CODES[options.brand ?? 'aurora'] ?? 'AURORA01',
    };
    if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
    if (options.operator !== undefined) headers['Authorization'] = `Operator ${options.operator}`;
    let path = endpoint.path;
    let body: string | undefined;
    const payload = input as Record<string, unknown>;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) {
        if (value !== undefined) query.set(key, String(value));
      }
      if (query.size > 0) path += `?${query.toString()}`;
    } else if (endpoint.formEncoded) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(payload as Record<string, string>).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    Object.assign(headers, options.headers);
    const res = await send(path, { method: endpoint.method, headers, body }, options.ip);
    return { status: res.status, body: (await res.json()) as Answer<never> };
  };
  return {
    call,
    value: async (endpoint, input, options) => valueOf(await call(endpoint, input, options)),
    fail: async (endpoint, input, options) => refusalOf(await call(endpoint, input, options)),
  };
}

/**
 * The value of a success (the test fails with the code and message otherwise); typed by the
 * endpoint, or by the caller for a raw request's answer.
 */
export function valueOf<V>(reply: { body: Answer<V> } | { body: Answer }): V {
  if (!reply.body.success) {
    throw new Error(`expected success, got ${reply.body.code}: ${reply.body.message}`);
  }
  return reply.body.value as V;
}

/** The refusal of a failure (the test fails if the call succeeded). */
export function refusalOf(reply: Reply): Refusal {
  const { success, code, message, value } = reply.body;
  if (success || code === undefined) {
    throw new Error(`expected a refusal, got success: ${JSON.stringify(value)}`);
  }
  return {
    status: reply.status,
    code: code as ErrorCode,
    message: message ?? '',
    ...(value === undefined ? {} : { value }),
  };
}
