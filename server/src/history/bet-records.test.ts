import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords } from '../../../contract/history.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { insertBet } from '../../testing/games.ts';
import { openHistoryApp, type HistoryApp } from '../../testing/history.ts';

const march = { from: '2026-03-01', to: '2026-03-31' };

describe.each(testDatabaseKinds())('the betting record on %s', (kind) => {
  let t: HistoryApp;
  let gameId: number;
  beforeAll(async () => {
    t = await openHistoryApp(kind);
    const [game] = await t.test.db.query<{ id: number }>(
      `insert into games (merchant_id, vendor, code, names, category, sub_category, min_bet,
                          max_bet, rtp_bp, thumbnail, released_at)
       values ($1, 'NOVA', 'starfall-sevens', '{"EN": "Starfall Sevens", "TH": "สตาร์ฟอล"}',
               'RNG', 'SLOT_MACHINE', 100, 1000, 9600, '', now())
       returning id`,
      [t.aurora.id],
    );
    gameId = game?.id ?? 0;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it("lists the member's own bets newest first, with totals over every match", async () => {
    const [member, other] = [await t.member(), await t.member()];
    const bet = (memberId: number, fields: Partial<Parameters<typeof insertBet>[1]>) =>
      insertBet(t.test.db, {
        merchantId: t.aurora.id,
        memberId,
        vendor: 'NOVA',
        gameId,
        gameCode: 'starfall-sevens',
        ...fields,
      });
    const won = await bet(member.id, {
      stake: 1_000,
      payout: 2_500,
      time: '2026-03-10T03:00:00Z',
      detail: '7 7 7',
    });
    const open = await bet(member.id, { stake: 400, status: 'OPEN', time: '2026-03-11T03:00:00Z' });
    const refunded = await bet(member.id, {
      stake: 700,
      status: 'ROLLED_BACK',
      time: '2026-03-12T03:00:00Z',
    });
    const live = await bet(member.id, {
      vendor: 'LUMEN',
      gameId: null,
      gameCode: 'velvet-roulette',
      category: 'LIVE',
      stake: 300,
      time: '2026-03-13T03:00:00Z',
    });
    await bet(member.id, { stake: 50, time: '2026-04-02T03:00:00Z' });
    await bet(other.id, { stake: 9_999, time: '2026-03-10T03:00:00Z' });

    const page = await t.get(betRecords, member.token, march);
    expect(page.items.map((r) => r.id)).toEqual([live, refunded, open, won]);
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({ stake: 1_700, validBet: 1_700, payout: 2_500 });
    expect(page.items[3]).toMatchObject({
      vendor: 'NOVA',
      vendorName: 'Nova Reels',
      gameId,
      game: 'Starfall Sevens',
      category: 'RNG',
      stake: 1_000,
      payout: 2_500,
      status: 'SETTLED',
      demo: false,
      detail: '7 7 7',
      time: '2026-03-10T03:00:00.000Z',
      settledAt: '2026-03-10T03:00:00.000Z',
    });
    expect(page.items[0]).toMatchObject({ vendorName: 'Lumen Live', game: 'velvet-roulette' });

    const live2 = await t.get(betRecords, member.token, { ...march, category: 'LIVE' });
    expect(live2.items.map((r) => r.id)).toEqual([live]);
    expect(live2.totals.stake).toBe(300);
    const nova = await t.get(betRecords, member.token, {
      ...march,
      vendor: 'NOVA',
      pageSize: 1,
      page: 2,
    });
    expect(nova).toMatchObject({ total: 3, page: 2 });
    expect(nova.items.map((r) => r.id)).toEqual([open]);
    expect(nova.totals.stake).toBe(1_400);

    const thai = await t.call(
      betRecords,
      { ...march, vendor: 'NOVA' },
      {
        token: member.token,
        headers: { Language: 'TH' },
      },
    );
    expect(thai.body.value?.items.at(-1)?.game).toBe('สตาร์ฟอล');
  });

  it('answers an empty record, refuses a visitor, a reversed range and a bad category', async () => {
    const member = await t.member();
    const page = await t.get(betRecords, member.token, march);
    expect(page).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      totals: { stake: 0, validBet: 0, payout: 0 },
    });
    expect((await t.call(betRecords, march)).body.code).toBe('NOT_LOGGED_IN');
    const reversed = await t.call(
      betRecords,
      { from: '2026-03-02', to: '2026-03-01' },
      { token: member.token },
    );
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    const bad = await t
      .get(betRecords, member.token, { ...march, category: 'POKER' })
      .catch((e: unknown) => String(e));
    expect(bad).toMatch(/BAD_REQUEST/);
  });
});
