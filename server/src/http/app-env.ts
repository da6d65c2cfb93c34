import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { FeatureOff, Providers } from '../providers/providers.ts';
import type { CallHooks } from './call-hooks.ts';
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
