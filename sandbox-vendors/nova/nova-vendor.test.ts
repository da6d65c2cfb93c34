import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CatalogueAnswerSchema, LiveAnswerSchema } from '../../contract/vendor/vendor-api.ts';
import { SANDBOX_VENDORS } from '../registry.ts';
import { createNovaVendor } from './nova-vendor.ts';
import { VENDOR_LANGUAGES } from '../i18n/page-text.ts';
import { fakePlatform, platformCall } from './testing/fake-platform.ts';

const SECRET = 'nova-test-secret';
const BASE = '/sandbox/vendors/NOVA';
const API = `http://platform.internal${BASE}/api`;
const SITE = 'http://site.test';
const USD = { code: 'USD', minorUnits: 2 };

function setup(balance = 10_000) {
  const platform = fakePlatform(SECRET, { p1: balance });
  const vendor = createNovaVendor({
    code: 'NOVA',
    secret: SECRET,
    basePath: BASE,
    platform: { baseUrl: 'http://platform.internal', fetch: platform.fetch },
    retryDelaysMs: [],
    networkPerSecond: 2,
  });
  const call = (path: string, body: unknown) =>
    platformCall(vendor, 'NOVA', SECRET, `${API}${path}`, body);
  const launch = async (gameCode: string, mode: 'REAL' | 'FUN' = 'REAL') => {
    const response = await call('/launch', {
      mode,
      gameCode,
      sessionToken: mode === 'REAL' ? 'tok_0123456789abcdefgh' : null,
      player: mode === 'REAL' ? 'p1' : null,
      displayName: 'Lucky',
      currency: USD,
      language: 'EN',
      device: 'desktop',
      lobbyUrl: '/rng',
      demoAccount: false,
    });
    const { url } = (await response.json()) as { url: string };
    return new URL(url, SITE).searchParams.get('s') ?? '';
  };
  const game = (session: string, action: string, body: unknown = {}) =>
    vendor.fetch(
      new Request(`${SITE}${BASE}/game/${session}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    );
  return { platform, vendor, call, launch, game };
}

interface Played {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  detail: string;
  proofUrl: string;
  played: { nonce: number; serverSeedHash: string };
  next: { nonce: number; serverSeedHash: string };
}

describe('the NOVA vendor', () => {
  it('is in the sandbox registry and starts from it', async () => {
    const entry = SANDBOX_VENDORS.find((candidate) => candidate.code === 'NOVA');
    expect(entry?.protocol).toBe('SEAMLESS');
    if (!entry) throw new Error('NOVA is not in the registry');
    const vendor = await entry.create({
      code: 'NOVA',
      secret: SECRET,
      basePath: BASE,
      platform: {
        baseUrl: 'http://platform.internal',
        fetch: () => Promise.reject(new Error('down')),
      },
    });
    const response = await platformCall(vendor, 'NOVA', SECRET, `${API}/catalogue`, {
      currency: USD,
    });
    expect(response.status).toBe(200);
    await vendor.close();
  });

  it('lists its four games with names in all 17 languages and their documented RTP', async () => {
    const { call } = setup();
    const answer = v.parse(
      CatalogueAnswerSchema,
      await (await call('/catalogue', { currency: USD })).json(),
    );
    expect(answer.vendor).toEqual({ code: 'NOVA', name: 'Nova Reels', protocol: 'SEAMLESS' });
    expect(answer.games.map((game) => [game.code, game.subCategory, game.rtpBp])).toEqual([
      ['starfall-sevens', 'SLOT_MACHINE', 9607],
      ['dragon-vault', 'JACKPOT', 9543],
      ['lucky-scratch', 'SCRATCH_CARDS', 9500],
      ['coral-hunt', 'FISHING', 9600],
    ]);
    for (const game of answer.games) {
      expect(Object.keys(game.names)).toEqual([...VENDOR_LANGUAGES]);
      expect(game.names['TH']).not.toBe(game.names['EN']);
    }
  });

  it('prices the catalogue in credits of the asked currency', async () => {
    const { call } = setup();
    const vnd = v.parse(
      CatalogueAnswerSchema,
      await (await call('/catalogue', { currency: { code: 'VND', minorUnits: 0 } })).json(),
    );
    expect(vnd.games[0]).toMatchObject({ minBet: 2_500, maxBet: 500_000 });
  });

  it('plays a real spin as a signed bet then a closing win with its detail and proof link', async () => {
    const { platform, launch, game } = setup();
    const session = await launch('starfall-sevens');
    const response = await game(session, 'spin', { bet: 25 });
    expect(response.status).toBe(200);
    const round = (await response.json()) as Played;
    expect(platform.calls.map((call) => call.event)).toEqual(['bet', 'win']);
    const [bet, win] = platform.calls;
    expect(bet?.body).toMatchObject({
      roundId: round.roundId,
      amount: 25,
      gameCode: 'starfall-sevens',
    });
    expect(win?.body).toMatchObject({
      roundId: round.roundId,
      amount: round.payout,
      roundClosed: true,
      detail: round.detail,
      proofUrl: `${SITE}${BASE}/verify?round=${round.roundId}`,
    });
    expect(round.detail).toMatch(/^Reels [\d-]+ — \d+ lines, \d+ scatters/);
    expect(round.balance).toBe(10_000 - 25 + round.payout);
    expect(round.next.nonce).toBe(round.played.nonce + 1);
  });

  it('refuses a spin the wallet cannot pay and keeps the committed seed for the next one', async () => {
    const { launch, game } = setup(10);
    const session = await launch('starfall-sevens');
    const before = (await (await game(session, 'state')).json()) as { fair: { nonce: number } };
    const response = await game(session, 'spin', { bet: 25 });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance: 10 });
    const after = (await (await game(session, 'state')).json()) as { fair: { nonce: number } };
    expect(after.fair).toEqual(before.fair);
  });

  it('refuses a bet that is not on the ladder without calling the platform', async () => {
    const { platform, launch, game } = setup();
    const session = await launch('lucky-scratch');
    expect((await game(session, 'scratch', { bet: 7 })).status).toBe(400);
    expect(platform.calls).toEqual([]);
  });

  it('plays FUN rounds from 100,000 coins without calling the platform', async () => {
    const { platform, launch, game } = setup();
    const session = await launch('coral-hunt', 'FUN');
    const state = (await (await game(session, 'state')).json()) as { balance: number };
    expect(state.balance).toBe(10_000_000);
    const shot = (await (
      await game(session, 'shoot', { bet: 5, fish: 'TURTLE' })
    ).json()) as Played;
    expect(shot.balance).toBe(10_000_000 - 5 + shot.payout);
    expect(platform.calls).toEqual([]);
  });

  it('recomputes a played round on the verify page once the seed is rotated', async () => {
    const { vendor, launch, game } = setup();
    const session = await launch('lucky-scratch');
    const round = (await (await game(session, 'scratch', { bet: 10 })).json()) as Played;
    const rotate = (await (await game(session, 'rotate')).json()) as { revealedHash: string };
    expect(rotate.revealedHash).toBe(round.played.serverSeedHash);
    const page = await (await vendor.fetch(new Request(round.proofUrl))).text();
    expect(page).toContain('matches the hash shown before the round');
    expect(page).toContain(round.detail.replaceAll('×', '×'));
  });

  for (const [gameCode, action, body] of [
    ['starfall-sevens', 'spin', { bet: 50 }],
    ['dragon-vault', 'spin', { bet: 100 }],
    ['coral-hunt', 'shoot', { bet: 2, fish: 'OCTOPUS' }],
  ] as const) {
    it(`replays a ${gameCode} round on the verify page exactly as it was played`, async () => {
      const { vendor, launch, game } = setup();
      const session = await launch(gameCode, 'FUN');
      const rounds: Played[] = [];
      for (let i = 0; i < 5; i++)
        rounds.push((await (await game(session, action, body)).json()) as Played);
      await game(session, 'rotate');
      for (const round of rounds) {
        const page = await (await vendor.fetch(new Request(round.proofUrl))).text();
        expect(page).toContain('matches the hash shown before the round');
        expect(page).toContain(round.detail);
      }
    });
  }

  it('reports the jackpot pool and how fast it grows', async () => {
    const { call } = setup();
    const live = v.parse(LiveAnswerSchema, await (await call('/live', { currency: USD })).json());
    expect(live.jackpots).toEqual([{ gameCode: 'dragon-vault', pool: 50_000, perSecond: 2 }]);
  });
});
