import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameList,
  gameMenus,
  gameVendors,
  hotGames,
  popularGames,
  vendorTypes,
} from '../../../contract/games.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import {
  insertBet,
  lobbyTestVendors,
  openGamesApp,
  testGame,
  type GamesApp,
} from '../../testing/games.ts';
import { unchecked, valueOf } from '../../testing/test-client.ts';
import { syncGames } from './sync-games.ts';

describe.each(testDatabaseKinds())('the game catalogue on %s', (kind) => {
  let t: GamesApp;
  let vendors: ReturnType<typeof lobbyTestVendors>;
  beforeAll(async () => {
    vendors = lobbyTestVendors();
    t = await openGamesApp(kind, Object.values(vendors));
  });
  afterAll(async () => {
    await t.dispose();
  });

  const games = async (brand = 'aurora') =>
    t.test.db.query<{
      id: number;
      vendor: string;
      code: string;
      hidden: boolean;
      featured: boolean;
      hot: boolean;
      sort_order: number;
      retired: boolean;
    }>(
      `select g.id, g.vendor, g.code, g.hidden, g.featured, g.hot, g.sort_order, g.retired
         from games g join merchants m on m.id = g.merchant_id
        where m.brand_id = $1 and g.vendor <> 'TCG' order by g.vendor, g.code`,
      [brand],
    );

  it('syncs every vendor on the first lobby call, once, and lists the lanes by category', async () => {
    expect(await games()).toEqual([]);
    const menus = valueOf(await t.call(gameMenus, {}));
    expect(
      menus.map((lane) => [lane.title, lane.cards.map((c) => [c.accountTypeName, c.gameCount])]),
    ).toEqual([
      ['LIVE', [['LUMEN', 1]]],
      [
        'RNG',
        [
          ['NOVA', 3],
          ['HARBOR', 0],
        ],
      ],
      ['FISH', [['NOVA', 1]]],
      ['PVP', [['HARBOR', 1]]],
      // The lottery the platform runs itself (lottery/lottery-lobby.ts): no directory entry.
      ['ELOTT', [['TCG', 2]]],
      ['LOTT', [['TCG', 1]]],
    ]);
    const lumen = menus[0]?.cards[0];
    expect(lumen).toMatchObject({
      vassalage: true,
      protocol: 'SEAMLESS',
      displayName: 'Lumen Live',
      isHot: 1,
    });
    expect(menus[3]?.cards[0]?.protocol).toBe('TRANSFER');
    expect(vendors.nova.calls.get('/catalogue')).toBe(1);
    // The second lobby call finds games and asks no vendor.
    valueOf(await t.call(gameMenus, {}));
    expect(vendors.nova.calls.get('/catalogue')).toBe(1);
    // Vendors of the seed this server cannot reach (KITE, PIXEL, TCG) have no card.
    const cards = valueOf(await t.call(gameVendors, {}));
    expect(cards.map((c) => c.accountTypeName)).not.toContain('KITE');
    expect(
      valueOf(await t.call(gameVendors, { category: 'FISH' })).map((c) => c.accountTypeName),
    ).toEqual(['NOVA']);
  });

  it('applies the seed overrides and is idempotent', async () => {
    const aurora = await t.merchant('aurora');
    await syncGames(t.test.db, aurora, t.directory);
    const before = await games();
    await syncGames(t.test.db, aurora, t.directory);
    expect(await games()).toEqual(before);
    expect(before).toHaveLength(6);
    const starfall = before.find((g) => g.code === 'starfall-sevens');
    expect(starfall).toMatchObject({ featured: true, hot: true, sort_order: 1, hidden: false });
    expect(before.find((g) => g.code === 'velvet-roulette')).toMatchObject({
      hot: true,
      featured: false,
    });
  });

  it('hides a game the operator hides and retires one the vendor drops, keeping its row', async () => {
    await t.setSettings(
      'aurora',
      ['gameOverrides'],
      [{ vendor: 'NOVA', code: 'lucky-scratch', hidden: true }],
    );
    const extra = testGame('moon-drop', { names: { EN: 'Moon Drop' } });
    vendors.nova.games.push(extra);
    const dropped = vendors.nova.games.splice(
      vendors.nova.games.findIndex((g) => g.code === 'coral-hunt'),
      1,
    );
    try {
      await syncGames(t.test.db, await t.merchant('aurora'), t.directory);
      const rows = await games();
      expect(rows.find((g) => g.code === 'lucky-scratch')).toMatchObject({ hidden: true });
      // Overrides are set afresh: starfall is no longer named, so it is plain again.
      expect(rows.find((g) => g.code === 'starfall-sevens')).toMatchObject({
        featured: false,
        hot: false,
      });
      expect(rows.find((g) => g.code === 'coral-hunt')).toMatchObject({ retired: true });
      const list = valueOf(await t.call(gameList, { vendor: 'NOVA', pageSize: 50 }));
      expect(list.items.map((g) => g.code).sort()).toEqual([
        'dragon-vault',
        'moon-drop',
        'starfall-sevens',
      ]);
    } finally {
      vendors.nova.games.splice(vendors.nova.games.indexOf(extra), 1);
      vendors.nova.games.push(...dropped);
      await t.setSettings(
        'aurora',
        ['gameOverrides'],
        [
          { vendor: 'NOVA', code: 'starfall-sevens', featured: true, hot: true, order: 1 },
          { vendor: 'NOVA', code: 'dragon-vault', featured: true, order: 2 },
          { vendor: 'LUMEN', code: 'velvet-roulette', hot: true },
        ],
      );
      await syncGames(t.test.db, await t.merchant('aurora'), t.directory);
    }
    const rows = await games();
    expect(rows.find((g) => g.code === 'coral-hunt')).toMatchObject({ retired: false });
    expect(rows.find((g) => g.code === 'moon-drop')).toMatchObject({ retired: true });
  });

  it('keeps what it has of a vendor that does not answer, and says so', async () => {
    const before = await games();
    vendors.lumen.down = true;
    try {
      const result = await syncGames(t.test.db, await t.merchant('aurora'), t.directory, (line) =>
        t.logs.push(line),
      );
      expect(result.vendors.find((r) => r.vendor === 'LUMEN')?.error).toMatch(/LUMEN/);
      expect(result.vendors.find((r) => r.vendor === 'NOVA')?.games).toBe(4);
    } finally {
      vendors.lumen.down = false;
    }
    expect(await games()).toEqual(before);
    expect(t.logs.some((line) => line.includes('kept its LUMEN games'))).toBe(true);
  });

  it('filters the game list the spec §9 way: min bet ≤ one unit, 25 lines, search in any language', async () => {
    const list = async (input: Parameters<typeof t.call<typeof gameList>>[1]) =>
      valueOf(await t.call(gameList, input)).items.map((g) => g.code);
    // aurora counts cents: one unit is 100 minor units.
    expect((await list({ minBetOne: '1', category: 'RNG' })).sort()).toEqual([
      'lucky-scratch',
      'starfall-sevens',
    ]);
    expect(await list({ lines: 20 })).toEqual(['dragon-vault']);
    expect(await list({ search: 'สตาร์' })).toEqual(['starfall-sevens']);
    expect(await list({ search: 'SAO BĂNG' })).toEqual(['starfall-sevens']);
    expect(await list({ search: '100%' })).toEqual([]);
    expect(await list({ subCategory: 'FISHING' })).toEqual(['coral-hunt']);
    expect(await list({ sort: 'az', category: 'RNG' })).toEqual([
      'dragon-vault',
      'lucky-scratch',
      'starfall-sevens',
    ]);
    expect(await list({ sort: 'new', category: 'RNG' })).toEqual([
      'starfall-sevens',
      'dragon-vault',
      'lucky-scratch',
    ]);
    const page = valueOf(await t.call(gameList, { sort: 'az', pageSize: 2, page: 2 }));
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(page.items.map((g) => g.code)).toEqual(['lucky-scratch', 'starfall-sevens']);
    const item = valueOf(await t.call(gameList, { search: 'starfall', language: 'TH' })).items[0];
    expect(item).toMatchObject({
      name: 'สตาร์ฟอล',
      vendorName: 'Nova Reels',
      lines: 25,
      isFav: false,
      featured: true,
    });
  });

  it('refuses a malformed list query with a clear BAD_REQUEST', async () => {
    for (const input of [
      { subCategory: 'POKIES' },
      { lines: 'many' },
      { sort: 'random' },
      { minBetOne: '2' },
      { vendor: 'nova' },
    ]) {
      const reply = await t.call(gameList, unchecked(input));
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('BAD_REQUEST');
      expect(reply.body.message).toMatch(new RegExp(Object.keys(input)[0] ?? ''));
    }
  });

  it('ranks popular games by real settled bets, then featured, and lists hot games', async () => {
    const rows = await games();
    const id = (code: string) => rows.find((g) => g.code === code)?.id ?? 0;
    const popular = async () => valueOf(await t.call(popularGames, {})).map((g) => g.code);
    // No plays yet: featured first, in the operator's order.
    expect((await popular()).slice(0, 2)).toEqual(['starfall-sevens', 'dragon-vault']);
    const { member } = await t.member();
    const bet = async (game: string, demo: boolean, n: number) => {
      for (let i = 0; i < n; i += 1) {
        await insertBet(t.test.db, {
          merchantId: member.merchantId,
          memberId: member.id,
          vendor: 'NOVA',
          gameId: id(game),
          demo,
        });
      }
    };
    await bet('coral-hunt', false, 2);
    await bet('lucky-scratch', true, 5);
    expect((await popular()).slice(0, 3)).toEqual([
      'coral-hunt',
      'starfall-sevens',
      'dragon-vault',
    ]);
    expect(valueOf(await t.call(popularGames, { count: 1 }))).toHaveLength(1);
    expect(valueOf(await t.call(popularGames, { category: 'LIVE' })).map((g) => g.code)).toEqual([
      'velvet-roulette',
    ]);
    expect(valueOf(await t.call(hotGames, {})).map((g) => g.code)).toEqual([
      'starfall-sevens',
      'velvet-roulette',
    ]);
    expect((await t.call(popularGames, unchecked({ count: '0' }))).body.code).toBe('BAD_REQUEST');
  });

  it('lists each category sub-categories in use and its vendors', async () => {
    const types = valueOf(await t.call(vendorTypes, {}));
    expect(types.find((type) => type.category === 'RNG')).toEqual({
      category: 'RNG',
      vendors: ['NOVA', 'HARBOR'],
      subCategories: [
        { key: 'JACKPOT', count: 1 },
        { key: 'SCRATCH_CARDS', count: 1 },
        { key: 'SLOT_MACHINE', count: 1 },
      ],
    });
  });

  it('gives each merchant its own catalogue in its own currency', async () => {
    const lotus = valueOf(await t.call(gameList, { pageSize: 50 }, { brand: 'lotus' }));
    expect(lotus.total).toBe(6);
    const aurora = valueOf(await t.call(gameList, { pageSize: 50 }));
    const ids = new Set(aurora.items.map((g) => g.gameId));
    expect(lotus.items.some((g) => ids.has(g.gameId))).toBe(false);
    // lotus counts whole dong: every game's min bet is at most one unit only when ≤ 1.
    expect(valueOf(await t.call(gameList, { minBetOne: '1' }, { brand: 'lotus' })).total).toBe(0);
  });
});
