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

const MARKETS: Market[] = [
  {
    brand: 'aurora',
    game: 'FAST5',
    play: 'pos1',
    pick: 1,
    min: 1,
    max: 3,
    oddsBp: 98_000,
    pointPrice: 1,
    rule: 'pos0',
  },
  {
    brand: 'aurora',
    game: 'FAST5',
    play: 'pos4',
    pick: 1,
    min: 1,
    max: 3,
    oddsBp: 98_000,
    pointPrice: 1,
    rule: 'pos3',
  },
  {
    brand: 'aurora',
    game: 'FAST5',
    play: 'bigsmall',
    pick: ['BIG', 'SMALL'],
    min: 1,
    max: 2,
    oddsBp: 19_600,
    pointPrice: 1,
    rule: 'big23',
  },
  {
    brand: 'aurora',
    game: 'FAST5',
    play: 'last2',
    pick: 2,
    min: 1,
    max: 3,
    oddsBp: 980_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'aurora',
    game: 'FAST3',
    play: 'bigsmall',
    pick: ['BIG', 'SMALL'],
    min: 1,
    max: 2,
    oddsBp: 19_600,
    pointPrice: 1,
    rule: 'big14',
  },
  {
    brand: 'aurora',
    game: 'FAST3',
    play: 'oddeven',
    pick: ['ODD', 'EVEN'],
    min: 1,
    max: 2,
    oddsBp: 19_600,
    pointPrice: 1,
    rule: 'odd',
  },
  {
    brand: 'aurora',
    game: 'FAST3',
    play: 'straight3',
    pick: 3,
    min: 1,
    max: 3,
    oddsBp: 9_800_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'aurora',
    game: 'DAILY4',
    play: 'last2',
    pick: 2,
    min: 1,
    max: 3,
    oddsBp: 800_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'lotus',
    game: 'DAILY4',
    play: 'straight4',
    pick: 4,
    min: 1,
    max: 2,
    oddsBp: 80_000_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'lotus',
    game: 'VN_NORTH',
    play: 'lo2',
    pick: 2,
    min: 1,
    max: 4,
    oddsBp: 800_000,
    pointPrice: 23,
    rule: 'lo',
  },
  {
    brand: 'lotus',
    game: 'VN_SOUTH',
    play: 'lo2',
    pick: 2,
    min: 1,
    max: 4,
    oddsBp: 800_000,
    pointPrice: 18,
    rule: 'lo',
  },
  {
    brand: 'lotus',
    game: 'VN_CENTRAL',
    play: 'de',
    pick: 2,
    min: 1,
    max: 3,
    oddsBp: 800_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'lotus',
    game: 'VN_NORTH',
    play: 'cang3',
    pick: 3,
    min: 1,
    max: 2,
    oddsBp: 4_000_000,
    pointPrice: 1,
    rule: 'tail',
  },
  {
    brand: 'lotus',
    game: 'VN_NORTH',
    play: 'xien2',
    pick: 2,
    min: 2,
    max: 2,
    oddsBp: 100_000,
    pointPrice: 1,
    rule: 'xien',
  },
  {
    brand: 'lotus',
    game: 'VN_SOUTH',
    play: 'xien3',
    pick: 2,
    min: 3,
    max: 3,
    oddsBp: 400_000,
    pointPrice: 1,
    rule: 'xien',
  },
];

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
