import { join } from 'node:path';
import { closeAppVendors, createApp, servicesOf } from './app.ts';
import { startTransferJobs, type TransferJobs } from './games/transfer/transfer-jobs.ts';
import { startSportsJobs } from './sportsbook/sports-jobs.ts';
import { startLotteryJobs } from './lottery/lottery-jobs.ts';
import { startContractJobs } from './contracts/contract-jobs.ts';
import { seedDemoContracts } from './contracts/demo-contracts.ts';
import type { Clock } from './clock.ts';
import { NO_VENDORS } from './games/vendor-directory.ts';
import { openDatabase } from './db/open-database.ts';
import { loadMigrations, migrate } from './db/migrate.ts';
import type { CallHooks } from './http/app-env.ts';
import { listenHttp, type HttpServer } from './http/http-server.ts';
import { seedDemoAgents } from './member/demo-agents.ts';
import { readBrandSeed, seedMerchants } from './merchant/seed-merchants.ts';
import { buildProviders, describeConfig, readProviderConfig } from './providers/provider-config.ts';
import { featuresOff, resolveProviders } from './providers/providers.ts';
import { assertBuilt } from './site/static-site.ts';

export interface ServeOptions {
  /** Brands to serve, in order; the first is the site on a plain 127.0.0.1 / localhost. */
  brandIds: string[];
  brandsDir: string;
  distDir: string;
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder (e.g. .data/<name>); ':memory:' keeps it in memory. */
  dataDir: string;
  /**
   * Where every line goes: the start-up lines as plain text, then the request log as JSON
   * lines. By default the start-up lines go to the console and the request log to standard
   * output through pino's own fast writer.
   */
  log?: (line: string) => void;
  /** Believe X-Forwarded-For/-Host: only behind a reverse proxy that sets them. */
  trustProxy?: boolean;
  /** Overwrite merchants from brands/<id>/ instead of keeping the database's (tests, demos). */
  reseed?: boolean;
  /** Serve only the API, no built site (dev, where Vite serves the runtime). */
  apiOnly?: boolean;
  /** Session-token and payload-encryption hooks (see http/app-env.ts). */
  hooks?: CallHooks;
  /**
   * Sandbox mode (`serve --sandbox`, `dev`, `npm run demo`): providers not configured are
   * sandboxes, their pages are mounted, demo agents are seeded. Never on a public site.
   */
  sandbox?: boolean;
  /** Where the WL_* provider variables are read (server/README.md "Providers"); process.env by default. */
  providerEnv?: Readonly<Record<string, string | undefined>>;
  /**
   * The time the areas and jobs read; the system clock by default. Tests that need a match
   * played out or a draw held pass a clock they move (e2e/moved-clock.ts).
   */
  clock?: Clock;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.brandIds.length === 0)
    throw new Error('No brand to serve; pass --brand <id> or --all.');
  // Everything that can be checked without side effects first: a wrong brand id or an
  // unbuilt site fails before a database folder is created.
  const seeds = await Promise.all(
    options.brandIds.map((id) => readBrandSeed(options.brandsDir, id)),
  );
  if (!options.apiOnly) {
    for (const id of options.brandIds) await assertBuilt(options.distDir, id);
  }
  const sandbox = options.sandbox ?? false;
  const env = options.providerEnv ?? process.env;
  const { config, problems } = readProviderConfig(env);
  if (problems.length > 0) {
    throw new Error(`The provider configuration is wrong:\n  ${problems.join('\n  ')}`);
  }
  const configured = await buildProviders(config, env);
  for (const line of describeConfig(config)) log(line);
  if (sandbox)
    log(
      'Sandbox mode: sandbox SMS, email, social and payment stand in for any not configured; no real money.',
    );
  for (const feature of featuresOff(resolveProviders(configured, sandbox))) log(feature.line);

  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let http: HttpServer;
  let app: ReturnType<typeof createApp> | undefined;
  let jobs: TransferJobs | undefined;
  let sportsJobs: { stop(): Promise<void> } | undefined;
  let lottery: { stop(): Promise<void> } | undefined;
  let contractJobs: { stop(): Promise<void> } | undefined;
  try {
    const applied = await migrate(db, await loadMigrations());
    if (applied.length > 0) log(`Database: applied ${applied.join(', ')}`);
    const seeded = await seedMerchants(db, seeds, { reseed: options.reseed ?? false, log });
    if (seeded.inserted.length > 0) log(`Database: seeded ${seeded.inserted.join(', ')}`);
    // A known default password on a public server is a takeover (whoever logs in first
    // changes it): demo agents exist only in sandbox mode.
    if (sandbox) {
      const agents = await seedDemoAgents(db, options.brandIds, { log, team: true });
      if (agents.length > 0) log(`Database: demo agent agent01 for ${agents.join(', ')}`);
      const clockNow = options.clock?.now() ?? Date.now();
      const contracts = await seedDemoContracts(db, options.brandIds, new Date(clockNow));
      if (contracts > 0) log(`Database: ${contracts} demo house contracts for agent01`);
    }

    // The sandbox transfer vendor keeps its players' money beside the embedded database, so
    // a restart does not lose what the platform's vendor wallets say the vendor holds.
    const vendorDataDir =
      options.dataDir === ':memory:' ? undefined : join(options.dataDir, 'sandbox-vendors');
    app = createApp({
      db,
      brandIds: options.brandIds,
      brandDomains: seeds.flatMap((seed) => seed.domains),
      trustProxy: options.trustProxy ?? false,
      ...(options.log ? { log: options.log } : {}),
      sandbox,
      ...(vendorDataDir ? { vendorDataDir } : {}),
      providers: configured,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
      ...(options.apiOnly
        ? {}
        : {
            site: {
              distDir: options.distDir,
              warm: true,
              brands: seeds.map((seed) => ({ id: seed.brandId, domains: seed.domains })),
            },
          }),
    });
    http = await listenHttp(app.fetch, { port: options.port, host: options.host });
    // Pulls transfer vendors' bet records and settles transfers nobody heard back about, every
    // few seconds on every instance (games/transfer/transfer-jobs.ts: safe to run everywhere).
    const services = servicesOf(app);
    jobs = startTransferJobs({
      db,
      vendors: services.providers.vendors ?? NO_VENDORS,
      clock: services.clock,
      log: services.log,
    });
    // Accepts in-play slips after their delay, settles and resettles the book's slips.
    sportsJobs = startSportsJobs({
      db,
      feed: services.providers.sportsFeed,
      clock: services.clock,
      log: services.log,
    });
    // Creates the lottery's draws ahead and draws and settles them on time, on every instance
    // (lottery/draw-store.ts: each step a conditional update, so instances never double it).
    lottery = startLotteryJobs({
      db,
      clock: services.clock,
      brandIds: options.brandIds,
      log: services.log,
    });
    // Settles agent contracts' closed periods and pays them, once each across instances
    // (contracts/settlement.ts: contracts claimed with skip locked, one payment row per period).
    contractJobs = startContractJobs({
      db,
      clock: services.clock,
      brandIds: options.brandIds,
      log: services.log,
    });
  } catch (error: unknown) {
    if (app) await closeAppVendors(app);
    await db.close();
    throw error;
  }

  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${http.port}`,
    port: http.port,
    close: () =>
      (closing ??= (async () => {
        await http.close();
        await jobs?.stop();
        await sportsJobs?.stop();
        await lottery?.stop();
        await contractJobs?.stop();
        if (app) await closeAppVendors(app);
        await db.close();
      })()),
  };
}

/**
 * For the CLI: the first SIGINT/SIGTERM closes gracefully, a second one exits at once.
 * Answers a function that removes the listeners.
 */
export function closeOnSignals(
  server: Pick<RunningServer, 'close'>,
  log: (line: string) => void = (line) => console.log(line),
): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal}: finishing requests and closing…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Close failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
