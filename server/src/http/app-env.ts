import type { Database } from '../db/database.ts';
import type { FeatureOff, Providers } from '../providers/providers.ts';
import type { CallHooks } from './call-hooks.ts';

/** What every route of one server shares; set once per request by the app. */
export interface Services {
  db: Database;
  /** The brands this server serves, in the order given; the first is the default site. */
  brandIds: readonly string[];
  /** Believe X-Forwarded-For / X-Forwarded-Host (only behind a proxy that sets them). */
  trustProxy: boolean;
  log: (line: string) => void;
  hooks: CallHooks;
  /** Sandbox mode (`serve --sandbox`, `dev`): sandbox providers and their pages are mounted. */
  sandbox: boolean;
  /** The outside services this server runs with (sandboxes included in sandbox mode). */
  providers: Providers;
  /** The features those providers leave off; resolveMerchant switches their modules off. */
  featuresOff: readonly FeatureOff[];
}

export interface AppEnv {
  Variables: {
    services: Services;
    /** The brand a request was answered for, for the request log. */
    brandId: string | undefined;
  };
}
