import type { Context } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { ipMatches } from './ip-match.ts';

const DEFAULT_COUNTRY_HEADER = 'cf-ipcountry';

/** What the gate needs of a call: its request (country header) and the visitor's address. */
export interface GateCall {
  c: Pick<Context, 'req'>;
  clientIp: string | undefined;
}

/** A visitor whose address or country the merchant blocks (platform.json `access`). */
export function isBlockedVisitor(settings: PlatformSeed, call: GateCall): boolean {
  const access = settings.access ?? {};
  if (ipMatches(call.clientIp, access.blockedIps ?? [])) return true;
  const country = call.c.req.header(access.countryHeader ?? DEFAULT_COUNTRY_HEADER);
  if (!country) return false;
  const upper = country.trim().toUpperCase();
  return (access.blockedCountries ?? []).some((blocked) => blocked.toUpperCase() === upper);
}

/** Spec §3 permission info's two flags, as the status call answers them. */
export function siteFlags(
  settings: PlatformSeed,
  call: GateCall,
): { maintenance: boolean; regionRestriction: boolean } {
  return {
    maintenance: settings.siteMode === 'maintenance',
    regionRestriction:
      settings.siteMode === 'regionRestriction' || isBlockedVisitor(settings, call),
  };
}

/**
 * Refuses a player call while the merchant is in maintenance (MAINTENANCE, 503) or to a
 * visitor of a blocked region or address (REGION_RESTRICTED, 403), with the catalogue's
 * message (spec §8). The runtime shows those pages from the status answer; this makes the
 * rest of the API agree, so a client that skips the status call gets nothing more. Maintenance
 * wins when both apply, as in the runtime's siteModeOf.
 */
export function checkSiteGate(settings: PlatformSeed, call: GateCall): void {
  const flags = siteFlags(settings, call);
  if (flags.maintenance) throw new PlatformError('MAINTENANCE');
  if (flags.regionRestriction) throw new PlatformError('REGION_RESTRICTED');
}
