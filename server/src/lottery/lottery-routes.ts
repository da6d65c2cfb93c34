import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import {
  lotteryBuy,
  lotteryDraws,
  lotteryGameDetail,
  lotteryTickets,
  lotteryVerify,
  openedNumero,
  vnOpenedNumbers,
} from '../../../contract/lottery.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { languageOf } from '../games/game-store.ts';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { sessionOf } from '../session/authenticate.ts';
import { nameIn } from './catalogue.ts';
import { DRAW_COLUMNS, type DrawRow } from './draw-store.ts';
import { freshDraws, toDraw } from './draw-view.ts';
import { registerLotteryLaunch } from './lottery-launch.ts';
import { rtpBpOf } from './lottery-games.ts';
import { gameSummary } from './lottery-lobby.ts';
import { merchantTerms, termsOf } from './merchant-terms.ts';
import { lotteryOffer, offeredGame, type Offered } from './prize-modes.ts';
import { loNumbers, mainNumber, numbersDrawn } from './results.ts';
import { buyTicket, countMemberTickets, memberTickets } from './tickets.ts';
import { verifyDraw } from './verify.ts';

/** The offered game, after the merchant's draws caught up with the clock. */
async function gameOf(call: CallContext, code: string): Promise<{ offered: Offered; now: number }> {
  const offered = offeredGame(call.merchant, code);
  if (!offered) throw new PlatformError('GAME_NOT_FOUND');
  const now = call.c.var.services.clock.now();
  await freshDraws(call.db, call.merchant, now);
  return { offered, now };
}

function drawsQuery(where: string, order: string): string {
  return `select ${DRAW_COLUMNS} from lottery_draws d where d.merchant_id = $1 and ${where}
           order by ${order}`;
}

/** Draws taking bets at `now`: the soonest draw time's (every province drawing then). */
async function openDraws(call: CallContext, codes: string[], now: number): Promise<DrawRow[]> {
  return call.db.query<DrawRow>(
    drawsQuery(
      `d.game_code = any($2::text[]) and d.status = 'OPEN' and d.close_at > $3::timestamptz
       and d.draw_at = (select min(o.draw_at) from lottery_draws o
                         where o.merchant_id = d.merchant_id and o.game_code = d.game_code
                           and o.status = 'OPEN' and o.close_at > $3::timestamptz)`,
      'd.draw_at, d.game_code, d.id',
    ),
    [call.merchant.id, codes, new Date(now).toISOString()],
  );
}

/** Drawn draws; lists of them go newest first, a draw time's provinces in timetable order (id). */
const DRAWN = `d.status in ('DRAWN', 'SETTLED')`;

