import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favouriteAdd,
  favouriteList,
  favouriteRemove,
  gameList,
  launchDemoGame,
  launchGame,
  recentGames,
} from '../../../contract/games.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { lobbyTestVendors, openGamesApp, type GamesApp } from '../../testing/games.ts';
import { unchecked, valueOf } from '../../testing/test-client.ts';
import { post } from '../ledger/ledger.ts';
import { gameTokenHash } from './seamless/player-id.ts';

describe.each(testDatabaseKinds())("a member's games on %s", (kind) => {
  let t: GamesApp;
  let vendors: ReturnType<typeof lobbyTestVendors>;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    vendors = lobbyTestVendors();
    t = await openGamesApp(kind, Object.values(vendors));
    const page = valueOf(await t.call(gameList, { pageSize: 50 }));
    for (const game of page.items) ids.set(game.code, game.gameId);
  });
  afterAll(async () => {
    await t.dispose();
  });
  const id = (code: string) => ids.get(code) ?? 0;

  it('keeps favourites per member: adding twice keeps one, another member sees none', async () => {
    const [a, b] = [await t.member(), await t.member()];
    for (const code of ['starfall-sevens', 'coral-hunt', 'starfall-sevens']) {
      const added = valueOf(await t.call(favouriteAdd, { gameId: id(code) }, { token: a.token }));
      expect(added).toEqual({ gameId: id(code), isFav: true });
    }
    const list = valueOf(await t.call(favouriteList, {}, { token: a.token }));
    expect(list.map((g) => [g.code, g.isFav])).toEqual([
      ['coral-hunt', true],
      ['starfall-sevens', true],
    ]);
    expect(valueOf(await t.call(favouriteList, {}, { token: b.token }))).toEqual([]);
    // The lobby marks the member's favourites, and only for that member's token.
    const marked = async (token?: string) =>
      valueOf(await t.call(gameList, { search: 'starfall' }, token ? { token } : {})).items[0]
        ?.isFav;
    expect(await marked(a.token)).toBe(true);
    expect(await marked(b.token)).toBe(false);
    expect(await marked()).toBe(false);
    expect(await marked('not-a-live-session-token-aaaaaaaaaaaaaaaaaaaa')).toBe(false);
    // B removing A's favourite removes nothing of A's.
    valueOf(await t.call(favouriteRemove, { gameId: id('coral-hunt') }, { token: b.token }));
    expect(valueOf(await t.call(favouriteList, {}, { token: a.token }))).toHaveLength(2);
    const removed = valueOf(
      await t.call(favouriteRemove, { gameId: id('coral-hunt') }, { token: a.token }),
    );
    expect(removed).toEqual({ gameId: id('coral-hunt'), isFav: false });
    expect(valueOf(await t.call(favouriteList, {}, { token: a.token })).map((g) => g.code)).toEqual(
      ['starfall-sevens'],
    );
  });

  it('refuses a favourite of a missing or another brand’s game, a visitor, and a bad id', async () => {
    const { token } = await t.member();
    const lotusGame = valueOf(await t.call(gameList, {}, { brand: 'lotus' })).items[0]?.gameId;
    for (const gameId of [999_999, lotusGame ?? 0]) {
      const reply = await t.call(favouriteAdd, { gameId }, { token });
      expect(reply.body.code).toBe('GAME_NOT_FOUND');
    }
    expect((await t.call(favouriteAdd, { gameId: id('coral-hunt') })).body.code).toBe(
      'NOT_LOGGED_IN',
    );
    const bad = await t.call(favouriteAdd, unchecked({ gameId: 'x' }), { token });
    expect(bad.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/gameId/),
    });
  });

  it('keeps at most 100 favourites', async () => {
    const { member, token } = await t.member();
    await t.test.db.query(
      `insert into games (merchant_id, vendor, code, names, category, sub_category, min_bet,
                          max_bet, rtp_bp, thumbnail, released_at, hidden)
       select $1, 'NOVA', 'filler-' || i, '{"EN": "Filler"}', 'RNG', 'SLOT_MACHINE', 100, 1000,
              9600, '', now(), true
         from generate_series(1, 100) i
       on conflict do nothing`,
      [member.merchantId],
    );
    await t.test.db.query(
      `insert into game_favourites (member_id, game_id)
       select $1, id from games where merchant_id = $2 and code like 'filler-%'`,
      [member.id, member.merchantId],
    );
    const reply = await t.call(favouriteAdd, { gameId: id('dragon-vault') }, { token });
    expect(reply.body.code).toBe('FAVOURITE_LIMIT');
  });

  it('launches for real: a hashed game session, the player id, an absolute URL, funds', async () => {
    const { member, token } = await t.member();
    const reply = await t.call(
      launchGame,
      { gameId: id('starfall-sevens'), language: 'th', clientType: 'mobile' },
      { token },
    );
    const value = valueOf(reply);
    expect(value.game_url).toBe('http://localhost/sandbox/vendors/NOVA/play?game=starfall-sevens');
    expect(value).toMatchObject({ protocol: 'SEAMLESS', game_url2: null });
    expect(value.funds).toMatchObject({ main: 0, sum: 0 });
    const launch = vendors.nova.launches.at(-1);
    expect(launch).toMatchObject({
      mode: 'REAL',
      gameCode: 'starfall-sevens',
      player: `${member.merchantId}-${member.id}`,
      language: 'TH',
      device: 'mobile',
      demoAccount: false,
      currency: { code: 'USD', minorUnits: 2 },
    });
    const rows = await t.test.db.query<{ token_hash: string; hours: number }>(
      `select token_hash, (extract(epoch from expires_at - created_at) / 3600)::int as hours
         from game_sessions where member_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ token_hash: gameTokenHash(launch?.sessionToken ?? ''), hours: 4 }]);
    expect(launch?.sessionToken).not.toBe(rows[0]?.token_hash);
  });

  it('launches for fun only a demo game, and never a hidden or retired one', async () => {
    const { token } = await t.member();
    const fun = valueOf(
      await t.call(launchGame, { gameId: id('coral-hunt'), accountType: '0' }, { token }),
    );
    expect(fun.game_url).toMatch(/coral-hunt/);
    expect(vendors.nova.launches.at(-1)).toMatchObject({
      mode: 'FUN',
      sessionToken: null,
      player: null,
    });
    const refused = await t.call(
      launchGame,
      { gameId: id('lucky-scratch'), accountType: '0' },
      { token },
    );
    expect(refused.body.code).toBe('DEMO_NOT_SUPPORTED');
    await t.test.db.query("update games set hidden = true where code = 'dragon-vault'");
    await t.test.db.query("update games set retired = true where code = 'velvet-roulette'");
    try {
      for (const code of ['dragon-vault', 'velvet-roulette']) {
        const reply = await t.call(launchGame, { gameId: id(code) }, { token });
        expect(reply.body.code).toBe('GAME_UNAVAILABLE');
      }
    } finally {
      await t.test.db.query(
        "update games set hidden = false, retired = false where code in ('dragon-vault', 'velvet-roulette')",
      );
    }
    expect((await t.call(launchGame, { gameId: 999_999 }, { token })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await t.call(launchGame, { gameId: id('coral-hunt') })).body.code).toBe(
      'NOT_LOGGED_IN',
    );
    const bad = await t.call(launchGame, unchecked({ gameId: '1', accountType: '2' }), { token });
    expect(bad.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/accountType/),
    });
  });

  it('tells a vendor that does not answer apart, and launches a visitor for fun only', async () => {
    const { token } = await t.member();
    vendors.nova.down = true;
    try {
      const reply = await t.call(launchGame, { gameId: id('starfall-sevens') }, { token });
      expect(reply.body.code).toBe('VENDOR_UNAVAILABLE');
    } finally {
      vendors.nova.down = false;
    }
    const demo = valueOf(await t.call(launchDemoGame, { gameId: id('starfall-sevens') }));
    expect(demo.game_url).toMatch(/^http:\/\/localhost\/sandbox\/vendors\/NOVA\/play/);
    expect(vendors.nova.launches.at(-1)).toMatchObject({ mode: 'FUN', player: null });
    const refused = await t.call(launchDemoGame, { gameId: id('velvet-roulette') });
    expect(refused.body.code).toBe('DEMO_NOT_SUPPORTED');
  });

  it('moves money to a transfer vendor first when the member confirms, once per key', async () => {
    const { member, token } = await t.member();
    await t.test.db.transaction((tx) =>
      post(tx, {
        merchantId: member.merchantId,
        kind: 'ADJUSTMENT',
        memberId: member.id,
        legs: [
          { account: { system: 'HOUSE' }, amount: -5_000 },
          { account: { member: member.id, wallet: 'MAIN' }, amount: 5_000 },
        ],
      }),
    );
    const launch = {
      gameId: id('three-card-duel'),
      confirmTrans: '1' as const,
      transferAmount: 2_000,
      idempotencyKey: 'launch-key-0000000001',
      roomId: 'duel-high',
    };
    const first = valueOf(await t.call(launchGame, launch, { token }));
    expect(first.protocol).toBe('TRANSFER');
    expect(first.funds.main).toBe(3_000);
    expect(first.funds.wallets.find((w) => w.accountType === 'HARBOR')?.balance).toBe(2_000);
    expect(vendors.harbor.balances.get(`${member.merchantId}-${member.id}`)).toBe(2_000);
    expect(vendors.harbor.launches.at(-1)).toMatchObject({ roomId: 'duel-high', mode: 'REAL' });
    // The same key again moves nothing more.
    const again = valueOf(await t.call(launchGame, launch, { token }));
    expect(again.funds.main).toBe(3_000);
    const short = await t.call(
      launchGame,
      { ...launch, transferAmount: 9_000, idempotencyKey: 'launch-key-0000000002' },
      { token },
    );
    expect(short.body.code).toBe('INSUFFICIENT_FUNDS');
    const noKey = await t.call(launchGame, { ...launch, idempotencyKey: undefined }, { token });
    expect(noKey.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/idempotencyKey/),
    });
    const noRoom = await t.call(launchGame, { ...launch, roomId: 'elsewhere' }, { token });
    expect(noRoom.body.code).toBe('BAD_REQUEST');
  });

  it('remembers the last 12 launches per member, newest first', async () => {
    const [a, b] = [await t.member(), await t.member()];
    await t.test.db.query(
      `insert into game_recent (member_id, game_id, launched_at)
       select $1, g.id, now() - interval '1 hour' - g.id * interval '1 second'
         from games g where g.merchant_id = $2 and g.code like 'filler-%'`,
      [a.member.id, a.member.merchantId],
    );
    for (const code of ['coral-hunt', 'starfall-sevens']) {
      valueOf(await t.call(launchGame, { gameId: id(code) }, { token: a.token }));
    }
    // Filler games are hidden: the list shows what a lobby shows, so only the two remain.
    const recent = valueOf(await t.call(recentGames, {}, { token: a.token }));
    expect(recent.map((g) => g.code)).toEqual(['starfall-sevens', 'coral-hunt']);
    const [kept] = await t.test.db.query<{ n: number }>(
      'select count(*) as n from game_recent where member_id = $1',
      [a.member.id],
    );
    expect(kept?.n).toBe(12);
    expect(valueOf(await t.call(recentGames, {}, { token: b.token }))).toEqual([]);
    expect((await t.call(recentGames, {})).body.code).toBe('NOT_LOGGED_IN');
  });
});
