import * as v from 'valibot';
import { ClientIdSchema } from './captcha.ts';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';
import { LoginResultSchema } from './session.ts';

/** The social sign-in providers of spec §1, each behind its module (GOOGLELOGIN, FACEBOOKLOGIN). */
export const SocialProviderIdSchema = v.picklist(['google', 'facebook']);
export type SocialProviderId = v.InferOutput<typeof SocialProviderIdSchema>;

/** The random `state` of an OAuth 2.0 authorization-code flow: 32 bytes, base64url. */
export const SocialStateSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

/** Where the site's callback page (`<returnOrigin>/social/callback`) lives: an http(s) origin. */
export const ReturnOriginSchema = v.pipe(
  v.string(),
  v.maxLength(253),
  v.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/),
);

/** The site path the provider sends the visitor back to, with `code` and `state` (or `error`). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

/**
 * POST /wps/session/social/start — spec §7 "social sign-in through a provider channel".
 * Starts an authorization-code flow: the state is random, stored hashed with the client id,
 * the provider and the redirect URI, for 10 minutes, and can be used once. `returnOrigin`
 * must be one of the merchant's domains (or a developer's local host).
 */
export const socialStart = defineEndpoint({
  id: 'socialStart',
  method: 'POST',
  path: '/wps/session/social/start',
  token: false,
  encrypted: false,
  input: v.object({
    provider: SocialProviderIdSchema,
    clientId: ClientIdSchema,
    returnOrigin: ReturnOriginSchema,
  }),
  value: v.object({
    /** Absolute; regex rather than v.url(), which would add a validator to the first load. */
    authorizeUrl: v.pipe(v.string(), v.regex(/^https?:\/\//)),
    state: SocialStateSchema,
  }),
  errors: ['OPERATION_NOT_ALLOWED', 'TOO_MANY_REQUESTS'],
});

/**
 * POST /wps/session/login/social — spec §3 login type `firebase`: finishes the flow with the
 * provider's `code`. A state that is unknown, expired, already used, another client's or
 * another provider's, and a code the provider refuses, all answer POPUP_CLOSED (spec §8
 * "the popup was closed, login failed, please retry"): to the visitor each is a sign-in that
 * did not complete and must be started again, and one answer tells an attacker nothing.
 * The first sign-in of a provider account creates a member (role 0); later ones reuse it.
 */
export const socialLogin = defineEndpoint({
  id: 'socialLogin',
  method: 'POST',
  path: '/wps/session/login/social',
  token: false,
  encrypted: false,
  input: v.object({
    provider: SocialProviderIdSchema,
    clientId: ClientIdSchema,
    state: SocialStateSchema,
    code: v.pipe(TextSchema(512), v.minLength(1)),
  }),
  value: LoginResultSchema,
  errors: ['OPERATION_NOT_ALLOWED', 'POPUP_CLOSED', 'TOO_MANY_REQUESTS'],
});
