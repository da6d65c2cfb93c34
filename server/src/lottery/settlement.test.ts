import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnerBoard } from '../../../contract/game-live.ts';
import { betRecords, profitLoss } from '../../../contract/history.ts';
import {
  lotteryBuy,
  lotteryGameDetail,
  lotteryTickets,
  type Draw,
} from '../../../contract/lottery.ts';
import { openLotteryApp, type LotteryApp } from '../../testing/lottery.ts';
import { expectSoundBooks } from '../../testing/sound-books.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { cancelDraw, drawOne, settleDraw, DRAW_COLUMNS, type DrawRow } from './draw-store.ts';

let keys = 0;
const key = () => `settle-key-${String((keys += 1)).padStart(8, '0')}`;

describe.each(testDatabaseKinds())('settling lottery draws on %s', (kind) => {
  let t: LotteryApp;
  // Near the real time: the winner board and profit and loss read the database's own clock.
  const start = Math.floor(Date.now() / 60_000) * 60_000 + 5_000;
  beforeAll(async () => {
    t = await openLotteryApp(kind, start);
  });
  afterAll(async () => {
    await expectSoundBooks(t);
    await t.dispose();
  });

  const mainOf = async (memberId: number) => {
    const [row] = await t.test.db.query<{ balance: number }>(
      `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
      [memberId],
    );
    return row?.balance ?? 0;
  };
  const drawRow = async (id: number) => {
    const [row] = await t.test.db.query<DrawRow>(
      `select ${DRAW_COLUMNS} from lottery_draws d where d.id = $1`,
      [id],
    );
    if (!row) throw new Error(`no draw ${id}`);
    return row;
  };
  /** Both sides of big/small on the next FAST5 draw: exactly one of them wins 1.96 units each. */
  const hedge = async (token: string, units: number): Promise<Draw> => {
    const { openDraws } = await t.value(lotteryGameDetail, { gameCode: 'FAST5' });
    const draw = openDraws[0];
    if (!draw) throw new Error('no open draw');
    await t.value(
      lotteryBuy,
      {
        drawId: draw.drawId,
        playType: 'bigsmall',
        picks: ['BIG', 'SMALL'],
        units,
        idempotencyKey: key(),
      },
      { token },
    );
    return draw;
  };

  it('refunds every ticket of a cancelled draw, once', async () => {
    const me = await t.player('aurora', 5_000);
    const draw = await hedge(me.token, 10);
    expect(await mainOf(me.id)).toBe(3_000);
    expect(await cancelDraw(t.test.db, draw.drawId, t.clock.now())).toBe(1);
    expect(await cancelDraw(t.test.db, draw.drawId, t.clock.now())).toBe(0);
    expect(await mainOf(me.id)).toBe(5_000);
    const tickets = await t.value(lotteryTickets, { status: 'settled' }, { token: me.token });
    expect(tickets.items[0]).toMatchObject({ status: 'ROLLED_BACK', payout: 0 });
    // Its time passes: a cancelled draw is never drawn.
    t.clock.at = Date.parse(draw.drawAt) + 1_000;
    await t.value(lotteryTickets, {}, { token: me.token });
    expect((await drawRow(draw.drawId)).status).toBe('CANCELLED');
    t.clock.at = start;
  });

  it('pays each ticket once when two settlers run at the same time', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => t.player('aurora', 10_000)));
    let draw: Draw | undefined;
    for (const player of players) draw = await hedge(player.token, 5);
    if (!draw) throw new Error('no draw');
    const at = Date.parse(draw.drawAt) + 500;
    expect(await drawOne(t.test.db, await drawRow(draw.drawId), at)).toBe(true);
    expect(await drawOne(t.test.db, await drawRow(draw.drawId), at)).toBe(false);
    const [a, b] = await Promise.all([
      settleDraw(t.test.db, draw.drawId, at),
      settleDraw(t.test.db, draw.drawId, at),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBe(4);
    expect((await drawRow(draw.drawId)).status).toBe('SETTLED');
    // Each staked 2 × 5 units and won 5 × 1.96 units on one side.
    for (const player of players) expect(await mainOf(player.id)).toBe(10_000 - 1_000 + 980);
  });

  it('shows a settled ticket in the betting record, profit and loss and the winner board', async () => {
    const me = await t.player('aurora', 100_000);
    const draw = await hedge(me.token, 300);
    t.clock.at = Date.parse(draw.drawAt) + 1_000;
    const [ticket] = (await t.value(lotteryTickets, { status: 'settled' }, { token: me.token }))
      .items;
    expect(ticket).toMatchObject({ status: 'SETTLED', stake: 60_000, payout: 58_800 });
    const today = new Date(start).toISOString().slice(0, 10);
    const tomorrow = new Date(start + 86_400_000).toISOString().slice(0, 10);
    const range = { from: today, to: tomorrow };
    const record = await t.value(betRecords, { ...range, category: 'ELOTT' }, { token: me.token });
    expect(record.items).toHaveLength(1);
    expect(record.items[0]).toMatchObject({
      vendor: 'TCG',
      vendorName: 'Lucky Draw Lottery',
      category: 'ELOTT',
      game: 'Lucky Five (3 min)',
      betId: ticket?.ticketNo,
      roundId: draw.ref,
      stake: 60_000,
      validBet: 60_000,
      payout: 58_800,
      status: 'SETTLED',
      detail: 'Big / Small BIG, SMALL ×300',
    });
    const { totals } = await t.value(profitLoss, range, { token: me.token });
    expect(totals).toMatchObject({ bet: 60_000, payout: 58_800, profit: -1_200 });
    const board = await t.value(winnerBoard, { count: 50 });
    expect(board.find((row) => row.amount === 58_800)).toMatchObject({
      vendor: 'TCG',
      game: 'Lucky Five (3 min)',
      multiplier: 0.98,
    });
    t.clock.at = start;
  });
});
