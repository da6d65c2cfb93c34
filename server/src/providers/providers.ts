import { MODULE, type ModuleNode } from '../../../contract/modules.ts';
import type { SocialProviderId } from '../../../contract/social.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import type { PaymentGateway } from '../deposit/payment-gateway.ts';
import type { VendorDirectory } from '../games/vendor-directory.ts';
import type { SportsFeed } from '../sportsbook/feed.ts';
import { sandboxSportsFeed } from '../sportsbook/sandbox-feed.ts';
import { sandboxGateway } from '../deposit/sandbox-gateway.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { sandboxEmailProvider, type EmailProvider } from '../password/email-provider.ts';
import { sandboxSocialProvider, type SocialProvider } from '../social/social-provider.ts';
import { sandboxSmsProvider, type SmsProvider } from '../verification/sms-provider.ts';

/**
 * The outside services of one deployment (DESIGN "Outside services"). A missing one means the
 * feature that needs it is off: its modules answer off in the status, its calls answer
 * OPERATION_NOT_ALLOWED. Sandbox implementations fill the gaps only in sandbox mode.
 */
export interface Providers {
  sms?: SmsProvider | undefined;
  email?: EmailProvider | undefined;
  social: Partial<Record<SocialProviderId, SocialProvider>>;
  payment?: PaymentGateway | undefined;
  /**
   * The game vendors this server reaches. In sandbox mode createApp adds the sandbox vendors
   * (they need the app's own fetch to call back); a vendor missing here is unavailable.
   */
  vendors?: VendorDirectory | undefined;
  /** The sports feed the platform's book prices and settles from; without one the books are off. */
  sportsFeed?: SportsFeed | undefined;
}

export const NO_PROVIDERS: Providers = { social: {} };

/**
 * What the server runs with: the configured providers, and in sandbox mode the sandboxes for
 * every one that is not configured (a configured real provider wins even in sandbox mode).
 */
export function resolveProviders(configured: Providers, sandbox: boolean): Providers {
  if (!sandbox) return { ...configured, social: { ...configured.social } };
  return {
    sms: configured.sms ?? sandboxSmsProvider,
    email: configured.email ?? sandboxEmailProvider,
    social: {
      google: configured.social.google ?? sandboxSocialProvider,
      facebook: configured.social.facebook ?? sandboxSocialProvider,
    },
    payment: configured.payment ?? sandboxGateway,
    vendors: configured.vendors,
    sportsFeed: configured.sportsFeed ?? sandboxSportsFeed,
  };
}

/** One feature that is off for want of a provider, and the line `serve` prints about it. */
export interface FeatureOff {
  feature: 'sms' | 'email' | 'google' | 'facebook' | 'payment' | 'sports';
  modules: readonly string[];
  line: string;
}

const SANDBOX_HINT = 'or use --sandbox';

/** Every feature the providers leave off, in a fixed order, each with why and how to fix it. */
export function featuresOff(providers: Providers): FeatureOff[] {
  const off: FeatureOff[] = [];
  if (!providers.sms) {
    off.push({
      feature: 'sms',
      // Mobile registration proves the number with a code; without SMS it cannot.
      modules: [MODULE.smsVerify, MODULE.smsLogin, MODULE.mobileRegister],
      line: `SMS is off: no SMS provider is configured (set WL_SMS_URL ${SANDBOX_HINT}).`,
    });
  }
  if (!providers.email) {
    off.push({
      feature: 'email',
      modules: [MODULE.forgotPassword],
      line: `Forgot password is off: no email provider is configured (set WL_EMAIL_URL ${SANDBOX_HINT}).`,
    });
  }
  if (!providers.social.google) {
    off.push({
      feature: 'google',
      modules: [MODULE.googleLogin],
      line: `Google sign-in is off: no google provider is configured (set WL_GOOGLE_CLIENT_ID ${SANDBOX_HINT}).`,
    });
  }
  if (!providers.social.facebook) {
    off.push({
      feature: 'facebook',
      modules: [MODULE.facebookLogin],
      line: `Facebook sign-in is off: no facebook provider is configured (set WL_FACEBOOK_CLIENT_ID ${SANDBOX_HINT}).`,
    });
  }
  if (!providers.payment) {
    off.push({
      feature: 'payment',
      modules: [MODULE.deposit],
      line: `Deposits are off: no payment gateway is configured (set WL_PAYMENT_MODULE ${SANDBOX_HINT}).`,
    });
  }
  if (!providers.sportsFeed) {
    off.push({
      feature: 'sports',
      // The platform's own books price and settle from the feed; without it they cannot open.
      modules: [MODULE.sports, MODULE.eSports, MODULE.cockfight],
      line: 'Sports, e-sports and cockfighting are off: no sports feed is configured (use --sandbox).',
    });
  }
  return off;
}

function switchOff(tree: readonly ModuleNode[], off: ReadonlySet<string>): ModuleNode[] {
  return tree.map((node) => ({
    ...node,
    enabled: off.has(node.modId) ? '0' : node.enabled,
    ...(node.childrenNodes ? { childrenNodes: switchOff(node.childrenNodes, off) } : {}),
  }));
}

/**
 * The merchant's settings as this server can honour them: modules whose provider is missing
 * are off, and a second factor by SMS is not offered without SMS. Applied where a call finds
 * its merchant, so the status, the register settings and every module check agree.
 */
export function withProviders(settings: PlatformSeed, off: readonly FeatureOff[]): PlatformSeed {
  if (off.length === 0) return settings;
  const modules = new Set(off.flatMap((feature) => feature.modules));
  const noSms = off.some((feature) => feature.feature === 'sms');
  const methods = settings.secondFactor?.methods;
  return {
    ...settings,
    modules: switchOff(settings.modules, modules) as PlatformSeed['modules'],
    ...(noSms && methods
      ? { secondFactor: { ...settings.secondFactor, methods: methods.filter((m) => m !== 'sms') } }
      : {}),
  };
}

export function merchantWithProviders(merchant: Merchant, off: readonly FeatureOff[]): Merchant {
  return off.length === 0
    ? merchant
    : { ...merchant, settings: withProviders(merchant.settings, off) };
}
