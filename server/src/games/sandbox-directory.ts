import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { SandboxVendor } from '../../../sandbox-vendors/vendor-kit.ts';
import { vendorApiBase } from '../../../sandbox-vendors/vendor-kit.ts';
import type { WalletProtocol } from '../../../contract/games.ts';
import type { VendorConnection, VendorDirectory } from './vendor-directory.ts';

/**
 * The sandbox game vendors (sandbox-vendors/), mounted on the platform's own origin in sandbox
 * mode only. They stay separate programs: the platform reaches each through its app's fetch
 * and each reaches the platform through the platform app's fetch, as HTTP requests.
 *
 * Nothing is loaded or started until a vendor is first asked something: a sandbox server (or
 * a test) that never opens a lobby pays neither the vendors' code nor their table timers.
 */

/** Where the sandbox vendors live on the platform's origin. */
export const SANDBOX_VENDOR_PREFIX = '/sandbox/vendors';
/** The origin the vendors believe the platform is at; their calls go to the app's fetch. */
const PLATFORM_INTERNAL = 'http://platform.internal';

/**
 * The registry's vendors (sandbox-vendors/registry.ts), known here without loading it, so the
 * lobby can list them before any is started. A registry that disagrees fails the first call.
 */
export const SANDBOX_VENDOR_CODES: readonly { code: string; protocol: WalletProtocol }[] = [
  { code: 'NOVA', protocol: 'SEAMLESS' },
  { code: 'LUMEN', protocol: 'SEAMLESS' },
  { code: 'HARBOR', protocol: 'TRANSFER' },
];

export interface SandboxVendors extends VendorDirectory {
  /** Answers a request under /sandbox/vendors/<code>/ (pages, bundles, API); 404 for others. */
  serve(code: string, request: Request): Promise<Response>;
  /** Stops the vendors that were started (table timers, flushed state). */
  close(): Promise<void>;
}

export interface SandboxVendorsOptions {
  /** The platform app's fetch: how the vendors call the platform back. */
  platformFetch: (request: Request) => Promise<Response>;
  /** A folder the transfer vendor keeps its players' money in between restarts. */
  dataDir?: string | undefined;
  /** The platform's clock, so sandbox vendors and the platform agree on the time. */
  now?: () => number;
}

const sandboxDirectories = new WeakSet<object>();

/**
 * Whether the directory is the sandbox one: its vendors are programs of this checkout, whose
 * catalogues change with the code, so a server syncs them once per start, games or not.
 */
export function isSandboxDirectory(directory: object): boolean {
  return sandboxDirectories.has(directory);
}

export function basePathOf(code: string): string {
  return `${SANDBOX_VENDOR_PREFIX}/${code}`;
}

export function sandboxVendors(options: SandboxVendorsOptions): SandboxVendors {
  const secrets = new Map(
    SANDBOX_VENDOR_CODES.map(({ code }) => [code, randomBytes(32).toString('hex')]),
  );
  const started = new Map<string, Promise<SandboxVendor>>();

  const start = (code: string): Promise<SandboxVendor> => {
    let vendor = started.get(code);
    if (!vendor) {
      vendor = (async () => {
        const { SANDBOX_VENDORS } = await import('../../../sandbox-vendors/registry.ts');
        const entry = SANDBOX_VENDORS.find((candidate) => candidate.code === code);
        if (!entry) throw new Error(`The sandbox vendor registry has no ${code}.`);
        return entry.create({
          code,
          secret: secrets.get(code) ?? '',
          basePath: basePathOf(code),
          platform: { baseUrl: PLATFORM_INTERNAL, fetch: options.platformFetch },
          ...(options.now ? { now: options.now } : {}),
          ...(options.dataDir ? { dataDir: join(options.dataDir, code.toLowerCase()) } : {}),
        });
      })();
      // A vendor that failed to start may be tried again by the next request.
      vendor.catch(() => started.delete(code));
      started.set(code, vendor);
    }
    return vendor;
  };

  const connections = new Map<string, VendorConnection>(
    SANDBOX_VENDOR_CODES.map(({ code, protocol }) => [
      code,
      {
        code,
        protocol,
        secret: secrets.get(code) ?? '',
        baseUrl: `${PLATFORM_INTERNAL}${vendorApiBase(basePathOf(code))}`,
        fetch: async (request) => (await start(code)).fetch(request),
        ...(options.now ? { now: options.now } : {}),
      },
    ]),
  );

  const directory: SandboxVendors = {
    get: (code) => connections.get(code),
    codes: () => [...connections.keys()],
    serve: async (code, request) => {
      if (!connections.has(code)) return new Response('Not found.', { status: 404 });
      return (await start(code)).fetch(request);
    },
    close: async () => {
      const vendors = await Promise.allSettled(started.values());
      started.clear();
      for (const vendor of vendors) {
        if (vendor.status === 'fulfilled') await vendor.value.close();
      }
    },
  };
  sandboxDirectories.add(directory);
  return directory;
}
