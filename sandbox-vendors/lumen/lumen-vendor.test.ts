import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedHeaders } from '../../contract/vendor/signing.ts';
import { seedHash } from '../kit/provably-fair.ts';
import { fakePlatform, readEvents } from './lumen-testing.ts';
import { createLumenVendor } from './lumen-vendor.ts';
import { manualScheduler } from './tables/manual-scheduler-testing.ts';
import { VENDOR_LANGUAGES } from '../i18n/page-text.ts';
import type { SandboxVendor } from '../vendor-kit.ts';

const SECRET = 'lumen-test-secret';
const BASE = '/sandbox/vendors/LUMEN';
const SITE = 'http://casino.test';
const TIMINGS = { bettingMs: 15_000, drawingMs: 5_000, resultMs: 5_000 };

let vendor: SandboxVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

function setUp() {
  const scheduler = manualScheduler();
  const platform = fakePlatform(SECRET, scheduler);
  vendor = createLumenVendor(
    {
      code: 'LUMEN',
      secret: SECRET,
      basePath: BASE,
      platform: { baseUrl: 'http://platform.test', fetch: platform.fetch },
      now: scheduler.now,
    },
    { scheduler, timings: TIMINGS, flushEveryMs: 0 },
  );
  const v = vendor;
  const api = async (path: string, body: unknown): Promise<Response> => {
    const text = JSON.stringify(body);
    const headers = await signedHeaders('LUMEN', SECRET, text, scheduler.now());
    return v.fetch(
      new Request(`http://lumen.internal${BASE}/api${path}`, {
        method: 'POST',
        headers,
        body: text,
      }),
    );
  };
  const launch = async (player: string | null, game = 'velvet-roulette'): Promise<string> => {
    const answer = await api('/launch', {
      mode: player ? 'REAL' : 'FUN',
      gameCode: game,
      sessionToken: player ? `token-${player}-0123456789` : null,
      player,
      currency: { code: 'USD', minorUnits: 2 },
      language: 'EN',
      device: 'desktop',
      lobbyUrl: '/live',
      demoAccount: false,
    });
    const { url } = (await answer.json()) as { url: string };
    return new URL(url, SITE).searchParams.get('s') ?? '';
  };
  const game = (session: string, action: string, body: unknown = {}): Promise<Response> =>
    v.fetch(
      new Request(`${SITE}${BASE}/game/${session}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  return { scheduler, platform, api, launch, game, vendor: v };
}

describe('the Lumen Live vendor', () => {
  it('lists both tables with limits in the asked currency and names in all 17 languages', async () => {
    const { api } = setUp();
    const vnd = (await (
      await api('/catalogue', { currency: { code: 'VND', minorUnits: 0 } })
    ).json()) as {
      vendor: { protocol: string };
      games: {
        code: string;
        minBet: number;
        maxBet: number;
        names: Record<string, string>;
        category: string;
        demo: boolean;
        thumbnail: string;
      }[];
    };
    expect(vnd.vendor.protocol).toBe('SEAMLESS');
    expect(vnd.games.map((g) => g.code)).toEqual(['velvet-roulette', 'jade-baccarat']);
    for (const game of vnd.games) {
      expect(game).toMatchObject({
        category: 'LIVE',
        demo: true,
        minBet: 10_000,
        maxBet: 50_000_000,
      });
      expect(Object.keys(game.names)).toEqual([...VENDOR_LANGUAGES]);
    }
    const usd = (await (
      await api('/catalogue', { currency: { code: 'USD', minorUnits: 2 } })
    ).json()) as { games: { minBet: number }[] };
    expect(usd.games[0]?.minBet).toBe(100);
  });

  it('refuses an unsigned API call', async () => {
    const { vendor } = setUp();
    const response = await vendor.fetch(
      new Request(`http://lumen.internal${BASE}/api/live`, { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(401);
  });

  it('plays a full round for two players: signed bets, one result pushed to both, one signed win each', async () => {
    const { scheduler, platform, api, launch, game, vendor } = setUp();
    const alice = await launch('alice');
    const bob = await launch('bob');
    const stream = await vendor.fetch(new Request(`${SITE}${BASE}/game/${alice}/events`));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const bobStream = await vendor.fetch(new Request(`${SITE}${BASE}/game/${bob}/events`));
    const bobReader = (bobStream.body as ReadableStream<Uint8Array>).getReader();
    const first = await readEvents(reader, () => true);
    expect(first).toMatchObject({
      table: 'velvet-roulette',
      phase: 'BETTING',
      balance: null,
      limits: { min: 100, max: 500_000 },
    });

    expect(
      (
        await game(alice, 'bet', {
          bets: [
            { spot: 'red', amount: 500 },
            { spot: 'straight:17', amount: 100 },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await game(bob, 'bet', { bets: [{ spot: 'black', amount: 1_000 }] })).status).toBe(200);
    expect((await game(bob, 'bet', { bets: [{ spot: 'split:1-2', amount: 100 }] })).status).toBe(
      400,
    );
    const bets = platform.calls.filter((call) => call.event === 'bet');
    expect(bets.map((b) => b.body['amount'])).toEqual([600, 1_000]);

    scheduler.advance(15_000);
    const late = await game(alice, 'bet', { bets: [{ spot: 'red', amount: 100 }] });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe('WINDOW_CLOSED');

    scheduler.advance(5_000);
    const result = await readEvents(reader, (view) => view['phase'] === 'RESULT');
    const bobResult = await readEvents(bobReader, (view) => view['phase'] === 'RESULT');
    // Both players were pushed the same round and the same outcome.
    expect(bobResult['round']).toEqual(result['round']);
    const round = result['round'] as {
      id: string;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      clientSeeds: string[];
      tableSeed: string;
      number: number;
      outcome: { pocket: number; colour: string };
    };
    expect(seedHash(round.serverSeed)).toBe(round.serverSeedHash);

    await vi.waitFor(() => expect(platform.calls.filter((c) => c.event === 'win')).toHaveLength(2));
    const wins = platform.calls.filter((c) => c.event === 'win');
    const { pocket, colour } = round.outcome;
    for (const win of wins) {
      expect(win.body['roundClosed']).toBe(true);
      expect(String(win.body['detail'])).toMatch(new RegExp(`^${pocket} ${colour} — `));
      expect(String(win.body['proofUrl'])).toBe(
        `${SITE}${BASE}/verify?round=${String(win.body['roundId'])}&serverSeed=${round.serverSeed}`,
      );
      expect(String(win.body['roundId']).startsWith(round.id)).toBe(true);
    }
    const aliceWin = wins.find((w) => w.body['player'] === 'alice');
    const expected = (colour === 'red' ? 1_000 : 0) + (pocket === 17 ? 3_600 : 0);
    expect(aliceWin?.body['amount']).toBe(expected);
    expect(platform.failures()).toBe(0);

    // The proof link names the round; the verify form recomputes it from the revealed seeds.
    // The proof link alone recomputes the round: the record supplies hash, seeds and nonce.
    const proof = await (
      await vendor.fetch(new Request(String(aliceWin?.body['proofUrl'])))
    ).text();
    expect(proof).toContain(String(aliceWin?.body['roundId']));
    expect(proof).toContain(`Result: ${pocket} ${colour}`);
    expect(proof).toContain('matches the hash');
    expect(proof).toContain('the 2 bettors&#39; seeds');
    const query = new URLSearchParams({
      game: 'velvet-roulette',
      serverSeed: round.serverSeed,
      hash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: String(round.number),
      params: JSON.stringify({
        tableSeed: round.tableSeed,
        clientSeeds: round.clientSeeds.join(','),
      }),
    });
    const page = await (await vendor.fetch(new Request(`${SITE}${BASE}/verify?${query}`))).text();
    expect(page).toContain(`Result: ${pocket} ${colour}`);
    expect(page).toContain('matches the hash');
    // Both players' client seeds went into the round's, and the page recombines them.
    expect(round.clientSeeds).toHaveLength(2);
    expect(page).toContain('the 2 bettors&#39; seeds');

    const live = (await (await api('/live', {})).json()) as {
      tables: { gameCode: string; phase: string; history: string[]; players: number }[];
    };
    expect(live.tables.find((t) => t.gameCode === 'velvet-roulette')).toMatchObject({
      phase: 'RESULT',
      history: [`${pocket} ${colour}`],
    });
    expect(
      live.tables.find((t) => t.gameCode === 'velvet-roulette')?.players,
    ).toBeGreaterThanOrEqual(2);
    await reader.cancel();
    await bobReader.cancel();
  });

  it('plays FUN chips without calling the platform', async () => {
    const { scheduler, platform, launch, game } = setUp();
    const fun = await launch(null, 'jade-baccarat');
    const before = (await (await game(fun, 'table')).json()) as { balance: number };
    expect(before.balance).toBe(10_000_000);
    const placed = (await (
      await game(fun, 'bet', { bets: [{ spot: 'banker', amount: 10_000 }] })
    ).json()) as { balance: number };
    expect(placed.balance).toBe(9_990_000);
    scheduler.advance(20_000);
    const after = (await (await game(fun, 'table')).json()) as {
      balance: number;
      seat: { payout: number };
    };
    expect(after.balance).toBe(9_990_000 + after.seat.payout);
    expect(platform.calls).toHaveLength(0);
  });

  it('serves a 4:3 thumbnail per table', async () => {
    const { vendor } = setUp();
    for (const code of ['velvet-roulette', 'jade-baccarat']) {
      const response = await vendor.fetch(new Request(`${SITE}${BASE}/thumbs/${code}.svg`));
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/viewBox="0 0 480 360"/);
    }
  });

  it('bundles each table page for the browser, script and stylesheet', async () => {
    const { vendor } = setUp();
    for (const [code, selector] of [
      ['velvet-roulette', '.wheel'],
      ['jade-baccarat', '.bead-road'],
    ] as const) {
      const js = await vendor.fetch(new Request(`${SITE}${BASE}/bundle/${code}.js`));
      expect(js.status).toBe(200);
      expect((await js.text()).length).toBeGreaterThan(5_000);
      const css = await (
        await vendor.fetch(new Request(`${SITE}${BASE}/bundle/${code}.css`))
      ).text();
      expect(css).toContain(selector);
    }
  }, 60_000);
});
