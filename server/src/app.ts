import { Hono } from 'hono';
import { AREA_ROUTES } from './areas.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { AppEnv, Services } from './http/app-env.ts';
import { apiCompress } from './http/api-compress.ts';
import { apiCors } from './http/api-cors.ts';
import { sizedBodyLimit } from './http/body-limit.ts';
import type { CallHooks } from './http/app-env.ts';
import { defaultHooks } from './default-hooks.ts';
import { answerError, failure } from './http/failure.ts';
import { queryGuard } from './http/query-guard.ts';
import {
  featuresOff,
  NO_PROVIDERS,
  resolveProviders,
  type Providers,
} from './providers/providers.ts';
import { createLogger, requestLog, type Logger } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createSiteHandler, type SiteOptions } from './site/static-site.ts';
import {
  sandboxVendors,
  SANDBOX_VENDOR_PREFIX,
  type SandboxVendors,
} from './games/sandbox-directory.ts';
import { seamlessRoutes } from './games/seamless/seamless-routes.ts';
import { NO_VENDORS } from './games/vendor-directory.ts';

/** Path prefixes of the platform API (spec §7); everything else is the site. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto'] as const;
/**
 * Where game vendors call the platform (the seamless wallet protocol, contract/vendor/): an
 * API for its 404s and caching, but signed by the vendor instead of sent for a merchant's
 * site, so no merchant, site gate or browser CORS applies.
 */
export const VENDOR_PREFIX = '/vendor';
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Calls that carry an image (spec §5: png or jpg up to 5 MB, sent as a base64 data URL, so
 * about 7 MB of text) get a larger allowance; every other call keeps the small one.
 */
const IMAGE_CALLS = new Set(['/wps/v2/withdraw/confirm']);
const MAX_IMAGE_BODY_BYTES = 7 * 1024 * 1024 + 64 * 1024;

