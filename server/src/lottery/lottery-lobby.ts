import type * as v from 'valibot';
import type { VendorCard } from '../../../contract/games.ts';
import type { LotteryGroupSchema } from '../../../contract/lottery.ts';
import type { CallContext } from '../http/app-env.ts';
import { GAME_COLUMNS, type GameRow } from '../games/game-store.ts';
import { nameIn, PRIZE_MODES, type PrizeMode } from './catalogue.ts';
import { ensureLotteryGames } from './lottery-games.ts';
import { lotteryOffer, type Offered } from './prize-modes.ts';

/**
 * What the games area's spec §7 calls at the lottery's paths answer for the lottery
 * (games/lobby-routes.ts): the ELOTT and LOTT lanes of game_menus with their game groups,
 * and the popular games of a prize mode.
 */

type LotteryGroup = v.InferOutput<typeof LotteryGroupSchema>;
export type LotteryLane = {
  title: 'ELOTT' | 'LOTT';
  cards: VendorCard[];
  gameMenus: LotteryGroup[];
};

async function gameIds(call: CallContext, offer: readonly Offered[]): Promise<Map<string, number>> {
  await ensureLotteryGames(call.db, call.merchant);
  const rows = await call.db.query<{ id: number; vendor: string; code: string }>(
    'select id, vendor, code from games where merchant_id = $1 and code = any($2::text[])',
    [call.merchant.id, offer.map((offered) => offered.game.code)],
  );
  return new Map(rows.map((row) => [`${row.vendor}:${row.code}`, row.id]));
}

/** One lane per lottery category the merchant offers: its vendors' cards and its game groups. */
export async function lotteryLanes(call: CallContext, language: string): Promise<LotteryLane[]> {
  const offer = lotteryOffer(call.merchant);
  if (offer.length === 0) return [];
  const ids = await gameIds(call, offer);
  const seeds = call.merchant.settings.vendors ?? [];
  const places = [...new Set(seeds.map((seed) => seed.code))];
  const lanes: LotteryLane[] = [];
  for (const title of ['ELOTT', 'LOTT'] as const) {
    const games = offer.filter((offered) => offered.game.category === title);
    if (games.length === 0) continue;
    const vendors = places.filter((code) => games.some((offered) => offered.vendor === code));
    const cards = vendors.map((code): VendorCard => {
      const seed = seeds.find((candidate) => candidate.code === code);
      return {
        accountTypeId: places.indexOf(code) + 1,
        accountTypeName: code,
        displayName: seed?.displayName ?? code,
        category: title,
        smallIcon: '',
        isHot: seed?.isHot ? 1 : 0,
        vassalage: false,
        protocol: 'SEAMLESS',
        gameCount: games.filter((offered) => offered.vendor === code).length,
      };
    });
    const groups = [...new Set(games.map((offered) => offered.game.group.code))];
    lanes.push({
      title,
      cards,
      gameMenus: groups.map((code) => {
        const members = games.filter((offered) => offered.game.group.code === code);
        return {
          gameGroupCode: code,
          labelName: nameIn(members[0]?.game.group.names ?? {}, language),
          games: members.map((offered) => ({
            ...gameSummary(offered, language),
            gameId: ids.get(`${offered.vendor}:${offered.game.code}`) ?? null,
          })),
        };
      }),
    });
  }
  return lanes;
}

export function gameSummary(offered: Offered, language: string) {
  return {
    code: offered.game.code,
    name: nameIn(offered.game.names, language),
    category: offered.game.category,
    vendor: offered.vendor,
    prizeMode: offered.mode,
    gameGroupCode: offered.game.group.code,
    defaultPlayType: offered.game.defaultPlayType,
  };
}

export function isPrizeMode(mode: string): mode is PrizeMode {
  return (PRIZE_MODES as readonly string[]).includes(mode);
}

/**
 * Spec §7 popular by prize mode: the merchant's lottery games of that mode (ZY: every game
 * paying from the ZY table), most played first (`plays` is the games area's join, alias p).
 */
export async function lotteryPopularRows(
  call: CallContext,
  prizeMode: string,
  plays: string,
  count: number,
): Promise<GameRow[]> {
  const offer = lotteryOffer(call.merchant).filter((offered) =>
    prizeMode === 'ZY' ? offered.table === 'ZY' : offered.mode === prizeMode,
  );
  if (offer.length === 0) return [];
  await ensureLotteryGames(call.db, call.merchant);
  return call.db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g ${plays}
      where g.merchant_id = $1 and not g.hidden
        and (g.vendor || ':' || g.code) = any($2::text[])
      order by coalesce(p.plays, 0) desc, g.id limit $3`,
    [call.merchant.id, offer.map((offered) => `${offered.vendor}:${offered.game.code}`), count],
  );
}
