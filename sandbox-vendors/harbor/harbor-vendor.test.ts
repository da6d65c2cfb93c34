import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BetsAnswerSchema,
  CatalogueAnswerSchema,
  LiveAnswerSchema,
} from '../../contract/vendor/vendor-api.ts';
import { BASE, harness, USD } from './harbor-testing.ts';

type Bet = v.InferOutput<typeof BetsAnswerSchema>['bets'][number];

async function allBets(h: ReturnType<typeof harness>): Promise<Bet[]> {
  const { json } = await h.api('/bets', { cursor: null, limit: 1000 });
  return v.parse(BetsAnswerSchema, json).bets;
}

describe('Harbor over the vendor API', () => {
  it('lists both games with rooms, names in every language and stakes in the asked currency', async () => {
    const h = harness();
    const { json } = await h.api('/catalogue', { currency: { code: 'VND', minorUnits: 0 } });
    const answer = v.parse(CatalogueAnswerSchema, json);
    expect(answer.vendor).toEqual({ code: 'HARBOR', name: 'Harbor Cards', protocol: 'TRANSFER' });
    const duel = answer.games.find((game) => game.code === 'three-card-duel');
    expect(duel).toMatchObject({
      category: 'PVP',
      subCategory: 'CARD_ROOM',
      demo: true,
      rtpBp: 9500,
      minBet: 25_000,
    });
    expect(duel?.rooms?.map((room) => [room.names['EN'], room.minBet, room.seats])).toEqual([
      ['Harbor Lounge', 25_000, 5],
      ["Captain's Table", 250_000, 5],
      ['Lighthouse VIP', 2_500_000, 5],
    ]);
    const poker = answer.games.find((game) => game.code === 'harbor-poker');
    expect(poker).toMatchObject({
      category: 'RNG',
      subCategory: 'VIDEO_POKER',
      rtpBp: 9954,
      demo: true,
    });
    for (const game of answer.games)
      expect(Object.keys(game.names)).toEqual(expect.arrayContaining(['EN', 'TH', 'VI', 'CN']));
  });

  it('refuses a request that is not signed with the shared secret', async () => {
    const h = harness();
    const response = await h.vendor.fetch(
      new Request(`http://platform.internal${BASE}/api/balance`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor-code': 'HARBOR',
          'x-vendor-timestamp': String(h.clock.now),
          'x-vendor-signature': 'ab'.repeat(32),
        },
        body: JSON.stringify({ player: 'p1', currency: USD }),
      }),
    );
    expect(response.status).toBe(401);
  });

  it('tells the platform what became of a transfer whose answer it lost, and refuses one that comes too late', async () => {
    const h = harness();
    // The vendor acted but the platform never heard back: status says DONE, a retry answers the same.
    await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 3_000 });
    expect((await h.api('/transfer/status', { transferId: 'IN-1' })).json).toEqual({
      status: 'DONE',
      amount: 3_000,
    });
    expect(
      (await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 3_000 }))
        .json,
    ).toEqual({ status: 'OK', balance: 3_000 });
    // The request never arrived: NOT_FOUND, and when it does arrive late it moves nothing.
    expect((await h.api('/transfer/status', { transferId: 'OUT-9' })).json).toEqual({
      status: 'NOT_FOUND',
      amount: null,
    });
    expect(
      (
        await h.api('/transfer', {
          transferId: 'OUT-9',
          player: 'p1',
          currency: USD,
          amount: -1_000,
        })
      ).json,
    ).toEqual({ status: 'NOT_FOUND', balance: 3_000 });
    expect(
      (
        await h.api('/transfer', {
          transferId: 'OUT-10',
          player: 'p1',
          currency: USD,
          amount: -3_001,
        })
      ).json,
    ).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 3_000 });
    expect((await h.api('/transfer/status', { transferId: 'OUT-10' })).json).toEqual({
      status: 'FAILED',
      amount: -3_001,
    });
    expect(
      (await h.api('/transfer', { transferId: 'BAD', player: 'p1', currency: USD, amount: 0 }))
        .status,
    ).toBe(400);
    expect((await h.api('/balance', { player: 'p1', currency: USD })).json).toEqual({
      status: 'OK',
      balance: 3_000,
    });
  });

  it('plays a card-room round on transferred money and reports the bet placed, then settled', async () => {
    const h = harness();
    expect(
      (await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 5_000 }))
        .json,
    ).toEqual({ status: 'OK', balance: 5_000 });
    const session = await h.launch({ game: 'three-card-duel', roomId: 'harbor-lounge' });
    const state = await h.page(session, 'state');
    expect(state.json).toMatchObject({ balance: 5_000, mode: 'REAL' });
    const table = await h.page(session, 'duel/table');
    expect(table.json['roomId']).toBe('harbor-lounge');

    const round = await h.page(session, 'duel/play', { roomId: 'harbor-lounge', ante: 200 });
    expect(round.status).toBe(200);
    const payout = (round.json['outcome'] as { payout: number }).payout;
    expect([0, 950, 475, 316, 237]).toContain(payout);
    expect(round.json['balance']).toBe(5_000 - 200 + payout);
    expect((round.json['outcome'] as { seats: unknown[] }).seats).toHaveLength(5);

    const bets = await allBets(h);
    expect(bets.map((bet) => bet.status)).toEqual(['OPEN', 'SETTLED']);
    expect(new Set(bets.map((bet) => bet.betId)).size).toBe(1);
    expect(bets[1]).toMatchObject({
      player: 'p1',
      gameCode: 'three-card-duel',
      stake: 200,
      validBet: 200,
      payout,
    });
    expect(bets[1]?.detail).toMatch(/ — (won .* USD|lost|split pot, won .* USD)$/);
    expect(bets[1]?.proofUrl).toBe(
      `http://casino.test${BASE}/verify?round=${round.json['roundId']}`,
    );
    expect((await h.api('/balance', { player: 'p1', currency: USD })).json).toEqual({
      status: 'OK',
      balance: 5_000 - 200 + payout,
    });

    const live = v.parse(LiveAnswerSchema, (await h.api('/live', {})).json);
    expect(live.rooms.find((room) => room.roomId === 'harbor-lounge')?.players).toBe(5);
    expect(live.rooms.find((room) => room.roomId === 'lighthouse-vip')?.players).toBe(4);
  });

  it('refuses an ante the player cannot cover, or that the room does not offer, and moves nothing', async () => {
    const h = harness();
    await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 150 });
    const session = await h.launch({ game: 'three-card-duel' });
    expect(
      (await h.page(session, 'duel/play', { roomId: 'harbor-lounge', ante: 200 })).status,
    ).toBe(402);
    expect(
      (await h.page(session, 'duel/play', { roomId: 'harbor-lounge', ante: 150 })).status,
    ).toBe(400);
    expect((await h.page(session, 'duel/play', { roomId: 'nowhere', ante: 100 })).status).toBe(400);
    expect(
      (await h.page('no-such-session', 'duel/play', { roomId: 'harbor-lounge', ante: 100 })).status,
    ).toBe(404);
    expect(await allBets(h)).toEqual([]);
    expect((await h.api('/balance', { player: 'p1', currency: USD })).json['balance']).toBe(150);
  });

  it('deals a poker hand (bet OPEN), draws it once (bet SETTLED) and refuses a second draw', async () => {
    const h = harness();
    await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 1_000 });
    const session = await h.launch({ game: 'harbor-poker' });
    const dealt = await h.page(session, 'poker/deal', { stake: 100 });
    expect(dealt.json).toMatchObject({ stake: 100, balance: 900 });
    expect(dealt.json['cards']).toHaveLength(5);
    expect((await h.page(session, 'poker/deal', { stake: 100 })).status).toBe(409);
    expect((await allBets(h)).map((bet) => bet.status)).toEqual(['OPEN']);
    expect(
      ((await h.page(session, 'poker/table')).json['pending'] as { handId: string }).handId,
    ).toBe(dealt.json['handId']);

    const holds = dealt.json['hint'];
    const drawn = await h.page(session, 'poker/draw', { handId: dealt.json['handId'], holds });
    expect(drawn.status).toBe(200);
    const payout = drawn.json['payout'] as number;
    expect(drawn.json['balance']).toBe(900 + payout);
    expect(
      (await h.page(session, 'poker/draw', { handId: dealt.json['handId'], holds })).status,
    ).toBe(409);
    const bets = await allBets(h);
    expect(bets.map((bet) => `${bet.betId === dealt.json['handId']}:${bet.status}`)).toEqual([
      'true:OPEN',
      'true:SETTLED',
    ]);
    expect(bets[1]?.detail).toMatch(/^Dealt .*, held .*, drew to .*: /);
  });

  it('recomputes a settled round on the verify page once its seed is revealed', async () => {
    const h = harness();
    await h.api('/transfer', { transferId: 'IN-1', player: 'p1', currency: USD, amount: 1_000 });
    const session = await h.launch({ game: 'three-card-duel' });
    const round = await h.page(session, 'duel/play', { roomId: 'harbor-lounge', ante: 100 });
    const seats = (round.json['outcome'] as { seats: { cards: string[] }[] }).seats;
    await h.page(session, 'rotate');
    const html = await (
      await h.vendor.fetch(
        new Request(`http://casino.test${BASE}/verify?round=${round.json['roundId']}`),
      )
    ).text();
    expect(html).toContain('matches the hash shown before the round');
    // The replay deals the same cards to every seat (it names the player "You").
    expect(html).toContain(`Seat 1 You: ${seats[0]?.cards.join(' ')}`);
    expect(html).toContain(`Seat 5 Nadia Reef: ${seats[4]?.cards.join(' ')}`);
  });

  it('plays FUN rounds on virtual coins without touching the wallet or the bet records', async () => {
    const h = harness();
    const session = await h.launch({ game: 'harbor-poker', mode: 'FUN' });
    const before = (await h.page(session, 'state')).json['balance'] as number;
    const dealt = await h.page(session, 'poker/deal', { stake: 25 });
    expect(dealt.json['balance']).toBe(before - 25);
    await h.page(session, 'poker/draw', {
      handId: dealt.json['handId'],
      holds: [false, false, false, false, false],
    });
    expect(await allBets(h)).toEqual([]);
  });

  it('serves each game page, its own bundle and stylesheet, and a 4:3 thumbnail', async () => {
    const h = harness();
    const session = await h.launch({ game: 'three-card-duel', mode: 'FUN' });
    const get = (path: string) => h.vendor.fetch(new Request(`http://casino.test${BASE}${path}`));
    expect(await (await get(`/play/three-card-duel?s=${session}`)).text()).toContain(
      '/bundle/three-card-duel.js',
    );
    for (const game of ['three-card-duel', 'harbor-poker']) {
      const js = await get(`/bundle/${game}.js`);
      expect(js.status).toBe(200);
      expect((await js.text()).length).toBeGreaterThan(1_000);
      expect(await (await get(`/bundle/${game}.css`)).text()).toContain('.hb-card');
      const thumb = await (await get(`/thumbs/${game}.svg`)).text();
      expect(thumb).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    }
  }, 60_000);
});
