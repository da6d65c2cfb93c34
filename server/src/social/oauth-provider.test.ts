import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { startLocalHttp, type LocalHttp, type Received } from '../../testing/local-http.ts';
import { oauthSocialProvider, profileOf, type OAuthSettings } from './oauth-provider.ts';

const db = {} as Queryable;
const REDIRECT = 'https://aurora.example.com/social/callback';

/** A small OAuth 2.0 / OIDC provider: one good code, one access token, one profile. */
function identityProvider(request: Received): { status: number; json?: unknown } {
  if (request.path === '/token') {
    const form = new URLSearchParams(request.body);
    const good =
      form.get('grant_type') === 'authorization_code' &&
      form.get('code') === 'good-code' &&
      form.get('redirect_uri') === REDIRECT &&
      form.get('client_id') === 'client-1' &&
      form.get('client_secret') === 'client-secret-1';
    return good
      ? { status: 200, json: { access_token: 'access-1', token_type: 'Bearer' } }
      : { status: 400, json: { error: 'invalid_grant' } };
  }
  if (request.path === '/userinfo') {
    return request.headers.authorization === 'Bearer access-1'
      ? { status: 200, json: { sub: 'subject-42', email: 'Ann@Example.com', name: 'Ann' } }
      : { status: 401 };
  }
  return { status: 404 };
}

describe('the generic OAuth 2.0 / OpenID Connect provider', () => {
  let idp: LocalHttp;
  let settings: OAuthSettings;
  beforeAll(async () => {
    idp = await startLocalHttp(identityProvider);
    settings = {
      authorizeUrl: `${idp.url}/authorize?prompt=select_account`,
      tokenUrl: `${idp.url}/token`,
      userinfoUrl: `${idp.url}/userinfo`,
      clientId: 'client-1',
      clientSecret: 'client-secret-1',
      scope: 'openid email profile',
    };
  });
  afterAll(async () => {
    await idp.close();
  });

  it('sends the visitor to the authorize URL with the code-flow parameters and no secret', () => {
    const url = new URL(
      oauthSocialProvider(settings).authorizeUrl({
        provider: 'google',
        state: 'state-1',
        redirectUri: REDIRECT,
        platformOrigin: 'http://unused',
      }),
    );
    expect(url.origin + url.pathname).toBe(`${idp.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      state: 'state-1',
    });
    expect(url.toString()).not.toContain('client-secret-1');
  });

  it('exchanges a good code for the profile the userinfo endpoint answers', async () => {
    const profile = await oauthSocialProvider(settings).exchange(db, {
      provider: 'google',
      code: 'good-code',
      redirectUri: REDIRECT,
    });
    expect(profile).toEqual({ subject: 'subject-42', email: 'Ann@Example.com', name: 'Ann' });
  });

  it('answers nothing for a refused code, another redirect URI or an unreachable provider', async () => {
    const provider = oauthSocialProvider(settings);
    const refused = await provider.exchange(db, {
      provider: 'google',
      code: 'bad-code',
      redirectUri: REDIRECT,
    });
    const elsewhere = await provider.exchange(db, {
      provider: 'google',
      code: 'good-code',
      redirectUri: 'https://evil.example/social/callback',
    });
    const down = await oauthSocialProvider({
      ...settings,
      tokenUrl: 'http://127.0.0.1:1/token',
    }).exchange(db, { provider: 'google', code: 'good-code', redirectUri: REDIRECT });
    expect([refused, elsewhere, down]).toEqual([undefined, undefined, undefined]);
  });

  it("reads Facebook's numeric id, and drops an e-mail the provider has not verified", () => {
    expect(profileOf({ id: 1234567, name: 'Bo' })).toEqual({ subject: '1234567', name: 'Bo' });
    expect(profileOf({ sub: 's', email: 'x@example.com', email_verified: false })).toEqual({
      subject: 's',
    });
    expect(profileOf({ email: 'x@example.com' })).toBeUndefined();
  });
});
