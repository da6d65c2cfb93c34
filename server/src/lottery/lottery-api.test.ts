import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMenus } from '../../../contract/games.ts';
import {
  lotteryBuy,
  lotteryGameDetail,
  lotteryLaunch,
  lotteryTickets,
  lotteryVerify,
  openedNumero,
} from '../../../contract/lottery.ts';
import { unchecked } from '../../testing/test-client.ts';
import { openLotteryApp, type LotteryApp } from '../../testing/lottery.ts';
import { expectSoundBooks } from '../../testing/sound-books.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';

/** 10:00 in Vietnam, 11:00 for aurora (GMT+8): every game has draws ahead. */
const START = Date.UTC(2026, 10, 24, 3, 0, 10);
let keys = 0;
const key = () => `lottery-key-${String((keys += 1)).padStart(6, '0')}`;

describe.each(testDatabaseKinds())('the lottery calls on %s', (kind) => {
  let t: LotteryApp;
  beforeAll(async () => {
    t = await openLotteryApp(kind, START);
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

  it('lists the lottery lanes with their game groups by the brand prize modes', async () => {
    const aurora = await t.value(gameMenus, {});
    const lottery = aurora.filter((lane) => lane.gameMenus);
    expect(
      lottery.map((lane) => [lane.title, lane.cards.map((card) => card.accountTypeName)]),
    ).toEqual([
      ['ELOTT', ['TCG']],
      ['LOTT', ['TCG']],
    ]);
    expect(lottery[0]?.gameMenus?.[0]).toMatchObject({
      gameGroupCode: 'FAST',
      labelName: 'Fast lottery',
      games: [
        { code: 'FAST5', defaultPlayType: 'bigsmall', vendor: 'TCG', prizeMode: 'Elott' },
        { code: 'FAST3', defaultPlayType: 'straight3', vendor: 'TCG', prizeMode: 'Elott' },
      ],
    });
    const lotus = await t.value(gameMenus, { language: 'VI' }, { brand: 'lotus' });
    const lott = lotus.find((lane) => lane.title === 'LOTT');
    expect(lott?.cards.map((card) => card.accountTypeName)).toEqual(['TCG_SEA', 'GPI']);
    expect(lott?.gameMenus?.map((group) => [group.gameGroupCode, group.labelName])).toEqual([
      ['DAILY', 'Xổ số hằng ngày'],
      ['VN', 'Xổ số kiến thiết'],
    ]);
    expect(lott?.gameMenus?.[1]?.games.map((game) => [game.code, game.vendor])).toEqual([
      ['VN_NORTH', 'TCG_SEA'],
      ['VN_CENTRAL', 'TCG_SEA'],
      ['VN_SOUTH', 'TCG_SEA'],
    ]);
  });

  it('offers no game of a category whose module is off', async () => {
    const { modules } = (await t.merchant('aurora')).settings;
    const elott = (enabled: '0' | '1') =>
      modules.map((node) =>
        node.modId !== 'GAMES'
          ? node
          : {
              ...node,
              childrenNodes: node.childrenNodes?.map((child) =>
                child.modId === 'ELOTT' ? { ...child, enabled } : child,
              ),
            },
      );
    await t.setSettings('aurora', ['modules'], elott('0'));
    const lanes = await t.value(gameMenus, {});
    expect(lanes.filter((lane) => lane.gameMenus).map((lane) => lane.title)).toEqual(['LOTT']);
    expect((await t.fail(lotteryGameDetail, { gameCode: 'FAST5' })).code).toBe('GAME_NOT_FOUND');
    await t.setSettings('aurora', ['modules'], elott('1'));
  });

  it('sells a ticket on the open draw, once per key, and settles it after the draw', async () => {
    const detail = await t.value(lotteryGameDetail, { gameCode: 'FAST5' });
    const draw = detail.openDraws[0];
    expect(draw).toMatchObject({ status: 'OPEN', seed: null, result: null });
    expect(draw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const bigSmall = detail.playTypes.find((play) => play.code === 'bigsmall');
    expect(bigSmall).toMatchObject({ oddsBp: 19_600, unitStake: 100, options: ['BIG', 'SMALL'] });
    if (!draw) throw new Error('no open draw');

    const me = await t.player('aurora', 10_000);
    const ask = {
      drawId: draw.drawId,
      playType: 'bigsmall',
      picks: ['BIG'],
      units: 10,
      idempotencyKey: key(),
    };
    const bought = await t.value(lotteryBuy, ask, { token: me.token });
    expect(bought.ticket).toMatchObject({ stake: 1_000, potentialWin: 1_960, status: 'OPEN' });
    expect(bought.balance).toBe(9_000);
    // The same key again answers the same ticket and moves nothing more.
    expect((await t.value(lotteryBuy, ask, { token: me.token })).ticket.ticketNo).toBe(
      bought.ticket.ticketNo,
    );
    expect(await mainOf(me.id)).toBe(9_000);
    const other = await t.fail(lotteryBuy, { ...ask, units: 11 }, { token: me.token });
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');

    // Another member sees none of it.
    const stranger = await t.player('aurora');
    expect((await t.value(lotteryTickets, {}, { token: stranger.token })).items).toEqual([]);

    t.clock.at = Date.parse(draw.drawAt) + 1_000;
    const settled = await t.value(lotteryTickets, { status: 'settled' }, { token: me.token });
    expect(settled.items.map((ticket) => ticket.ticketNo)).toEqual([bought.ticket.ticketNo]);
    const verified = await t.value(lotteryVerify, { drawId: draw.drawId });
    expect(verified).toMatchObject({ hashMatches: true, verified: true });
    const winning = verified.draw.result?.[0]?.numbers[0] ?? '';
    const sum = [...winning].reduce((total, digit) => total + Number(digit), 0);
    const payout = sum >= 23 ? 1_960 : 0;
    expect(settled.items[0]).toMatchObject({ status: 'SETTLED', payout, hits: payout ? 1 : 0 });
    expect(await mainOf(me.id)).toBe(9_000 + payout);
    t.clock.at = START;
  });

  it('refuses a ticket the wallet cannot pay, moving nothing', async () => {
    const { openDraws } = await t.value(lotteryGameDetail, { gameCode: 'FAST3' });
    const poor = await t.player('aurora', 50);
    const refusal = await t.fail(
      lotteryBuy,
      {
        drawId: openDraws[0]?.drawId ?? 0,
        playType: 'straight3',
        picks: ['123'],
        units: 1,
        idempotencyKey: key(),
      },
      { token: poor.token },
    );
    expect(refusal.code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainOf(poor.id)).toBe(50);
    expect((await t.value(lotteryTickets, {}, { token: poor.token })).total).toBe(0);
  });

  it('closes betting a set time before the draw', async () => {
    const { openDraws } = await t.value(lotteryGameDetail, { gameCode: 'FAST5' });
    const draw = openDraws[0];
    if (!draw) throw new Error('no open draw');
    const me = await t.player('aurora', 1_000);
    t.clock.at = Date.parse(draw.closeAt);
    const refusal = await t.fail(
      lotteryBuy,
      { drawId: draw.drawId, playType: 'oddeven', picks: ['ODD'], units: 1, idempotencyKey: key() },
      { token: me.token },
    );
    expect(refusal.code).toBe('BETTING_CLOSED');
    expect(await mainOf(me.id)).toBe(1_000);
    t.clock.at = START;
  });

  it('answers bad input with a code and a message, never a 5xx', async () => {
    const me = await t.player('aurora', 1_000);
    const { openDraws } = await t.value(lotteryGameDetail, { gameCode: 'FAST5' });
    const drawId = openDraws[0]?.drawId ?? 0;
    const buy = (input: Record<string, unknown>) =>
      t.call(lotteryBuy, unchecked({ drawId, units: 1, idempotencyKey: key(), ...input }), {
        token: me.token,
      });
    for (const input of [
      { playType: 'pos1', picks: ['12'] },
      { playType: 'pos1', picks: ['1', '1'] },
      { playType: 'nosuch', picks: ['1'] },
      { playType: 'bigsmall', picks: ['HUGE'] },
      { playType: 'bigsmall', picks: [] },
      { playType: 'bigsmall', picks: ['BIG'], units: 0 },
      { playType: 'bigsmall', picks: ['BIG'], units: 10_001 },
    ]) {
      const reply = await buy(input);
      expect(reply.status, JSON.stringify(input)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    // A draw of another merchant is no draw of this one.
    const lotus = await t.value(lotteryGameDetail, { gameCode: 'VN_SOUTH' }, { brand: 'lotus' });
    const foreign = await buy({
      drawId: lotus.openDraws[0]?.drawId,
      playType: 'bigsmall',
      picks: ['BIG'],
    });
    expect(foreign.body).toMatchObject({ success: false, code: 'DRAW_NOT_FOUND' });
    expect((await t.fail(lotteryGameDetail, { gameCode: 'VN_SOUTH' })).code).toBe('GAME_NOT_FOUND');
    expect((await t.fail(lotteryVerify, { drawId: 999_999_999 })).code).toBe('DRAW_NOT_FOUND');
    expect((await t.fail(openedNumero, { gameCode: 'NOPE' }, { token: me.token })).code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await t.fail(lotteryTickets, {})).code).toBe('NOT_LOGGED_IN');
  });

  it('answers the open numero of every game with its countdown', async () => {
    const me = await t.player('lotus');
    const open = await t.value(openedNumero, {}, { brand: 'lotus', token: me.token });
    // 10:00 in Vietnam on a Tuesday: the daily 4D, the north, the centre's two and the south's three.
    expect(open.map((entry) => entry.draw.province ?? entry.gameCode)).toEqual([
      'Bến Tre',
      'Vũng Tàu',
      'Bạc Liêu',
      'Đắk Lắk',
      'Quảng Nam',
      'Quảng Ninh',
      'DAILY4',
    ]);
    expect(open.every((entry) => entry.msToClose > 0)).toBe(true);
  });

  it('launches TCG_SEA into the Vietnamese lobby, GPI straight into its game, others to /lottery', async () => {
    const me = await t.player('lotus');
    const sea = await t.value(
      lotteryLaunch,
      { vendor: 'TCG_SEA' },
      { brand: 'lotus', token: me.token },
    );
    expect(sea).toMatchObject({
      mode: 'SEA_LOBBY',
      url: '/lottery?lottoArea=VN&prizeMode=SEA',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'SEA',
      lottoGameCode: 'VN_NORTH',
      lottoView: 'lobby',
    });
    const gpi = await t.value(
      lotteryLaunch,
      { vendor: 'GPI' },
      { brand: 'lotus', token: me.token },
    );
    expect(gpi).toMatchObject({
      mode: 'DIRECT',
      url: '/lottery?gameCode=DAILY4&playType=straight4',
      lottoView: 'betting',
    });
    const aurora = await t.player('aurora');
    const tcg = await t.value(lotteryLaunch, { vendor: 'TCG' }, { token: aurora.token });
    expect(tcg).toMatchObject({ mode: 'LOBBY', url: '/lottery', lottoView: 'lobby' });
    const onGame = await t.value(
      lotteryLaunch,
      { vendor: 'TCG', gameCode: 'FAST3', playType: 'bigsmall' },
      { token: aurora.token },
    );
    expect(onGame.url).toBe('/lottery?gameCode=FAST3&playType=bigsmall');
    expect((await t.fail(lotteryLaunch, { vendor: 'NOVA' }, { token: aurora.token })).code).toBe(
      'GAME_UNAVAILABLE',
    );
  });
});