export function registerLotteryRoutes(app: Hono<AppEnv>): void {
  registerLotteryLaunch(app);

  registerEndpoint(app, lotteryGameDetail, async (input, call) => {
    const { offered, now } = await gameOf(call, input.gameCode);
    const language = languageOf(input.language, call.c.req.header(LANGUAGE_HEADER));
    const terms = await merchantTerms(call.db, call.merchant);
    const { game } = offered;
    const last = await call.db.query<DrawRow>(
      drawsQuery(`d.game_code = $2 and ${DRAWN}`, 'd.draw_at desc, d.id limit 5'),
      [call.merchant.id, game.code],
    );
    return {
      game: gameSummary(offered, language),
      playTypes: game.playTypes.map((play) => {
        const { oddsBp, pointPrice } = termsOf(terms, game.code, play, offered.table);
        return {
          code: play.code,
          name: nameIn(play.names, language),
          digits: 'digits' in play.picker ? play.picker.digits : null,
          options: 'options' in play.picker ? [...play.picker.options] : null,
          minPicks: play.min,
          maxPicks: play.max,
          oddsBp,
          pointPrice,
          unitStake: terms.unitStake,
          maxUnits: terms.maxUnits,
          rtpBp: rtpBpOf(play, oddsBp, pointPrice, numbersDrawn(game)),
        };
      }),
      openDraws: (await openDraws(call, [game.code], now)).map(toDraw),
      lastResults: last.map(toDraw),
      serverTime: new Date(now).toISOString(),
    };
  });

  registerEndpoint(app, lotteryDraws, async (input, call) => {
    const { offered } = await gameOf(call, input.gameCode);
    const where = `d.game_code = $2 and (${DRAWN} or d.status = 'CANCELLED')`;
    const rows = await call.db.query<DrawRow>(
      drawsQuery(where, 'd.draw_at desc, d.id limit $3 offset $4'),
      [call.merchant.id, offered.game.code, input.pageSize, (input.page - 1) * input.pageSize],
    );
    const [count] = await call.db.query<{ n: number }>(
      `select count(*) as n from lottery_draws d where d.merchant_id = $1 and ${where}`,
      [call.merchant.id, offered.game.code],
    );
    return {
      items: rows.map(toDraw),
      total: count?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  registerEndpoint(app, lotteryVerify, async (input, call) => {
    const read = () =>
      call.db.query<DrawRow>(drawsQuery('d.id = $2', 'd.id'), [call.merchant.id, input.drawId]);
    const [row] = await read();
    if (!row) throw new PlatformError('DRAW_NOT_FOUND');
    const now = call.c.var.services.clock.now();
    if (row.status !== 'OPEN' || Date.parse(row.draw_at) > now) return verifyDraw(row);
    // Due but not drawn yet: draw it now rather than answer "not yet".
    await freshDraws(call.db, call.merchant, now);
    const [drawn] = await read();
    return verifyDraw(drawn ?? row);
  });

  registerEndpoint(app, vnOpenedNumbers, async (input, call) => {
    const now = call.c.var.services.clock.now();
    await freshDraws(call.db, call.merchant, now);
    const language = languageOf(input.language, call.c.req.header(LANGUAGE_HEADER));
    const games = lotteryOffer(call.merchant)
      .map((offered) => offered.game)
      .filter((game) => game.mode === 'SEA' && (!input.gameCode || game.code === input.gameCode));
    if (games.length === 0) return [];
    const rows = await call.db.query<DrawRow>(
      drawsQuery(`d.game_code = any($2::text[]) and ${DRAWN}`, 'd.draw_at desc, d.id limit $3'),
      [call.merchant.id, games.map((game) => game.code), input.count],
    );
    return rows.map((row) => {
      const game = games.find((candidate) => candidate.code === row.game_code);
      const result = row.result ?? [];
      return {
        ...toDraw(row),
        gameName: nameIn(game?.names ?? {}, language),
        special: mainNumber(result),
        loNumbers: loNumbers(result),
      };
    });
  });

  registerEndpoint(app, openedNumero, async (input, call) => {
    const now = call.c.var.services.clock.now();
    const offer = lotteryOffer(call.merchant);
    if (input.gameCode && !offer.some((offered) => offered.game.code === input.gameCode)) {
      throw new PlatformError('GAME_NOT_FOUND');
    }
    await freshDraws(call.db, call.merchant, now);
    const codes = input.gameCode ? [input.gameCode] : offer.map((offered) => offered.game.code);
    return (await openDraws(call, codes, now)).map((row) => ({
      gameCode: row.game_code,
      draw: toDraw(row),
      msToClose: Math.max(0, Date.parse(row.close_at) - now),
    }));
  });

  // No catch-up here: a refused buy must change nothing, and the draw it names exists already
  // (a read created it); whether it still takes bets is a matter of the clock alone.
  registerEndpoint(app, lotteryBuy, (input, call) =>
    buyTicket(
      call.db,
      call.merchant,
      sessionOf(call).member,
      input,
      call.c.var.services.clock.now(),
    ),
  );

  registerEndpoint(app, lotteryTickets, async (input, call) => {
    const { member } = sessionOf(call);
    await freshDraws(call.db, call.merchant, call.c.var.services.clock.now());
    const open = input.status === 'open';
    const filter = { open, ...(input.gameCode ? { gameCode: input.gameCode } : {}) };
    const items = await memberTickets(call.db, member.id, {
      ...filter,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const total = await countMemberTickets(call.db, member.id, filter);
    return { items, total, page: input.page, pageSize: input.pageSize };
  });
}
