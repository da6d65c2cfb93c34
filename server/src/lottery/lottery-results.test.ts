import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popularGames } from '../../../contract/games.ts';
import { lotteryDraws, vnOpenedNumbers } from '../../../contract/lottery.ts';
import { openLotteryApp, type LotteryApp } from '../../testing/lottery.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { runLotteryJobs } from './lottery-jobs.ts';

/** Tuesday 24 November 2026, 10:00 in Vietnam. */
const TUESDAY = Date.UTC(2026, 10, 24, 3, 0, 0);
/** Wednesday, 12:00 in Vietnam: Tuesday's draws are all past. */
const WEDNESDAY_NOON = Date.UTC(2026, 10, 25, 5, 0, 0);

describe.each(testDatabaseKinds())(
  'lottery results and the spec §7 lottery calls on %s',
  (kind) => {
    let t: LotteryApp;
    beforeAll(async () => {
      t = await openLotteryApp(kind, TUESDAY);
      const jobs = { db: t.test.db, clock: t.clock, brandIds: ['aurora', 'lotus'], log: () => {} };
      // The job creates the day's draws ahead, then draws them once their time has come.
      await runLotteryJobs(jobs);
      t.clock.at = WEDNESDAY_NOON;
      await runLotteryJobs(jobs);
    });
    afterAll(async () => {
      await t.dispose();
    });

    it('answers the latest Vietnamese results, newest region first, with the special and lô numbers', async () => {
      const numbers = await t.value(vnOpenedNumbers, {}, { brand: 'lotus' });
      expect(numbers.map((draw) => [draw.gameCode, draw.province])).toEqual([
        ['VN_NORTH', 'Quảng Ninh'],
        ['VN_CENTRAL', 'Đắk Lắk'],
        ['VN_CENTRAL', 'Quảng Nam'],
        ['VN_SOUTH', 'Bến Tre'],
        ['VN_SOUTH', 'Vũng Tàu'],
        ['VN_SOUTH', 'Bạc Liêu'],
      ]);
      const [north, , , south] = numbers;
      expect(north?.drawAt).toBe('2026-11-24T11:15:00.000Z');
      expect(north?.special).toHaveLength(5);
      expect(north?.loNumbers).toHaveLength(27);
      expect(south?.special).toHaveLength(6);
      expect(south?.loNumbers).toHaveLength(18);
      expect(south?.seed).toMatch(/^[0-9a-f]{64}$/);
      const only = await t.value(
        vnOpenedNumbers,
        { gameCode: 'VN_SOUTH', count: 2 },
        { brand: 'lotus' },
      );
      expect(only.map((draw) => draw.province)).toEqual(['Bến Tre', 'Vũng Tàu']);
      // Aurora offers no Vietnamese lottery (no SEA prize mode).
      expect(await t.value(vnOpenedNumbers, {})).toEqual([]);
    });

    it('pages a game draw history with each draw result table and revealed seed', async () => {
      const page = await t.value(
        lotteryDraws,
        { gameCode: 'VN_SOUTH', pageSize: 2 },
        { brand: 'lotus' },
      );
      expect(page.total).toBe(3);
      expect(page.items).toHaveLength(2);
      expect(page.items[0]?.result?.map((tier) => tier.tier)).toEqual([
        'G8',
        'G7',
        'G6',
        'G5',
        'G4',
        'G3',
        'G2',
        'G1',
        'DB',
      ]);
      const daily = await t.value(lotteryDraws, { gameCode: 'DAILY4' });
      // Aurora's 20:30 (GMT+8) draw of Tuesday.
      expect(daily.items.map((draw) => [draw.ref, draw.drawAt])).toEqual([
        ['DAILY4-20261124', '2026-11-24T12:30:00.000Z'],
      ]);
    });

    it('ranks the popular games of a prize mode among the lottery games of that mode', async () => {
      const codes = async (prizeMode: string, brand = 'aurora') =>
        (await t.value(popularGames, { prizeMode }, { brand })).map((game) => [
          game.code,
          game.vendor,
        ]);
      expect(await codes('Elott')).toEqual([
        ['FAST5', 'TCG'],
        ['FAST3', 'TCG'],
      ]);
      expect(await codes('Lott')).toEqual([['DAILY4', 'TCG']]);
      expect(await codes('SEA')).toEqual([]);
      expect(await codes('SEA', 'lotus')).toEqual([
        ['VN_NORTH', 'TCG_SEA'],
        ['VN_CENTRAL', 'TCG_SEA'],
        ['VN_SOUTH', 'TCG_SEA'],
      ]);
      expect(await codes('Lott', 'lotus')).toEqual([['DAILY4', 'GPI']]);
      const [daily] = await t.value(popularGames, { prizeMode: 'Lott' }, { brand: 'lotus' });
      expect(daily).toMatchObject({
        vendorName: 'Golden Pick Lottery',
        category: 'LOTT',
        minBet: 1_000,
      });
    });
  },
);
