import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { PlatformError } from '../../../contract/errors.ts';
import {
  socialLogin,
  socialStart,
  SocialProviderIdSchema,
  type SocialProviderId,
} from '../../../contract/social.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { consentPage, invalidPage } from './sandbox-page.ts';
import {
  SANDBOX_AUTHORIZE_PATH,
  issueSandboxCode,
  type SocialProvider,
} from './social-provider.ts';
import { liveStateRedirect, loginSocial, startSocial } from './social-service.ts';

const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

/**
 * POST /wps/session/social/start and /wps/session/login/social, each with the provider
 * configured for google or facebook; with a sandbox provider also its consent page, GET and
 * POST /wps/sandbox/social/authorize. A real provider mounts no sandbox route; a provider id
 * with none configured answers OPERATION_NOT_ALLOWED (and its module is reported off).
 */
export function socialRoutes(options: {
  providers: Partial<Record<SocialProviderId, SocialProvider>>;
}) {
  const providerFor = (id: SocialProviderId): SocialProvider => {
    const provider = options.providers[id];
    if (!provider) throw new PlatformError('OPERATION_NOT_ALLOWED');
    return provider;
  };
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, socialStart, (input, call) =>
      startSocial(input, call, providerFor(input.provider)),
    );
    registerEndpoint(app, socialLogin, (input, call) =>
      loginSocial(input, call, providerFor(input.provider)),
    );
    const sandboxed = new Set(
      SocialProviderIdSchema.options.filter((id) => options.providers[id]?.kind === 'sandbox'),
    );
    if (sandboxed.size > 0) sandboxAuthorizeRoutes(app, sandboxed);
  };
}

function page(c: Context<AppEnv>, { html, csp }: { html: string; csp: string }, status: 200 | 400) {
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

/**
 * The state must be live, for a provider the sandbox stands in for, and its redirect URI the
 * one asked for: no open redirect, and no sandbox code for a real provider's flow.
 */
async function checkedFlow(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  sandboxed: ReadonlySet<SocialProviderId>,
) {
  const provider = v.safeParse(SocialProviderIdSchema, fields.provider);
  const state = typeof fields.state === 'string' ? fields.state.slice(0, 128) : '';
  const redirectUri = typeof fields.redirect_uri === 'string' ? fields.redirect_uri : '';
  if (!provider.success || !sandboxed.has(provider.output) || !state || !redirectUri) {
    return undefined;
  }
  const stored = await liveStateRedirect(c.var.services.db, provider.output, state);
  if (stored !== redirectUri) return undefined;
  return { provider: provider.output, state, redirectUri };
}

function sandboxAuthorizeRoutes(app: Hono<AppEnv>, sandboxed: ReadonlySet<SocialProviderId>): void {
  app.get(SANDBOX_AUTHORIZE_PATH, async (c) => {
    const flow = await checkedFlow(c, c.req.query(), sandboxed);
    if (!flow) return page(c, invalidPage(), 400);
    return page(c, consentPage({ ...flow, action: SANDBOX_AUTHORIZE_PATH }), 200);
  });
  app.post(SANDBOX_AUTHORIZE_PATH, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const flow = await checkedFlow(c, body, sandboxed);
    if (!flow) return page(c, invalidPage(), 400);
    const back = new URL(flow.redirectUri);
    back.searchParams.set('state', flow.state);
    const email = v.safeParse(EmailSchema, body.email);
    if (body.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    if (!email.success) {
      return page(c, consentPage({ ...flow, action: SANDBOX_AUTHORIZE_PATH }), 400);
    }
    const code = await issueSandboxCode(c.var.services.db, {
      provider: flow.provider,
      email: email.output,
      redirectUri: flow.redirectUri,
    });
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 302);
  });
}
