import type { Hono } from 'hono';
import type * as v from 'valibot';
import { gameList } from '../../../contract/games.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { offsetOf } from '../history/date-range.ts';
import { GAME_COLUMNS, visibleWhere, type GameRow } from './game-store.ts';
import { lobbyOf } from './lobby-context.ts';
import { gameItems, PLAYS } from './lobby-routes.ts';

type Input = v.InferOutput<(typeof gameList)['input']>;

/** The game's name in the language ($3), else English, else its code: what A–Z sorts by. */
const SHOWN_NAME = `lower(coalesce(g.names ->> $3, g.names ->> 'EN', g.code))`;

const ORDER: Record<Input['sort'], string> = {
  popular: `coalesce(p.plays, 0) desc, g.featured desc, g.hot desc, g.sort_order, ${SHOWN_NAME}, g.id`,
  new: 'g.released_at desc, g.id desc',
  az: `${SHOWN_NAME}, g.id`,
};

/**
 * Spec §7 game list with the spec §9 slots filters: by vendor, category and sub-category;
 * minBetOne keeps games whose minimum bet is at most one major unit of the merchant's
 * currency; lines keeps games with exactly that many lines; search matches the name in any
 * language, or the code, ignoring case (strpos, so % and _ are plain characters).
 */
export function registerGameList(app: Hono<AppEnv>): void {
  registerEndpoint(app, gameList, async (input, call) => {
    const lobby = await lobbyOf(call, input.language);
    const oneUnit = 10 ** call.merchant.currency.minorUnits;
    const params = [
      call.merchant.id,
      lobby.codes,
      lobby.language,
      input.vendor ?? null,
      input.category ?? null,
      input.subCategory ?? null,
      input.minBetOne ? oneUnit : null,
      input.lines ?? null,
      input.search ? input.search.toLowerCase() : null,
    ];
    // $3 (the language) only orders by name; naming it here too lets every sort and the
    // count share the parameters (PostgreSQL refuses a parameter it cannot type).
    const where = `from games g ${PLAYS}
      where ${visibleWhere('$2')} and $3::text is not null
        and ($4::text is null or g.vendor = $4)
        and ($5::text is null or g.category = $5)
        and ($6::text is null or g.sub_category = $6)
        and ($7::bigint is null or g.min_bet <= $7)
        and ($8::int is null or g.lines = $8)
        and ($9::text is null or strpos(lower(g.code), $9) > 0
             or exists (select 1 from jsonb_each_text(g.names) n
                         where strpos(lower(n.value), $9) > 0))`;
    const rows = await call.db.query<GameRow>(
      `select ${GAME_COLUMNS} ${where} order by ${ORDER[input.sort]} limit $10 offset $11`,
      [...params, input.pageSize, offsetOf(input.page, input.pageSize)],
    );
    const [count] = await call.db.query<{ n: number }>(`select count(*) as n ${where}`, params);
    return {
      items: await gameItems(call, lobby, rows),
      total: count?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  });
}
