import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lotteryBuy,
  lotteryGameDetail,
  lotteryTickets,
  lotteryVerify,
  type Draw,
} from '../../../contract/lottery.ts';
import { openLotteryApp, type LotteryApp } from '../../testing/lottery.ts';
import { checkLedger } from '../ledger/invariants.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';

/**
 * Random tickets against random draws: every ticket settles to what this file computes on
 * its own from the published result table, with the odds written out below (not read from
 * the catalogue), and the books hold. Written from docs/lottery.md, not from settle.ts.
 */

const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 1, 1, 0, 0);

interface Market {
  brand: 'aurora' | 'lotus';
  game: string;
  play: string;
  /** Numbers of this many digits, or these options. */
  pick: number | string[];
  min: number;
  max: number;
  oddsBp: number;
  pointPrice: number;
  /** Which numbers a pick is held against. */
  rule: 'pos0' | 'pos3' | 'tail' | 'big23' | 'big14' | 'odd' | 'lo' | 'xien';
}

type Row = [
  Market['brand'],
  string,
  string,
  Market['pick'],
  number,
  number,
  number,
  number,
  Market['rule'],
];

/** brand, game, play type, picker, min and max picks, odds (bp), point price, rule. */
const ROWS: Row[] = [
  ['aurora', 'FAST5', 'pos1', 1, 1, 3, 98_000, 1, 'pos0'],
  ['aurora', 'FAST5', 'pos4', 1, 1, 3, 98_000, 1, 'pos3'],
  ['aurora', 'FAST5', 'bigsmall', ['BIG', 'SMALL'], 1, 2, 19_600, 1, 'big23'],
  ['aurora', 'FAST5', 'last2', 2, 1, 3, 980_000, 1, 'tail'],
  ['aurora', 'FAST3', 'bigsmall', ['BIG', 'SMALL'], 1, 2, 19_600, 1, 'big14'],
  ['aurora', 'FAST3', 'oddeven', ['ODD', 'EVEN'], 1, 2, 19_600, 1, 'odd'],
  ['aurora', 'FAST3', 'straight3', 3, 1, 3, 9_800_000, 1, 'tail'],
  ['aurora', 'DAILY4', 'last2', 2, 1, 3, 800_000, 1, 'tail'],
  ['lotus', 'DAILY4', 'straight4', 4, 1, 2, 80_000_000, 1, 'tail'],
  ['lotus', 'VN_NORTH', 'lo2', 2, 1, 4, 800_000, 23, 'lo'],
  ['lotus', 'VN_SOUTH', 'lo2', 2, 1, 4, 800_000, 18, 'lo'],
  ['lotus', 'VN_CENTRAL', 'de', 2, 1, 3, 800_000, 1, 'tail'],
  ['lotus', 'VN_NORTH', 'cang3', 3, 1, 2, 4_000_000, 1, 'tail'],
  ['lotus', 'VN_NORTH', 'xien2', 2, 2, 2, 100_000, 1, 'xien'],
  ['lotus', 'VN_SOUTH', 'xien3', 2, 3, 3, 400_000, 1, 'xien'],
];

const MARKETS: Market[] = ROWS.map(
  ([brand, game, play, pick, min, max, oddsBp, pointPrice, rule]) => ({
    brand,
    game,
    play,
    pick,
    min,
    max,
    oddsBp,
    pointPrice,
    rule,
  }),
);

const UNIT = { aurora: 100, lotus: 1_000 };

/** What a ticket pays, from the rules as a player would state them. */
function expectedPayout(
  market: Market,
  picks: string[],
  units: number,
  table: Draw['result'],
): number {
  const all = (table ?? []).flatMap((tier) => tier.numbers);
  const special = (table ?? []).find((tier) => tier.tier === 'DB')?.numbers[0] ?? all[0] ?? '';
  const digits = [...special].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  const endings = all.map((number) => number.slice(-2));
  let hits = 0;
  for (const pick of picks) {
    if (market.rule === 'pos0') hits += digits[0] === Number(pick) ? 1 : 0;
    if (market.rule === 'pos3') hits += digits[3] === Number(pick) ? 1 : 0;
    if (market.rule === 'tail') hits += special.endsWith(pick) ? 1 : 0;
    if (market.rule === 'big23') hits += (sum >= 23 ? 'BIG' : 'SMALL') === pick ? 1 : 0;
    if (market.rule === 'big14') hits += (sum >= 14 ? 'BIG' : 'SMALL') === pick ? 1 : 0;
    if (market.rule === 'odd') hits += (sum % 2 ? 'ODD' : 'EVEN') === pick ? 1 : 0;
    if (market.rule === 'lo') hits += endings.filter((ending) => ending === pick).length;
  }
  if (market.rule === 'xien') hits = picks.every((pick) => endings.includes(pick)) ? 1 : 0;
  const perHit = Math.floor((units * UNIT[market.brand] * market.oddsBp) / 10_000);
  return hits * perHit;
}

