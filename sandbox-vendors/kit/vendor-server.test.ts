import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../../contract/vendor/signing.ts';
import { pick } from './provably-fair.ts';
import { SessionStore } from './sessions.ts';
import { createVendorApp, type KitGame } from './vendor-server.ts';

const SECRET = 'kit-secret';
const BASE = '/sandbox/vendors/TEST';

const tiny: KitGame = {
  code: 'tiny',
  catalogue: (currency) => ({
    names: { EN: 'Tiny' },
    category: 'RNG',
    subCategory: 'ARCADE',
    minBet: 10 ** currency.minorUnits,
    maxBet: 100 * 10 ** currency.minorUnits,
    lines: 1,
    rtpBp: 9_500,
    demo: true,
    jackpot: false,
    releasedAt: '2026-11-01',
  }),
  thumbnail: () => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"/>',
  client: fileURLToPath(new URL('./fixtures/tiny-game.ts', import.meta.url)),
  replay: ({ rng }) => [`die ${pick(rng, 6) + 1}`],
  replayParams: { bet: 1 },
};

function kitApp() {
  const sessions = new SessionStore({ revealAfterRounds: 3 });
  const app = createVendorApp({
    options: {
      code: 'TEST',
      secret: SECRET,
      basePath: BASE,
      platform: {
        baseUrl: 'http://platform.internal',
        fetch: () => Promise.reject(new Error('unused')),
      },
    },
    name: 'Test Vendor',
    protocol: 'SEAMLESS',
    games: [tiny],
    sessions,
    balance: () => Promise.resolve(1234),
  });
  return { app, sessions };
}

async function signedPost(
  app: ReturnType<typeof kitApp>['app'],
  path: string,
  body: unknown,
  secret = SECRET,
) {
  const text = JSON.stringify(body);
  return app.fetch(
    new Request(`http://platform.internal${BASE}/api${path}`, {
      method: 'POST',
      headers: await signedHeaders('TEST', secret, text),
      body: text,
    }),
  );
}

const launchBody = {
  mode: 'FUN',
  gameCode: 'tiny',
  sessionToken: null,
  player: null,
  currency: { code: 'USD', minorUnits: 2 },
  language: 'TH',
  device: 'desktop',
  lobbyUrl: '/rng',
  demoAccount: false,
};

describe('the shared vendor server', () => {
  it('refuses a catalogue call signed with another secret', async () => {
    const { app } = kitApp();
    const response = await signedPost(
      app,
      '/catalogue',
      { currency: { code: 'USD', minorUnits: 2 } },
      'wrong',
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });

  it('answers a signed catalogue with the thumbnail under basePath', async () => {
    const { app } = kitApp();
    const response = await signedPost(app, '/catalogue', {
      currency: { code: 'USD', minorUnits: 2 },
    });
    const json = (await response.json()) as {
      games: { code: string; thumbnail: string; minBet: number }[];
    };
    expect(json.games).toEqual([
      expect.objectContaining({ code: 'tiny', minBet: 100, thumbnail: `${BASE}/thumbs/tiny.svg` }),
    ]);
  });

  it('refuses a launch whose body breaks the schema', async () => {
    const { app } = kitApp();
    const response = await signedPost(app, '/launch', { ...launchBody, mode: 'MAYBE' });
    expect(response.status).toBe(400);
  });

  it('launches a page whose shell, bundle and stylesheet answer under a self-only CSP', async () => {
    const { app } = kitApp();
    const launch = (await (await signedPost(app, '/launch', launchBody)).json()) as { url: string };
    expect(launch.url).toMatch(new RegExp(`^${BASE}/play/tiny\\?s=[A-Za-z0-9_-]{32}$`));
    const page = await app.fetch(new Request(`http://site.test${launch.url}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain(`src="${BASE}/bundle/tiny.js"`);
    expect(html).toContain('lang="th"');
    const js = await app.fetch(new Request(`http://site.test${BASE}/bundle/tiny.js`));
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('tiny');
    const css = await app.fetch(new Request(`http://site.test${BASE}/bundle/tiny.css`));
    expect(await css.text()).toContain('gold');
  }, 60_000);

  it('answers 404 for a page of an unknown session', async () => {
    const { app } = kitApp();
    const page = await app.fetch(new Request(`http://site.test${BASE}/play/tiny?s=nope`));
    expect(page.status).toBe(404);
  });

  it('serves the thumbnail as SVG', async () => {
    const { app } = kitApp();
    const thumb = await app.fetch(new Request(`http://site.test${BASE}/thumbs/tiny.svg`));
    expect(thumb.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('recomputes a recorded round on the verify page once its seed is revealed', async () => {
    const { app, sessions } = kitApp();
    const launch = (await (await signedPost(app, '/launch', launchBody)).json()) as { url: string };
    const session = sessions.get(new URL(launch.url, 'http://x').searchParams.get('s') ?? '');
    if (!session) throw new Error('no session');
    const die = await sessions.round(
      session,
      async ({ rng, serverSeedHash, clientSeed, nonce }) => {
        const value = pick(rng, 6) + 1;
        sessions.record({
          id: 'TEST-r1',
          game: 'tiny',
          sessionId: session.id,
          player: null,
          mode: 'FUN',
          serverSeedHash,
          clientSeed,
          nonce,
          params: { bet: 1 },
          stake: 1,
          payout: 0,
          currency: 'USD',
          detail: `die ${value}`,
        });
        return Promise.resolve(value);
      },
    );
    const before = await (
      await app.fetch(new Request(`http://site.test${BASE}/verify?round=TEST-r1`))
    ).text();
    expect(before).toContain('not revealed yet');
    const rotate = await app.fetch(
      new Request(`http://site.test${BASE}/game/${session.id}/rotate`, { method: 'POST' }),
    );
    expect(rotate.status).toBe(200);
    const after = await (
      await app.fetch(new Request(`http://site.test${BASE}/verify?round=TEST-r1`))
    ).text();
    expect(after).toContain('matches the hash shown before the round');
    expect(after).toContain(`die ${die}`);
    const forged = await (
      await app.fetch(new Request(`http://site.test${BASE}/verify?round=TEST-r1&serverSeed=forged`))
    ).text();
    expect(forged).toContain('does not match');
  });

  it('refuses a client seed with spaces and accepts a plain one', async () => {
    const { app, sessions } = kitApp();
    const session = sessions.create({
      game: 'tiny',
      mode: 'FUN',
      player: null,
      sessionToken: null,
      currency: { code: 'USD', minorUnits: 2 },
      language: 'EN',
      displayName: '',
      demoAccount: false,
      lobbyUrl: '/',
      device: 'desktop',
      roomId: null,
    });
    const call = (clientSeed: string) =>
      app.fetch(
        new Request(`http://site.test${BASE}/game/${session.id}/client-seed`, {
          method: 'POST',
          body: JSON.stringify({ clientSeed }),
        }),
      );
    expect((await call('a b')).status).toBe(400);
    expect((await call('lucky-7')).status).toBe(200);
    expect(sessions.fairState(session).clientSeed).toBe('lucky-7');
  });
});
