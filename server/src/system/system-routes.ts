import type { Hono } from 'hono';
import type { EndpointValue } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { systemStatus } from '../../../contract/system.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { serverKeys } from '../crypto/server-keys.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isLocalHost, normalizeHost } from '../http/host.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { siteFlags } from './site-gate.ts';

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, systemStatus, async ({ url }, call) => {
    checkDomain(call.merchant, url);
    const { publicKey } = await serverKeys(call.db);
    return {
      ...permissionInfo(call.merchant.settings, call),
      publicKey,
      sandbox: call.c.var.services.sandbox,
    };
  });
}

/**
 * `url` is the host the site was loaded from. A merchant with domains answers only for them
 * (a copy of the site on someone else's domain gets DOMAIN_CHECK_FAILED); loopback and
 * *.localhost stay allowed so that every brand works on a developer's machine.
 */
function checkDomain(merchant: Merchant, url: string): void {
  if (merchant.domains.length === 0) return;
  const host = normalizeHost(url);
  if (merchant.domains.includes(host) || isLocalHost(host)) return;
  throw new PlatformError('DOMAIN_CHECK_FAILED');
}

/**
 * Spec §3 permission info. `maintenance` and `regionRestriction` are answered separately,
 * as the wire format has them; the runtime decides which page to show.
 */
export function permissionInfo(
  settings: PlatformSeed,
  call: Pick<CallContext, 'c' | 'clientIp'>,
): Omit<EndpointValue<typeof systemStatus>, 'publicKey'> {
  const home = settings.homeState ?? {};
  return {
    whitelabel: settings.modules,
    registerValidation: settings.register.rules,
    ...(settings.phoneNumbers && { phoneNumbers: settings.phoneNumbers }),
    resources: settings.resources ?? [],
    customerService: settings.customerService ?? [],
    imageCDNs: settings.imageCDNs ?? [],
    launchGameCDNs: settings.launchGameCDNs ?? [],
    ...siteFlags(settings, call),
    homeState: {
      enableCt: home.enableCt ?? false,
      salary: home.salary ?? false,
      hourSalary: home.hourSalary ?? false,
    },
    vendors: (settings.vendors ?? []).map((vendor) => ({
      ...vendor,
      isHot: vendor.isHot ?? false,
    })),
    serverTime: call.c.var.services.clock.now(),
  };
}