function expectedStake(market: Market, picks: string[], units: number): number {
  const bets = market.rule === 'xien' ? 1 : picks.length;
  return units * UNIT[market.brand] * market.pointPrice * bets;
}

const ticketArb = fc
  .record({
    market: fc.constantFrom(...MARKETS),
    units: fc.integer({ min: 1, max: 40 }),
    seed: fc.nat(),
  })
  .chain(({ market, units, seed }) => {
    const one =
      typeof market.pick === 'number'
        ? fc
            .integer({ min: 0, max: 10 ** market.pick - 1 })
            .map((n) => String(n).padStart(market.pick as number, '0'))
        : fc.constantFrom(...market.pick);
    return fc
      .uniqueArray(one, { minLength: market.min, maxLength: market.max })
      .map((picks) => ({ market, units, picks, seed }));
  });

describe.each(testDatabaseKinds())('random lottery tickets against random draws on %s', (kind) => {
  let t: LotteryApp;
  let round = 0;
  beforeAll(async () => {
    t = await openLotteryApp(kind, START);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('settle to the amounts the rules give, and the books hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ticketArb, { minLength: 1, maxLength: 6 }), async (tickets) => {
        round += 1;
        t.clock.at = START + round * 3 * DAY;
        const players = {
          aurora: await t.player('aurora', 10 ** 9),
          lotus: await t.player('lotus', 10 ** 12),
        };
        const bought: {
          ticketNo: string;
          drawId: number;
          brand: 'aurora' | 'lotus';
          market: Market;
          picks: string[];
          units: number;
        }[] = [];
        for (const [index, ticket] of tickets.entries()) {
          const { market } = ticket;
          const detail = await t.value(
            lotteryGameDetail,
            { gameCode: market.game },
            { brand: market.brand },
          );
          const draw = detail.openDraws[ticket.seed % detail.openDraws.length];
          if (!draw) throw new Error(`no open draw of ${market.game}`);
          const { ticket: sold } = await t.value(
            lotteryBuy,
            {
              drawId: draw.drawId,
              playType: market.play,
              picks: ticket.picks,
              units: ticket.units,
              idempotencyKey: `property-${kind}-${round}-${index}-xxxxxx`,
            },
            { brand: market.brand, token: players[market.brand].token },
          );
          expect(sold.stake).toBe(expectedStake(market, ticket.picks, ticket.units));
          bought.push({
            ticketNo: sold.ticketNo,
            drawId: draw.drawId,
            brand: market.brand,
            ...ticket,
          });
        }
        // Every draw sold on is past: the next read draws and settles them.
        t.clock.at += 2 * DAY;
        for (const brand of ['aurora', 'lotus'] as const) {
          const settled = await t.value(
            lotteryTickets,
            { status: 'settled', pageSize: 50 },
            { brand, token: players[brand].token },
          );
          for (const ticket of bought.filter((candidate) => candidate.brand === brand)) {
            const found = settled.items.find((item) => item.ticketNo === ticket.ticketNo);
            const { draw, verified } = await t.value(
              lotteryVerify,
              { drawId: ticket.drawId },
              { brand },
            );
            expect(verified).toBe(true);
            expect(found?.status).toBe('SETTLED');
            expect(found?.payout).toBe(
              expectedPayout(ticket.market, ticket.picks, ticket.units, draw.result),
            );
          }
          const staked = bought
            .filter((b) => b.brand === brand)
            .reduce((sum, b) => sum + expectedStake(b.market, b.picks, b.units), 0);
          const paid = settled.items.reduce((sum, item) => sum + item.payout, 0);
          const [main] = await t.test.db.query<{ balance: number }>(
            `select balance from ledger_accounts where member_id = $1 and kind = 'MAIN'`,
            [players[brand].id],
          );
          expect(main?.balance).toBe((brand === 'aurora' ? 10 ** 9 : 10 ** 12) - staked + paid);
        }
        expect(await checkLedger(t.test.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
