import type { Context } from 'hono';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import type { FeatureOff, Providers } from '../providers/providers.ts';
import type { Logger } from './request-log.ts';

/** What every route of one server shares; set once per request by the app. */
export interface Services {
  db: Database;
  /** The brands this server serves, in the order given; the first is the default site. */
  brandIds: readonly string[];
  /** Believe X-Forwarded-For / X-Forwarded-Host (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** The structured log (request-log.ts); lines about one request carry its `reqId`. */
  logger: Logger;
  /** A notable event that belongs to no one request (logged as a warning). */
  log: (line: string) => void;
  /** The time, for everything whose behaviour depends on it (clock.ts). */
  clock: Clock;
  hooks: CallHooks;
  /** Sandbox mode (`serve --sandbox`, `dev`): sandbox providers and their pages are mounted. */
  sandbox: boolean;
  /** The outside services this server runs with (sandboxes included in sandbox mode). */
  providers: Providers;
  /** The features those providers leave off; resolveMerchant switches their modules off. */
  featuresOff: readonly FeatureOff[];
  /**
   * A handler answering a code its endpoint does not declare is a bug: on (tests, sandbox),
   * the call fails with SYSTEM_ERROR; off (production), it is logged and answered as thrown.
   */
  strictErrors: boolean;
}

export interface AppEnv {
  Variables: {
    services: Services;
    /** The brand a request was answered for, for the request log. */
    brandId: string | undefined;
    /** This request's id, answered as x-request-id and put on its log lines. */
    requestId: string;
  };
}

/** One call as a handler and the hooks see it: the request, the database and the merchant. */
export interface CallContext {
  c: Context<AppEnv>;
  db: Database;
  merchant: Merchant;
  /** The visitor's address (see clientIp for when a proxy header is believed). */
  clientIp: string | undefined;
}

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
