import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { mayAnswer, type AnyEndpoint, type EndpointValue } from '../../../contract/endpoint.ts';
import { enabledModules } from '../../../contract/modules.ts';
import { PlatformError } from '../../../contract/errors.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { checkSiteGate } from '../system/site-gate.ts';
import type { AppEnv, CallContext, Services } from './app-env.ts';
import { clientIp } from './client-ip.ts';
import { resolveMerchant } from './resolve-merchant.ts';

/**
 * An answer value already checked against its endpoint's contract and written as JSON. For a
 * hot call whose answer is mostly the same from call to call (the status call every visit
 * starts with): the handler checks and writes the stable part once and only the rest per call,
 * instead of registerEndpoint checking and writing the whole value every time.
 */
export class CheckedJson {
  constructor(readonly json: string) {}
}

/** What a handler gets besides its validated input. */
export type EndpointHandler<E extends AnyEndpoint> = (
  input: v.InferOutput<E['input']>,
  call: CallContext,
) => Promise<EndpointValue<E> | CheckedJson> | EndpointValue<E> | CheckedJson;

export interface EndpointOptions {
  /**
   * How the call's merchant is found, when not by the Merchant header or the host: the
   * back-office checks the operator key first (authorizeOperator), a sandbox outbox also reads
   * `?brand=`. It throws a PlatformError to refuse the call.
   */
  merchantOf?: (c: Context<AppEnv>) => Promise<Merchant>;
}

/**
 * Mounts one contract endpoint: merchant → site gate (maintenance, blocked region) →
 * required modules → (authenticate) → content type → (decrypt) → validate input → handler →
 * check the value against the contract → success envelope. Failures are thrown and turned
 * into envelopes by the app's error handler (answerError), once checkDeclared has made sure
 * the endpoint declares the code.
 *
 * The token is checked first: a caller without a session learns nothing about the input
 * (no validation details) and costs nothing (no RSA decryption) before NOT_LOGGED_IN.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const merchantOf = options.merchantOf ?? resolveMerchant;
  app.on(
    endpoint.method,
    endpoint.path,
    contractHandler(async (c) => {
      try {
        return await answer(c);
      } catch (e: unknown) {
        throw checkDeclared(e, endpoint, c.var.services);
      }
    }),
  );

  async function answer(c: Context<AppEnv>): Promise<Response> {
    const { db, trustProxy, hooks } = c.var.services;
    const merchant = await merchantOf(c);
    const call: CallContext = { c, db, merchant, clientIp: clientIp(c, trustProxy) };
    // The gate (maintenance, blocked region) is for a site's visitors, not an operator's tool.
    if (!endpoint.alwaysOpen && !endpoint.audience) checkSiteGate(merchant.settings, call);
    if (endpoint.requires?.length) {
      const on = enabledModules(merchant.settings.modules);
      if (!endpoint.requires.every((id) => on.has(id))) {
        throw new PlatformError('OPERATION_NOT_ALLOWED');
      }
    }
    if (endpoint.token) {
      if (!hooks.authenticate)
        throw new Error(`${endpoint.id} needs a token (T) but no authenticate hook is installed.`);
      await hooks.authenticate(call, endpoint);
    }

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

    const value: unknown = await handler(parsed.output, call);
    if (value instanceof CheckedJson) {
      return c.body(`{"success":true,"value":${value.json}}`, 200, {
        'Content-Type': 'application/json',
      });
    }
    // A handler that breaks the contract is a server bug: better a logged 500 than a client
    // that trusts a malformed answer. The parsed output also drops keys the contract omits.
    const checked = v.safeParse(endpoint.value, value);
    if (!checked.success) {
      throw new Error(
        `${endpoint.id} answered outside its contract: ${describeIssues(checked.issues)}`,
      );
    }
    return c.json({ success: true, value: checked.output });
  }
}

/**
 * The error to answer for a failure: a code the endpoint does not declare (nor every call
 * can answer) means the contract misleads its clients, so under strictErrors it becomes a
 * SYSTEM_ERROR with the reason in the log (a test fails), and otherwise it is only logged.
 */
function checkDeclared(error: unknown, endpoint: AnyEndpoint, services: Services): unknown {
  if (!(error instanceof PlatformError) || mayAnswer(endpoint, error.code)) return error;
  const reason = `${endpoint.id} answered ${error.code}, which its contract does not declare`;
  if (services.strictErrors) return new Error(reason, { cause: error });
  services.log(`contract: ${reason}.`);
  return error;
}

/** The route handlers registerEndpoint made, so middleware can tell contract calls apart. */
const contractHandlers = new WeakSet<object>();

function contractHandler<H extends object>(handler: H): H {
  contractHandlers.add(handler);
  return handler;
}

/** Whether a route handler is a contract endpoint's (its input is checked by its schema). */
export function isContractHandler(handler: unknown): boolean {
  return typeof handler === 'function' && contractHandlers.has(handler);
}

export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The media type of a Content-Type header, without parameters (charset…), lower case. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The input as sent: the query for GET and DELETE, otherwise the body in the one content
 * type the endpoint takes. Anything else is refused with 415 before the body is read: a
 * cross-site form or `text/plain` POST (which a browser sends without a CORS preflight) never
 * reaches a handler.
 */
async function readPayload(c: Context, endpoint: AnyEndpoint): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return c.req.query();
  const wanted = endpoint.formEncoded ? FORM_CONTENT_TYPE : JSON_CONTENT_TYPE;
  if (mediaTypeOf(c.req.header('content-type')) !== wanted) {
    throw new HTTPException(415, { message: `The request body must be ${wanted}.` });
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (endpoint.formEncoded) return Object.fromEntries(new URLSearchParams(text));
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
