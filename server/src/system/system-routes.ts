import type { Hono } from 'hono';
import * as v from 'valibot';
import type { EndpointValue } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { domainRoute } from '../../../contract/domain-route.ts';
import { systemStatus } from '../../../contract/system.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { serverKeys } from '../crypto/server-keys.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isLocalHost, normalizeHost } from '../http/host.ts';
import { cachedMerchant } from '../http/cached-merchant.ts';
import { CheckedJson, registerEndpoint } from '../http/register-endpoint.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { siteFlags } from './site-gate.ts';

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  // The first call of every visit: the merchant comes from a short-lived cache that a merchant
  // change drops (http/cached-merchant.ts), the key pair is kept in memory (serverKeys), and
  // what depends on the settings alone is built, checked against the contract and written as
  // JSON once per merchant read (statusAnswer), so the call touches the database about once a
  // second, not once per visit, and checks and writes only a handful of fields per call.
  registerEndpoint(
    app,
    systemStatus,
    async ({ url }, call) => {
      checkDomain(call.merchant, url);
      const { publicKey } = await serverKeys(call.db);
      return statusAnswer(call.merchant.settings, {
        ...siteFlags(call.merchant.settings, call),
        serverTime: call.c.var.services.clock.now(),
        publicKey,
        sandbox: call.c.var.services.sandbox,
      });
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

const PER_CALL_KEYS = [
  'publicKey',
  'maintenance',
  'regionRestriction',
  'serverTime',
  'sandbox',
] as const;
type SettingsPart = Omit<EndpointValue<typeof systemStatus>, (typeof PER_CALL_KEYS)[number]>;
type PerCallPart = Pick<EndpointValue<typeof systemStatus>, (typeof PER_CALL_KEYS)[number]>;

// The contract's schema in two halves: checking both is checking the whole (a plain object
// schema, no rule across its fields).
const settingsPartSchema = v.omit(systemStatus.value, PER_CALL_KEYS);
const perCallSchema = v.pick(systemStatus.value, PER_CALL_KEYS);
/** The settings part, checked and written as JSON members (no braces), per settings object. */
const settingsJson = new WeakMap<PlatformSeed, string>();

/** `{"a":1}` → `"a":1`: JSON members to join into one object. */
const members = (json: string) => json.slice(1, -1);

/**
 * Spec §3 permission info, checked against the contract: the settings part (the module tree,
 * the rules, the vendors: nearly all of it) once per merchant read, the per-call fields each
 * call. `maintenance` and `regionRestriction` are answered as flags, as the wire format has
 * them; the runtime decides which page to show.
 */
function statusAnswer(settings: PlatformSeed, perCall: PerCallPart): CheckedJson {
  let stable = settingsJson.get(settings);
  if (stable === undefined) {
    stable = members(JSON.stringify(checked(settingsPartSchema, fromSettings(settings))));
    settingsJson.set(settings, stable);
  }
  const rest = members(JSON.stringify(checked(perCallSchema, perCall)));
  return new CheckedJson(`{${[stable, rest].filter(Boolean).join(',')}}`);
}

/** The value as the contract writes it; one outside it is a server bug, as in registerEndpoint. */
function checked<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    throw new Error(`systemStatus answered outside its contract: ${v.summarize(result.issues)}`);
  }
  return result.output;
}
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
