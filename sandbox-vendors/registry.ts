import { createHarborVendor } from './harbor/harbor-vendor.ts';
import { createLumenVendor } from './lumen/lumen-vendor.ts';
import { createNovaVendor } from './nova/nova-vendor.ts';
import type { SandboxVendor, SandboxVendorOptions } from './vendor-kit.ts';

/**
 * The sandbox game vendors the platform can mount in sandbox mode (server/src/games/
 * sandbox-directory.ts loads this file on first use). Each entry starts one vendor program.
 * NOVA "Nova Reels" (seamless slots, scratch, fishing), LUMEN "Lumen Live" (seamless live
 * tables, a VASSALAGE vendor) and HARBOR "Harbor Cards" (transfer wallet, card rooms, poker).
 */
export interface SandboxVendorEntry {
  code: string;
  protocol: 'SEAMLESS' | 'TRANSFER';
  create(options: SandboxVendorOptions): SandboxVendor | Promise<SandboxVendor>;
}

export const SANDBOX_VENDORS: readonly SandboxVendorEntry[] = [
  { code: 'NOVA', protocol: 'SEAMLESS', create: (options) => createNovaVendor(options) },
  { code: 'LUMEN', protocol: 'SEAMLESS', create: (options) => createLumenVendor(options) },
  { code: 'HARBOR', protocol: 'TRANSFER', create: (options) => createHarborVendor(options) },
];
