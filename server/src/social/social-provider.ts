import { createHash, randomBytes } from 'node:crypto';
import { sandboxSocialConsent } from '../../../contract/sandbox.ts';
import type { SocialProviderId } from '../../../contract/social.ts';
import type { Queryable } from '../db/database.ts';

/** Who the provider says signed in: `subject` is its stable account id. */
export interface SocialProfile {
  subject: string;
  email?: string;
  name?: string;
}

export interface AuthorizeRequest {
  provider: SocialProviderId;
  state: string;
  redirectUri: string;
  /** This platform's own origin, as the request reached it (the sandbox's page lives there). */
  platformOrigin: string;
}

/**
 * A social sign-in provider (OAuth 2.0 authorization code). The reference platform ships only
 * the sandbox; a real Google or Facebook client implements the same two steps: where to send
 * the visitor, and turning the code that comes back into a profile (undefined when refused).
 */
export interface SocialProvider {
  readonly kind: 'sandbox' | (string & {});
  authorizeUrl(request: AuthorizeRequest): string;
  exchange(
    db: Queryable,
    request: { provider: SocialProviderId; code: string; redirectUri: string },
  ): Promise<SocialProfile | undefined>;
}

/** The sandbox consent page (contract/sandbox.ts sandboxSocialConsent). */
export const SANDBOX_AUTHORIZE_PATH = sandboxSocialConsent.path;
/** A sandbox code lives this long, as a real provider's would. */
export const SANDBOX_CODE_SECONDS = 120;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The sandbox's stable subject for an address: the same e-mail is the same account. */
export function sandboxSubject(provider: SocialProviderId, email: string): string {
  return sha256Hex(`${provider}:${email.trim().toLowerCase()}`).slice(0, 32);
}

/** Issues a sandbox code for the consent the visitor gave on the sandbox page. */
export async function issueSandboxCode(
  db: Queryable,
  grant: { provider: SocialProviderId; email: string; redirectUri: string },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const email = grant.email.trim();
  await db.query(
    `insert into social_sandbox_codes (code_hash, provider, subject, email, name, redirect_uri,
       expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + $7::int * interval '1 second')`,
    [
      sha256Hex(code),
      grant.provider,
      sandboxSubject(grant.provider, email),
      email,
      email.split('@')[0] ?? null,
      grant.redirectUri,
      SANDBOX_CODE_SECONDS,
    ],
  );
  return code;
}

/**
 * The sandbox: its consent page is on this platform (sandbox-routes.ts), its codes in
 * `social_sandbox_codes`. Exchanging a code uses it up, whatever the outcome.
 */
export const sandboxSocialProvider: SocialProvider = {
  kind: 'sandbox',
  authorizeUrl({ provider, state, redirectUri, platformOrigin }) {
    const url = new URL(SANDBOX_AUTHORIZE_PATH, platformOrigin);
    url.searchParams.set('provider', provider);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', redirectUri);
    return url.toString();
  },
  async exchange(db, { provider, code, redirectUri }) {
    const [row] = await db.query<{
      subject: string;
      email: string | null;
      name: string | null;
      live: boolean;
    }>(
      `update social_sandbox_codes set used_at = now()
        where code_hash = $1 and used_at is null
        returning subject, email, name,
          (expires_at > now() and provider = $2 and redirect_uri = $3) as live`,
      [sha256Hex(code), provider, redirectUri],
    );
    if (!row?.live) return undefined;
    return { subject: row.subject, email: row.email ?? undefined, name: row.name ?? undefined };
  },
};
