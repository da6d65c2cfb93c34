import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialStart } from '../../../contract/social.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { oauthSocialProvider } from '../social/oauth-provider.ts';
import { isMerchantHost } from './merchant-origins.ts';

const AURORA = { domains: ['aurora.example.com'], brandId: 'aurora' };
const GOOGLE = {
  authorizeUrl: 'https://accounts.example/authorize',
  tokenUrl: 'https://accounts.example/token',
  userinfoUrl: 'https://accounts.example/userinfo',
  clientId: 'client',
  clientSecret: 'secret',
  scope: 'openid email',
};

describe('a merchant host', () => {
  it("is one of the merchant's domains, in any case and with any port", () => {
    expect(isMerchantHost(AURORA, 'https://AURORA.example.com:8443', false)).toBe(true);
    expect(isMerchantHost(AURORA, 'https://lotus.example.com', false)).toBe(false);
    expect(isMerchantHost(AURORA, 'https://aurora.example.com.evil.example', false)).toBe(false);
  });

  it('is a local host only in sandbox mode', () => {
    for (const origin of [
      'http://aurora.localhost:5173',
      'http://127.0.0.1:8080',
      'http://localhost',
    ]) {
      expect(isMerchantHost(AURORA, origin, false), origin).toBe(false);
      expect(isMerchantHost(AURORA, origin, true), origin).toBe(true);
    }
    expect(isMerchantHost(AURORA, 'http://lotus.localhost', true)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('cross-origin calls and social return origins on %s', (kind) => {
  const apps: Record<'real' | 'sandbox', TestApp | undefined> = {
    real: undefined,
    sandbox: undefined,
  };
  beforeAll(async () => {
    for (const mode of ['real', 'sandbox'] as const) {
      apps[mode] = await openTestApp(kind, {
        sandbox: mode === 'sandbox',
        // A configured google client: starting a flow only builds its authorize URL.
        providers: { social: { google: oauthSocialProvider(GOOGLE) } },
        brandDomains: ['aurora.localhost', 'www.aurora-casino.example', 'lotus.localhost'],
      });
    }
  });
  afterAll(async () => {
    await apps.real?.dispose();
    await apps.sandbox?.dispose();
  });

  const preflight = async (mode: 'real' | 'sandbox', origin: string) => {
    const app = apps[mode];
    if (!app) throw new Error('no app');
    const res = await app.request('/wps/system/status?url=x', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant',
      },
    });
    return res.headers.get('access-control-allow-origin');
  };

  it("lets only the served merchants' own domains call from another origin", async () => {
    expect(await preflight('real', 'https://www.aurora-casino.example')).toBe(
      'https://www.aurora-casino.example',
    );
    expect(await preflight('real', 'http://lotus.localhost:8080')).toBe(
      'http://lotus.localhost:8080',
    );
    for (const stranger of [
      'https://evil.example',
      'http://evil.localhost:8080',
      'http://127.0.0.1:5173',
      'https://www.aurora-casino.example.evil.example',
      'null',
    ]) {
      expect(await preflight('real', stranger), stranger).toBeNull();
    }
  });

  it('lets local hosts call in sandbox mode, for development, and still no stranger', async () => {
    expect(await preflight('sandbox', 'http://evil.localhost:8080')).toBe(
      'http://evil.localhost:8080',
    );
    expect(await preflight('sandbox', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    expect(await preflight('sandbox', 'https://evil.example')).toBeNull();
  });

  const start = async (mode: 'real' | 'sandbox', returnOrigin: string) => {
    const app = apps[mode];
    if (!app) throw new Error('no app');
    const res = await app.request(socialStart.path, {
      method: 'POST',
      headers: { Merchant: 'AURORA01', 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'google', clientId: 'client-origin-000001', returnOrigin }),
    });
    return { status: res.status, body: (await res.json()) as { code?: string } };
  };

  it("takes a social returnOrigin only among the merchant's origins", async () => {
    // aurora.localhost is in aurora's brand.json domains, so a real server takes it too.
    for (const mode of ['real', 'sandbox'] as const) {
      expect((await start(mode, 'http://aurora.localhost:8080')).status, mode).toBe(200);
    }
    for (const foreign of ['https://evil.example', 'http://lotus.localhost:8080']) {
      for (const mode of ['real', 'sandbox'] as const) {
        const refused = await start(mode, foreign);
        expect(refused.status, `${mode} ${foreign}`).toBe(400);
        expect(refused.body.code).toBe('BAD_REQUEST');
      }
    }
    // A developer's loopback origin: only a sandbox server sends a sign-in back there.
    expect((await start('real', 'http://127.0.0.1:5173')).status).toBe(400);
    expect((await start('sandbox', 'http://127.0.0.1:5173')).status).toBe(200);
  });
});