export interface AppOptions {
  db: Database;
  brandIds: readonly string[];
  trustProxy?: boolean;
  /**
   * Where the log's JSON lines go (tests collect them); standard output by default. Ignored
   * when `logger` is given.
   */
  log?: (line: string) => void;
  /** The structured logger to write to, instead of one made here. */
  logger?: Logger;
  /** The time the areas read (tests pass one they move); the system clock by default. */
  clock?: Clock;
  /** Session-token and payload-encryption hooks (see app-env.ts). */
  hooks?: CallHooks;
  /** Domains of the served brands, whose sites may call the API from another origin. */
  brandDomains?: readonly string[];
  /** Extra route registrations after the areas' (tests mount test endpoints here). */
  routes?: readonly ((app: Hono<AppEnv>) => void)[];
  /** The built site to serve beside the API; without it only the API answers. */
  site?: SiteOptions;
  /**
   * Sandbox mode: every provider not configured is its sandbox (SMS and email outboxes, the
   * social consent page, the sandbox pay page) and those pages are mounted. Off by default: a
   * sandbox on a public site is an open door.
   */
  sandbox?: boolean;
  /** The configured outside services (provider-config.ts); a missing one turns its feature off. */
  providers?: Providers;
  /** Fail a call that answers a code its endpoint does not declare (Services). Default: sandbox. */
  strictErrors?: boolean;
  /** Where the sandbox transfer vendor keeps its players' money between restarts. */
  vendorDataDir?: string;
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isVendorPath(path: string): boolean {
  return path === VENDOR_PREFIX || path.startsWith(`${VENDOR_PREFIX}/`);
}

/** The sandbox vendors each app started, so whoever closes the app stops them too. */
const appVendors = new WeakMap<object, SandboxVendors>();

/** The services of each app, for what runs beside its requests (serve's scheduled jobs). */
const appServices = new WeakMap<object, Services>();

/** The services an app was made with (the vendor directory, the clock…). */
export function servicesOf(app: Hono<AppEnv>): Services {
  const services = appServices.get(app);
  if (!services) throw new Error('This app was not made by createApp.');
  return services;
}

/** Stops the sandbox vendors the app started (table timers…); nothing to do otherwise. */
export async function closeAppVendors(app: Hono<AppEnv>): Promise<void> {
  await appVendors.get(app)?.close();
}

/** The whole server as one Hono app: tests drive it with app.request(), serve.ts with HTTP. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const sandbox = options.sandbox ?? false;
  const providers = resolveProviders(options.providers ?? NO_PROVIDERS, sandbox);
  // Sandbox vendors call back through this app's own fetch, so they are made here, once the
  // app exists to answer; a configured vendor directory wins even in sandbox mode.
  const sandboxDirectory =
    sandbox && !providers.vendors
      ? sandboxVendors({
          platformFetch: (request) => Promise.resolve(app.fetch(request)),
          dataDir: options.vendorDataDir,
          // The vendors sign with the time the platform checks signatures against: a platform
          // on a moved clock (e2e) would otherwise refuse every bet as stale.
          now: () => (options.clock ?? systemClock).now(),
        })
      : undefined;
  if (sandboxDirectory) providers.vendors = sandboxDirectory;
  const logger = options.logger ?? createLogger(options.log);
  const services: Services = {
    db: options.db,
    brandIds: options.brandIds,
    trustProxy: options.trustProxy ?? false,
    logger,
    log: (line) => logger.warn(line),
    clock: options.clock ?? systemClock,
    hooks: options.hooks ?? defaultHooks,
    sandbox,
    providers,
    featuresOff: featuresOff(providers),
    strictErrors: options.strictErrors ?? sandbox,
  };
  const app = new Hono<AppEnv>();
  if (sandboxDirectory) appVendors.set(app, sandboxDirectory);
  appServices.set(app, services);
  app.use(requestLog(logger, services.trustProxy));
  app.use(securityHeaders());
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });

  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      apiCors(options.brandDomains ?? [], services.sandbox),
      async (c, next) => {
        await next();
        // Answers depend on the visitor (IP, country, session): no shared cache may keep them.
        if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
      },
      (c, next) =>
        sizedBodyLimit({
          maxSize: IMAGE_CALLS.has(c.req.path) ? MAX_IMAGE_BODY_BYTES : MAX_BODY_BYTES,
          onError: (c) =>
            failure(c, 'BAD_REQUEST', 'The request body is too large.', undefined, 413),
        })(c, next),
      apiCompress(),
      queryGuard,
    );
  }

  app.use(
    `${VENDOR_PREFIX}/*`,
    async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    },
    sizedBodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => failure(c, 'BAD_REQUEST', 'The request body is too large.', undefined, 413),
    }),
  );

  for (const register of AREA_ROUTES) register(app, services);
  seamlessRoutes(providers.vendors ?? NO_VENDORS)(app);
  for (const register of options.routes ?? []) register(app);

  for (const prefix of [...API_PREFIXES, VENDOR_PREFIX]) {
    app.all(prefix, (c) => failure(c, 'NOT_FOUND'));
    app.all(`${prefix}/*`, (c) => failure(c, 'NOT_FOUND'));
  }
  // The sandbox vendors' pages, bundles and API; on a plain server not even the site's
  // fallback page answers there.
  app.all(`${SANDBOX_VENDOR_PREFIX}/*`, (c) => {
    const code = c.req.path.slice(SANDBOX_VENDOR_PREFIX.length + 1).split('/')[0] ?? '';
    return sandboxDirectory ? sandboxDirectory.serve(code, c.req.raw) : c.text('Not found.', 404);
  });
  if (options.site) app.get('*', createSiteHandler(options.site));

  app.notFound((c) =>
    isApiPath(c.req.path) || isVendorPath(c.req.path)
      ? failure(c, 'NOT_FOUND')
      : c.text('Not found.', 404),
  );
  app.onError((error, c) => {
    const log = (line: string) => logger.error({ reqId: c.get('requestId') }, line);
    if (isApiPath(c.req.path) || isVendorPath(c.req.path)) return answerError(error, c, log);
    log(`${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.text('Internal server error.', 500);
  });
  return app;
}
