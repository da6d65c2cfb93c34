import type { SocialProfile, SocialProvider } from './social-provider.ts';

/** One OAuth 2.0 / OpenID Connect client, as configured for google or facebook. */
export interface OAuthSettings {
  authorizeUrl: string;
  tokenUrl: string;
  /** Answers the profile for the access token: OIDC userinfo (`sub`) or Facebook's `/me` (`id`). */
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

async function readJson(res: Response): Promise<Record<string, unknown> | undefined> {
  if (!res.ok) {
    await res.body?.cancel();
    return undefined;
  }
  const body: unknown = await res.json().catch(() => undefined);
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The profile in a userinfo answer; undefined without a stable subject. */
export function profileOf(info: Record<string, unknown>): SocialProfile | undefined {
  const subject = text(info.sub) ?? (typeof info.id === 'number' ? String(info.id) : text(info.id));
  if (!subject || subject.length > 255) return undefined;
  // An address the provider says it has not verified is not the member's to claim.
  const email = info.email_verified === false ? undefined : text(info.email);
  const name = text(info.name);
  return { subject, ...(email ? { email } : {}), ...(name ? { name } : {}) };
}

/**
 * The authorization-code flow against any OAuth 2.0 / OpenID Connect provider (Google,
 * Facebook, or another that speaks it): the visitor goes to `authorizeUrl`, the code that
 * comes back is exchanged at `tokenUrl` (client secret in the form body), and the access
 * token reads the profile at `userinfoUrl`. Any refusal or malformed answer is undefined, which
 * the login answers POPUP_CLOSED; the client secret is sent only to the token URL.
 */
export function oauthSocialProvider(settings: OAuthSettings): SocialProvider {
  const signal = () => AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return {
    kind: 'oauth',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', settings.scope);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchange(_db, { code, redirectUri }) {
      try {
        const token = await readJson(
          await fetch(settings.tokenUrl, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Accept: 'application/json',
            },
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              code,
              redirect_uri: redirectUri,
              client_id: settings.clientId,
              client_secret: settings.clientSecret,
            }),
            redirect: 'error',
            signal: signal(),
          }),
        );
        const accessToken = text(token?.access_token);
        if (!accessToken) return undefined;
        const info = await readJson(
          await fetch(settings.userinfoUrl, {
            headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
            redirect: 'error',
            signal: signal(),
          }),
        );
        return info && profileOf(info);
      } catch {
        // Unreachable or timed out: to the visitor, a sign-in to start again.
        return undefined;
      }
    },
  };
}
