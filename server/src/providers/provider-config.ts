import type { SocialProviderId } from '../../../contract/social.ts';
import { isLocalHost, normalizeHost } from '../http/host.ts';
import { oauthSocialProvider, type OAuthSettings } from '../social/oauth-provider.ts';
import { loadPaymentGateway } from './payment-module.ts';
import type { Providers } from './providers.ts';
import {
  webhookEmailProvider,
  webhookSmsProvider,
  type WebhookTarget,
} from './webhook-providers.ts';

/**
 * A deployment's outside services, from environment variables (documented in server/README.md
 * "Providers"). Secrets stay in the environment: nothing here is logged but origins.
 */
export interface ProviderConfig {
  sms?: WebhookTarget;
  email?: WebhookTarget;
  social: Partial<Record<SocialProviderId, OAuthSettings>>;
  paymentModule?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The well-known endpoints; WL_<PROVIDER>_AUTHORIZE_URL / _TOKEN_URL / _USERINFO_URL override. */
const SOCIAL_DEFAULTS: Record<
  SocialProviderId,
  Omit<OAuthSettings, 'clientId' | 'clientSecret'>
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

const value = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/** https, or http to this machine only (a relay beside the server, or a test). */
function checkUrl(name: string, raw: string, problems: string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name}: "${raw}" is not a URL.`);
    return undefined;
  }
  const local = url.protocol === 'http:' && isLocalHost(normalizeHost(url.host));
  if (url.protocol !== 'https:' && !local) {
    problems.push(`${name}: must be https:// (http:// only to localhost), got ${url.protocol}.`);
    return undefined;
  }
  return url.toString();
}

function webhook(env: Env, prefix: string, problems: string[]): WebhookTarget | undefined {
  const rawUrl = value(env, `${prefix}_URL`);
  const secret = value(env, `${prefix}_SECRET`);
  if (!rawUrl && !secret) return undefined;
  if (!rawUrl) problems.push(`${prefix}_URL: missing while ${prefix}_SECRET is set.`);
  if (!secret) problems.push(`${prefix}_SECRET: missing; the webhook needs a bearer secret.`);
  else if (secret.length < 16) problems.push(`${prefix}_SECRET: use at least 16 characters.`);
  const url = rawUrl && checkUrl(`${prefix}_URL`, rawUrl, problems);
  return url && secret && secret.length >= 16 ? { url, secret } : undefined;
}

function oauth(env: Env, id: SocialProviderId, problems: string[]): OAuthSettings | undefined {
  const prefix = `WL_${id.toUpperCase()}`;
  const clientId = value(env, `${prefix}_CLIENT_ID`);
  const clientSecret = value(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return undefined;
  if (!clientId)
    problems.push(`${prefix}_CLIENT_ID: missing while ${prefix}_CLIENT_SECRET is set.`);
  if (!clientSecret)
    problems.push(`${prefix}_CLIENT_SECRET: missing while ${prefix}_CLIENT_ID is set.`);
  const defaults = SOCIAL_DEFAULTS[id];
  const url = (suffix: string, fallback: string) =>
    checkUrl(`${prefix}_${suffix}`, value(env, `${prefix}_${suffix}`) ?? fallback, problems);
  const authorizeUrl = url('AUTHORIZE_URL', defaults.authorizeUrl);
  const tokenUrl = url('TOKEN_URL', defaults.tokenUrl);
  const userinfoUrl = url('USERINFO_URL', defaults.userinfoUrl);
  if (!clientId || !clientSecret || !authorizeUrl || !tokenUrl || !userinfoUrl) return undefined;
  const scope = value(env, `${prefix}_SCOPE`) ?? defaults.scope;
  return { authorizeUrl, tokenUrl, userinfoUrl, clientId, clientSecret, scope };
}

/** Reads every WL_* provider variable; `problems` lists everything wrong at once. */
export function readProviderConfig(env: Env): { config: ProviderConfig; problems: string[] } {
  const problems: string[] = [];
  const config: ProviderConfig = { social: {} };
  const sms = webhook(env, 'WL_SMS', problems);
  if (sms) config.sms = sms;
  const email = webhook(env, 'WL_EMAIL', problems);
  if (email) config.email = email;
  for (const id of ['google', 'facebook'] as const) {
    const settings = oauth(env, id, problems);
    if (settings) config.social[id] = settings;
  }
  const paymentModule = value(env, 'WL_PAYMENT_MODULE');
  if (paymentModule) config.paymentModule = paymentModule;
  return { config, problems };
}

/** The providers a configuration describes (loads the payment module, if any). */
export async function buildProviders(config: ProviderConfig, env: Env): Promise<Providers> {
  const providers: Providers = { social: {} };
  if (config.sms) providers.sms = webhookSmsProvider(config.sms);
  if (config.email) providers.email = webhookEmailProvider(config.email);
  for (const [id, settings] of Object.entries(config.social)) {
    providers.social[id as SocialProviderId] = oauthSocialProvider(settings);
  }
  if (config.paymentModule) {
    providers.payment = await loadPaymentGateway(config.paymentModule, env);
  }
  return providers;
}

/** One line per configured provider, for the start-up log: where it goes, never a secret. */
export function describeConfig(config: ProviderConfig): string[] {
  const origin = (url: string) => new URL(url).origin;
  const lines: string[] = [];
  if (config.sms) lines.push(`SMS: webhook to ${origin(config.sms.url)}`);
  if (config.email) lines.push(`Email: webhook to ${origin(config.email.url)}`);
  for (const [id, settings] of Object.entries(config.social)) {
    lines.push(`Social ${id}: OAuth client at ${origin(settings.authorizeUrl)}`);
  }
  if (config.paymentModule) lines.push(`Payment: gateway module ${config.paymentModule}`);
  return lines;
}
