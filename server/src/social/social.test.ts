import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/session.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { newClientId, useIdentityApp, valueOf } from '../../testing/identity.ts';
import { SANDBOX_AUTHORIZE_PATH } from './social-provider.ts';
import { SOCIAL_STARTS_PER_IP, accountBase, nicknameOf } from './social-service.ts';
import { memberInfo } from '../../../contract/member.ts';
import { socialLogin, socialStart } from '../../../contract/social.ts';
import { unchecked } from '../../testing/test-client.ts';

const SITE = 'http://aurora.localhost:4173';

describe.each(testDatabaseKinds())('social sign-in on %s', (kind) => {
  const t = useIdentityApp(kind);

  const start = async (clientId: string, provider = 'google', brand = 'aurora') =>
    t.call(socialStart, unchecked({ provider, clientId, returnOrigin: SITE }), { brand });

  /** Plays the visitor on the sandbox page: answers the redirect's query. */
  const consent = async (
    authorizeUrl: string,
    decision: 'allow' | 'cancel',
    email = 'player@example.com',
  ) => {
    const url = new URL(authorizeUrl);
    const page = await t.request(`${url.pathname}${url.search}`, { method: 'GET' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('sign in as:');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' " + SITE);
    const form = new URLSearchParams({
      provider: url.searchParams.get('provider') ?? '',
      state: url.searchParams.get('state') ?? '',
      redirect_uri: url.searchParams.get('redirect_uri') ?? '',
      email,
      decision,
    });
    const res = await t.request(SANDBOX_AUTHORIZE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };

  const signIn = async (email = 'player@example.com', clientId = newClientId()) => {
    const started = valueOf<{ authorizeUrl: string; state: string }>(await start(clientId));
    const back = await consent(started.authorizeUrl, 'allow', email);
    const code = back.searchParams.get('code') ?? '';
    return { clientId, state: started.state, code, back };
  };

  const login = (body: Record<string, unknown>, brand = 'aurora') =>
    t.call(socialLogin, unchecked({ provider: 'google', ...body }), { brand });

  it('lets one address start exactly 30 sign-ins in 10 minutes, even 35 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 35 }, () =>
        t.call(
          socialStart,
          { provider: 'google', clientId: newClientId(), returnOrigin: SITE },
          { ip: '203.0.113.50' },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SOCIAL_STARTS_PER_IP);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    }
    expect((await start(newClientId())).status).toBe(200);
  });

  it('signs a new visitor in as a new member, and the same account in again as that member', async () => {
    const first = await signIn('fresh.player@example.com');
    expect(first.back.origin + first.back.pathname).toBe(`${SITE}/social/callback`);
    expect(first.back.searchParams.get('state')).toBe(first.state);
    const members = await t.count('members');
    const result = valueOf<LoginResult>(await login(first));
    expect(result).toMatchObject({ account: 'freshplayer', isAgent: 0, passwordExpired: false });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.count('members')).toBe(members + 1);

    const second = await signIn('Fresh.Player@example.com');
    const again = valueOf<LoginResult>(await login(second));
    expect(again.customerId).toBe(result.customerId);
    expect(again.token).not.toBe(result.token);
    expect(await t.count('members')).toBe(members + 1);
    const info = valueOf<{ account: string }>(await t.call(memberInfo, {}, { token: again.token }));
    expect(info.account).toBe('freshplayer');
  });

  it('gives a taken account name four digits instead of touching the existing member', async () => {
    const a = valueOf<LoginResult>(await login(await signIn('samename@one.example')));
    const b = valueOf<LoginResult>(await login(await signIn('samename@two.example')));
    expect(a.account).toBe('samename');
    expect(b.account).toMatch(/^samename\d{4}$/);
    expect(b.customerId).not.toBe(a.customerId);
  });

  it('makes one member of one provider account signing in twice at the same moment', async () => {
    const flows = [await signIn('twice@example.com'), await signIn('twice@example.com')];
    const members = await t.count('members');
    const results = await Promise.all(flows.map((flow) => login(flow)));
    const [a, b] = results.map((r) => valueOf<LoginResult>(r));
    expect(a?.customerId).toBe(b?.customerId);
    expect(await t.count('members')).toBe(members + 1);
  });

  it('uses a state once', async () => {
    const flow = await signIn('once@example.com');
    valueOf(await login(flow));
    const replay = await login(flow);
    expect(replay.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
  });

  it('refuses a state of another client and leaves it usable by its own', async () => {
    const flow = await signIn('client@example.com');
    const other = await login({ ...flow, clientId: newClientId() });
    expect(other.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
    const wrongProvider = await login({ ...flow, provider: 'facebook' });
    expect(wrongProvider.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
    valueOf(await login(flow));
  });

  it('refuses an expired state', async () => {
    const flow = await signIn('late@example.com');
    await t.test.db.query(
      `update social_states set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await login(flow)).body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
  });

  it('uses a code once, and refuses an unknown or expired one without using the state', async () => {
    const flow = await signIn('code@example.com');
    const unknown = await login({ ...flow, code: 'not-a-code' });
    expect(unknown.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
    valueOf(await login(flow));

    const next = await signIn('code@example.com', flow.clientId);
    const reused = await login({ ...next, code: flow.code });
    expect(reused.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });

    const late = await signIn('code@example.com', flow.clientId);
    await t.test.db.query(
      `update social_sandbox_codes set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await login(late)).body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
  });

  it('sends Cancel back as access_denied with no code, and the state then signs nobody in', async () => {
    const clientId = newClientId();
    const started = valueOf<{ authorizeUrl: string; state: string }>(await start(clientId));
    const back = await consent(started.authorizeUrl, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    const members = await t.count('members');
    const res = await login({ clientId, state: started.state, code: 'none' });
    expect(res.body).toMatchObject({ success: false, code: 'POPUP_CLOSED' });
    expect(await t.count('members')).toBe(members);
  });

  it('refuses both calls when the merchant has the module off', async () => {
    const clientId = newClientId();
    const refused = await start(clientId, 'google', 'lotus');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    const flow = await signIn('lotus@example.com');
    const res = await login(flow, 'lotus');
    expect(res.body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
  });

  it('answers bad inputs with BAD_REQUEST, never a 500, and stores nothing', async () => {
    const states = await t.count('social_states');
    const bad = [
      { provider: 'twitter', clientId: newClientId(), returnOrigin: SITE },
      { provider: 'google', clientId: 'short', returnOrigin: SITE },
      { provider: 'google', clientId: newClientId(), returnOrigin: 'javascript:alert(1)' },
      { provider: 'google', clientId: newClientId(), returnOrigin: 'https://evil.example' },
    ];
    for (const body of bad) {
      const res = await t.call(socialStart, unchecked(body));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(await t.count('social_states')).toBe(states);
    for (const body of [{}, { state: 'x', code: 'y', clientId: newClientId() }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('shows the sandbox page only for a live state and its own redirect URI', async () => {
    const started = valueOf<{ authorizeUrl: string }>(await start(newClientId()));
    const url = new URL(started.authorizeUrl);
    url.searchParams.set('redirect_uri', 'https://evil.example/social/callback');
    const res = await t.request(`${url.pathname}${url.search}`, { method: 'GET' });
    expect(res.status).toBe(400);
    const post = await t.request(SANDBOX_AUTHORIZE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        provider: 'google',
        state: url.searchParams.get('state') ?? '',
        redirect_uri: 'https://evil.example/social/callback',
        decision: 'allow',
        email: 'a@b.example',
      }).toString(),
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it('derives account names and nicknames safely', () => {
    expect(accountBase('google', { subject: 's', email: 'Ann.Lee+x@example.com' })).toBe('annleex');
    expect(accountBase('facebook', { subject: 's', email: '<>@example.com' })).toBe('facebook');
    expect(nicknameOf({ subject: 's', name: '<b>\u0007Ann</b>' }, 'acc')).toBe('bAnn/b');
  });
});
