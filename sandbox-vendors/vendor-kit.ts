/**
 * What every sandbox vendor is to the platform (DESIGN "Outside services"): a separate program
 * that speaks only HTTP. It imports the protocol (contract/vendor/) and nothing from server/;
 * the platform mounts it under `basePath` in sandbox mode only, or it runs on its own port
 * (sandbox-vendors/main.ts).
 */
export interface SandboxVendorOptions {
  /** The vendor code the platform knows it by (platform.json vendors[].code). */
  code: string;
  /** The secret both sides sign with (contract/vendor/signing.ts). */
  secret: string;
  /** Where the vendor's routes live on the origin that serves it, e.g. /sandbox/vendors/NOVA. */
  basePath: string;
  /** How the vendor reaches the platform: its base URL and a fetch (global fetch, or the app's own). */
  platform: { baseUrl: string; fetch: (request: Request) => Promise<Response> };
  /** The vendor's clock (ms since the epoch); tests move it. */
  now?: () => number;
  /** A folder where a transfer vendor keeps its players' money between restarts. */
  dataDir?: string;
  /**
   * The absolute URL players' browsers reach basePath at (game pages, thumbnails, proof links).
   * Default: the platform's origin + basePath, which is where sandbox mode mounts the vendor;
   * a vendor run on its own port (sandbox-vendors/main.ts) passes its own origin + basePath.
   */
  publicUrl?: string;
}

export interface SandboxVendor {
  code: string;
  protocol: 'SEAMLESS' | 'TRANSFER';
  /**
   * Answers every request under basePath: the vendor API (`<basePath>/api` + VENDOR_PATHS),
   * the game pages, their script bundles, thumbnails and the verify page.
   */
  fetch: (request: Request) => Promise<Response>;
  /** Stops table timers and flushes state. */
  close: () => Promise<void>;
}

/** The vendor API lives at `<basePath>/api`; the platform appends VENDOR_PATHS to this. */
export function vendorApiBase(basePath: string): string {
  return `${basePath}/api`;
}
