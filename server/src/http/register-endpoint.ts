import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AnyEndpoint, EndpointValue } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Database } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';
import { resolveMerchant } from './resolve-merchant.ts';

/** What a handler gets besides its validated input. */
export interface CallContext {
  c: Context<AppEnv>;
  db: Database;
  merchant: Merchant;
  /** The visitor's address (see clientIp for when a proxy header is believed). */
  clientIp: string | undefined;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  input: v.InferOutput<E['input']>,
  call: CallContext,
) => Promise<EndpointValue<E>> | EndpointValue<E>;

/**
 * Mounts one contract endpoint: merchant → (decrypt) → validate input → (authenticate) →
 * handler → check the value against the contract → success envelope. Failures are thrown
 * and turned into envelopes by the app's error handler (answerError).
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.on(endpoint.method, endpoint.path, async (c) => {
    const { db, trustProxy, hooks } = c.var.services;
    const merchant = await resolveMerchant(c);
    const call: CallContext = { c, db, merchant, clientIp: clientIp(c, trustProxy) };

    let payload = await readPayload(c, endpoint);
    if (endpoint.encrypted) {
      if (!hooks.decryptInput)
        throw new Error(`${endpoint.id} is encrypted (E) but no decryptInput hook is installed.`);
      payload = await hooks.decryptInput(payload, call, endpoint);
    }
    const parsed = v.safeParse(endpoint.input, payload);
    if (!parsed.success) {
      throw new PlatformError('BAD_REQUEST', { message: describeIssues(parsed.issues) });
    }
    if (endpoint.token) {
      if (!hooks.authenticate)
        throw new Error(`${endpoint.id} needs a token (T) but no authenticate hook is installed.`);
      await hooks.authenticate(call, endpoint);
    }

    const value: unknown = await handler(parsed.output, call);
    // A handler that breaks the contract is a server bug: better a logged 500 than a client
    // that trusts a malformed answer. The parsed output also drops keys the contract omits.
    const checked = v.safeParse(endpoint.value, value);
    if (!checked.success) {
      throw new Error(
        `${endpoint.id} answered outside its contract: ${describeIssues(checked.issues)}`,
      );
    }
    return c.json({ success: true, value: checked.output });
  });
}

async function readPayload(c: Context, endpoint: AnyEndpoint): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return c.req.query();
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlatformError('BAD_REQUEST', { message: 'The request body is not valid JSON.' });
  }
}

/** "url: Invalid length: Expected <=253 but received 300" — which field and why. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
