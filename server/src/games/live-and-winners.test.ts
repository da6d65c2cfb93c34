import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList } from '../../../contract/games.ts';
import { jackpotPools, liveTables, pvpRooms, winnerBoard } from '../../../contract/game-live.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertBet, lobbyTestVendors, openGamesApp, type GamesApp } from '../../testing/games.ts';
import { valueOf } from '../../testing/test-client.ts';
import { LIVE_CACHE_MS } from './live-state.ts';
import { maskAccount } from './winner-board.ts';

describe.each(testDatabaseKinds())('live tables, pools, rooms and winners on %s', (kind) => {
  let t: GamesApp;
  let vendors: ReturnType<typeof lobbyTestVendors>;
  // The live cache reads the app's clock: a test moves it past the cache period, never waits.
  let now = Date.now();
  const clock = { now: () => now };
  const ids = new Map<string, number>();
  beforeAll(async () => {
    vendors = lobbyTestVendors();
    vendors.lumen.live.tables = [
      {
        gameCode: 'velvet-roulette',
        phase: 'BETTING',
        msLeft: 9_000,
        history: ['17 red', '0 green'],
        players: 3,
      },
      // A table of a game the catalogue does not have is left out.
      { gameCode: 'unknown-table', phase: 'CLOSED', msLeft: 0, history: [], players: 0 },
    ];
    vendors.nova.live.jackpots = [{ gameCode: 'dragon-vault', pool: 1_234_567, perSecond: 12.5 }];
    vendors.harbor.live.rooms = [{ roomId: 'duel-high', gameCode: 'three-card-duel', players: 2 }];
    t = await openGamesApp(kind, Object.values(vendors), { clock });
    for (const game of valueOf(await t.call(gameList, { pageSize: 50 })).items) {
      ids.set(game.code, game.gameId);
    }
  });
  afterAll(async () => {
    await t.dispose();
  });
  const id = (code: string) => ids.get(code) ?? 0;

  it("shows each table's round, each pool and each room's players from the vendors", async () => {
    expect(valueOf(await t.call(liveTables, {}))).toEqual([
      {
        gameId: id('velvet-roulette'),
        vendor: 'LUMEN',
        name: 'Velvet Roulette',
        minBet: 100,
        maxBet: 100_000,
        phase: 'BETTING',
        msLeft: 9_000,
        history: ['17 red', '0 green'],
        players: 3,
      },
    ]);
    expect(valueOf(await t.call(jackpotPools, {}))).toEqual([
      {
        gameId: id('dragon-vault'),
        vendor: 'NOVA',
        name: 'Dragon Vault',
        pool: 1_234_567,
        perSecond: 12.5,
      },
    ]);
    const rooms = valueOf(await t.call(pvpRooms, {}));
    expect(rooms.map((room) => [room.roomId, room.name, room.minBet, room.players])).toEqual([
      ['duel-low', 'Low stakes', 100, 0],
      ['duel-high', 'High stakes', 5_000, 2],
    ]);
    // The jackpot game's tile carries its pool; a fixed-pay game's none.
    const tiles = valueOf(await t.call(gameList, { category: 'RNG' })).items;
    expect(tiles.find((g) => g.code === 'dragon-vault')?.jackpot).toBe(1_234_567);
    expect(tiles.find((g) => g.code === 'starfall-sevens')?.jackpot).toBeNull();
  });

  it('asks each vendor at most once per cache period however busy the lobby is', async () => {
    now += LIVE_CACHE_MS;
    const asked = () => vendors.lumen.calls.get('/live') ?? 0;
    const before = asked();
    await Promise.all(Array.from({ length: 10 }, () => t.call(liveTables, {})));
    expect(asked() - before).toBe(1);
    now += LIVE_CACHE_MS - 1;
    await t.call(jackpotPools, {});
    expect(asked() - before).toBe(1);
    now += 1;
    await t.call(liveTables, {});
    expect(asked() - before).toBe(2);
  });

  it('drops a vendor that does not answer from the lists', async () => {
    vendors.lumen.down = true;
    vendors.harbor.down = true;
    try {
      now += LIVE_CACHE_MS;
      expect(valueOf(await t.call(liveTables, {}))).toEqual([]);
      expect(valueOf(await t.call(pvpRooms, {}))).toEqual([]);
      expect(valueOf(await t.call(jackpotPools, {}))).toHaveLength(1);
    } finally {
      vendors.lumen.down = false;
      vendors.harbor.down = false;
    }
  });

  it('lists the biggest real wins lately, masked, never a demo or an old win', async () => {
    const [a, b] = [await t.member(), await t.member()];
    const win = (
      who: typeof a,
      payout: number,
      fields: Partial<Parameters<typeof insertBet>[1]> = {},
    ) =>
      insertBet(t.test.db, {
        merchantId: who.member.merchantId,
        memberId: who.member.id,
        vendor: 'NOVA',
        gameId: id('starfall-sevens'),
        gameCode: 'starfall-sevens',
        stake: 300,
        payout,
        ...fields,
      });
    await win(a, 90_000);
    await win(b, 1_000);
    await win(b, 999_999, { demo: true });
    await win(b, 888_888, { time: '2020-01-01T00:00:00Z' });
    await win(a, 777_777, { status: 'OPEN' });
    await win(b, 0);
    const board = valueOf(await t.call(winnerBoard, {}));
    expect(board.map((row) => [row.player, row.amount, row.multiplier, row.game])).toEqual([
      [maskAccount(a.member.account), 90_000, 300, 'Starfall Sevens'],
      [maskAccount(b.member.account), 1_000, 3.33, 'Starfall Sevens'],
    ]);
    expect(board[0]?.player).not.toContain(a.member.account);
    expect(valueOf(await t.call(winnerBoard, { count: 1 }))).toHaveLength(1);
    expect(valueOf(await t.call(winnerBoard, {}, { brand: 'lotus' }))).toEqual([]);
  });

  it('masks an account to its first and last character', () => {
    expect(maskAccount('alice99')).toBe('a***9');
    expect(maskAccount('ab')).toBe('a***b');
    expect(maskAccount('x')).toBe('x***');
  });
});
