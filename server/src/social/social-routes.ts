import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { socialLogin, socialStart, SocialProviderIdSchema } from '../../../contract/social.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { consentPage, invalidPage } from './sandbox-page.ts';
import {
  SANDBOX_AUTHORIZE_PATH,
  issueSandboxCode,
  sandboxSocialProvider,
  type SocialProvider,
} from './social-provider.ts';
import { liveStateRedirect, loginSocial, startSocial } from './social-service.ts';

const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

/**
 * POST /wps/session/social/start and /wps/session/login/social; with the sandbox provider
 * also its consent page, GET and POST /wps/sandbox/social/authorize. A real provider mounts
 * no sandbox route.
 */
export function socialRoutes(options: { provider?: SocialProvider } = {}) {
  const provider = options.provider ?? sandboxSocialProvider;
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, socialStart, (input, call) => startSocial(input, call, provider));
    registerEndpoint(app, socialLogin, (input, call) => loginSocial(input, call, provider));
    if (provider.kind === 'sandbox') sandboxAuthorizeRoutes(app);
  };
}

function page(c: Context<AppEnv>, { html, csp }: { html: string; csp: string }, status: 200 | 400) {
  c.header('Content-Security-Policy', csp);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

/** The state must be live and its redirect URI the one asked for: no open redirect. */
async function checkedFlow(c: Context<AppEnv>, fields: Record<string, unknown>) {
  const provider = v.safeParse(SocialProviderIdSchema, fields.provider);
  const state = typeof fields.state === 'string' ? fields.state.slice(0, 128) : '';
  const redirectUri = typeof fields.redirect_uri === 'string' ? fields.redirect_uri : '';
  if (!provider.success || !state || !redirectUri) return undefined;
  const stored = await liveStateRedirect(c.var.services.db, provider.output, state);
  if (stored !== redirectUri) return undefined;
  return { provider: provider.output, state, redirectUri };
}

function sandboxAuthorizeRoutes(app: Hono<AppEnv>): void {
  app.get(SANDBOX_AUTHORIZE_PATH, async (c) => {
    const flow = await checkedFlow(c, c.req.query());
    if (!flow) return page(c, invalidPage(), 400);
    return page(c, consentPage({ ...flow, action: SANDBOX_AUTHORIZE_PATH }), 200);
  });
  app.post(SANDBOX_AUTHORIZE_PATH, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const flow = await checkedFlow(c, body);
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

export const registerSocialRoutes = socialRoutes();
