import type { Hono } from 'hono';
import type { EndpointValue } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { domainRoute } from '../../../contract/domain-route.ts';
import { systemStatus } from '../../../contract/system.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { serverKeys } from '../crypto/server-keys.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isLocalHost, normalizeHost } from '../http/host.ts';
import { cachedMerchant } from '../http/cached-merchant.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { CallContext } from '../http/app-env.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { siteFlags } from './site-gate.ts';

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  // The first call of every visit: the merchant comes from a short-lived cache that a merchant
  // change drops (http/cached-merchant.ts), the key pair is kept in memory (serverKeys), and
  // what depends on the settings alone is built once per merchant read (fromSettings), so
  // the call touches the database about once a second, not once per visit.
  registerEndpoint(
    app,
    systemStatus,
    async ({ url }, call) => {
      checkDomain(call.merchant, url);
      const { publicKey } = await serverKeys(call.db);
      return {
        ...permissionInfo(call.merchant.settings, call),
        publicKey,
        sandbox: call.c.var.services.sandbox,
      };
    },
    { merchantOf: cachedMerchant },
  );
  // Spec §7 domain routing: the hosts the speed test times (the brand's `domains`).
  registerEndpoint(app, domainRoute, (_input, call) =>
    call.merchant.domains.map((domain) => ({ domain })),
  );
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
  return {
    ...fromSettings(settings),
    ...siteFlags(settings, call),
    serverTime: call.c.var.services.clock.now(),
  };
}

type SettingsPart = Omit<
  EndpointValue<typeof systemStatus>,
  'publicKey' | 'maintenance' | 'regionRestriction' | 'serverTime' | 'sandbox'
>;
/** Per settings object (a merchant read): it is replaced, never changed, when settings change. */
const settingsParts = new WeakMap<PlatformSeed, SettingsPart>();

/** The part of the answer that depends on the merchant's settings alone, built once per read. */
function fromSettings(settings: PlatformSeed): SettingsPart {
  const known = settingsParts.get(settings);
  if (known) return known;
  const home = settings.homeState ?? {};
  const part: SettingsPart = {
    whitelabel: settings.modules,
    registerValidation: settings.register.rules,
    ...(settings.phoneNumbers && { phoneNumbers: settings.phoneNumbers }),
    resources: settings.resources ?? [],
    customerService: settings.customerService ?? [],
    imageCDNs: settings.imageCDNs ?? [],
    launchGameCDNs: settings.launchGameCDNs ?? [],
    // The site offers authenticator set-up only where a login may ask for it.
    secondFactorMethods: settings.secondFactor?.methods ?? [],
    homeState: {
      enableCt: home.enableCt ?? false,
      salary: home.salary ?? false,
      hourSalary: home.hourSalary ?? false,
    },
    vendors: (settings.vendors ?? []).map((vendor) => ({
      ...vendor,
      isHot: vendor.isHot ?? false,
    })),
  };
  settingsParts.set(settings, part);
  return part;
}
