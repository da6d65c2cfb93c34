import { describe, expect, it } from 'vitest';
import { createNovaVendor, NOVA_GAMES } from './nova-vendor.ts';
import { platformCall } from './testing/fake-platform.ts';

const BASE = '/sandbox/vendors/NOVA';
const SITE = 'http://site.test';

const vendor = createNovaVendor({
  code: 'NOVA',
  secret: 'pages-secret',
  basePath: BASE,
  platform: {
    baseUrl: 'http://platform.internal',
    fetch: () => Promise.reject(new Error('unused')),
  },
});

async function launch(gameCode: string): Promise<string> {
  const response = await platformCall(
    vendor,
    'NOVA',
    'pages-secret',
    `http://platform.internal${BASE}/api/launch`,
    {
      mode: 'FUN',
      gameCode,
      sessionToken: null,
      player: null,
      currency: { code: 'THB', minorUnits: 2 },
      language: 'TH',
      device: 'mobile',
      lobbyUrl: '/slot',
      demoAccount: false,
    },
  );
  return ((await response.json()) as { url: string }).url;
}

describe('the NOVA game pages', () => {
  for (const game of NOVA_GAMES) {
    it(`serves ${game.code}'s page, its browser bundle and its stylesheet`, async () => {
      const url = await launch(game.code);
      const page = await vendor.fetch(new Request(`${SITE}${url}`));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`${BASE}/bundle/${game.code}.js`);
      expect(html).not.toMatch(/<script>|https?:\/\/(?!www\.w3\.org)/);
      const js = await vendor.fetch(new Request(`${SITE}${BASE}/bundle/${game.code}.js`));
      expect(js.status).toBe(200);
      const code = await js.text();
      // The bundle calls its own game API and nothing of node.
      expect(code).toContain('/game/');
      expect(code).not.toContain('node:crypto');
      const css = await vendor.fetch(new Request(`${SITE}${BASE}/bundle/${game.code}.css`));
      expect(await css.text()).toContain('.nv-root');
    }, 60_000);

    it(`draws ${game.code}'s lobby tile as a 4:3 SVG with its name`, async () => {
      const thumb = await vendor.fetch(new Request(`${SITE}${BASE}/thumbs/${game.code}.svg`));
      const svg = await thumb.text();
      expect(svg).toContain('viewBox="0 0 400 300"');
      const name = game.catalogue({ code: 'USD', minorUnits: 2 }).names['EN'] ?? '';
      expect(svg).toContain(name.toUpperCase());
    });
  }

  it('answers 404 for the bundle of a game it does not have', async () => {
    const response = await vendor.fetch(new Request(`${SITE}${BASE}/bundle/nope.js`));
    expect(response.status).toBe(404);
  });
});
