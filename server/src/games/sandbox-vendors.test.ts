import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, gameMenus, launchDemoGame, launchGame } from '../../../contract/games.ts';
import { jackpotPools, liveTables, pvpRooms } from '../../../contract/game-live.ts';
import { closeAppVendors } from '../app.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertMember } from '../member/member-store.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { authenticate } from '../session/authenticate.ts';
import { createSession } from '../session/session-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { valueOf } from '../../testing/test-client.ts';

/** The platform with the real sandbox vendors (sandbox-vendors/) mounted, as `serve --sandbox`. */
describe.each(testDatabaseKinds())('the sandbox vendors in the lobby on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      hooks: { decryptInput: (payload) => Promise.resolve(payload), authenticate },
    });
  });
  afterAll(async () => {
    await closeAppVendors(t.app);
    await t.dispose();
  });

  it('syncs their catalogues into lanes and launches a real game page on the platform', async () => {
    const menus = valueOf(await t.call(gameMenus, {}));
    const live = menus.find((lane) => lane.title === 'LIVE')?.cards[0];
    expect(live).toMatchObject({ accountTypeName: 'LUMEN', vassalage: true });
    expect(live?.gameCount).toBeGreaterThanOrEqual(2);
    const games = valueOf(await t.call(gameList, { pageSize: 50 })).items;
    const codes = games.map((game) => `${game.vendor}/${game.code}`);
    for (const code of [
      'NOVA/starfall-sevens',
      'NOVA/dragon-vault',
      'NOVA/coral-hunt',
      'LUMEN/velvet-roulette',
      'HARBOR/three-card-duel',
    ]) {
      expect(codes).toContain(code);
    }
    const starfall = games.find((game) => game.code === 'starfall-sevens');
    expect(starfall).toMatchObject({ subCategory: 'SLOT_MACHINE', lines: 25 });
    expect(starfall?.thumbnail).toMatch(/^http:\/\/localhost\/sandbox\/vendors\/NOVA\//);
    const thumb = await t.request(new URL(starfall?.thumbnail ?? '').pathname);
    expect(thumb.status).toBe(200);
    expect(await thumb.text()).toContain('<svg');

    const merchant = await findMerchantByBrand(t.test.db, 'aurora');
    if (!merchant) throw new Error('no aurora');
    const member = await insertMember(t.test.db, {
      merchantId: merchant.id,
      account: `sbx${kind.slice(0, 2)}player`,
      nickname: 'sbx player',
      passwordHash: null,
      role: 0,
    });
    const token = await createSession(t.test.db, member, undefined);
    const launch = valueOf(await t.call(launchGame, { gameId: starfall?.gameId ?? 0 }, { token }));
    expect(launch.protocol).toBe('SEAMLESS');
    const page = await t.request(
      new URL(launch.game_url).pathname + new URL(launch.game_url).search,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/html/);

    const demo = valueOf(await t.call(launchDemoGame, { gameId: starfall?.gameId ?? 0 }));
    expect(demo.game_url).toMatch(/^http:\/\/localhost\/sandbox\/vendors\/NOVA\//);
  });

  it("shows the live tables' rounds, the pools and the card rooms", async () => {
    const tables = valueOf(await t.call(liveTables, {}));
    expect(tables.map((table) => table.vendor)).toContain('LUMEN');
    const pools = valueOf(await t.call(jackpotPools, {}));
    expect(pools.some((pool) => pool.vendor === 'NOVA' && pool.pool > 0)).toBe(true);
    const rooms = valueOf(await t.call(pvpRooms, {}));
    expect(rooms.some((room) => room.vendor === 'HARBOR')).toBe(true);
  });
});
