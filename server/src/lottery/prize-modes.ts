import { enabledModules } from '../../../contract/modules.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import {
  LOTTERY_GAMES,
  PRIZE_MODES,
  type LotteryGame,
  type OddsTable,
  type PrizeMode,
} from './catalogue.ts';

/**
 * Which lottery games a merchant offers, from which of its vendors, paying from which odds
 * table (docs/lottery.md "Prize modes"):
 * - Elott: the fast games (category ELOTT);
 * - Lott: the daily numbers game (category LOTT);
 * - SEA: the Vietnamese lottery, north, centre and south (category LOTT);
 * - ZY: no games of its own: every game pays from the ZY table (alone, it means Elott + Lott).
 * A category whose module (ELOTT, LOTT) is off offers nothing.
 * A merchant seeded before prize modes existed (none stored) gets the modes its lottery
 * vendors imply: an ELOTT vendor Elott, a LOTT vendor Lott, TCG_SEA also SEA.
 */

export interface Offered {
  game: LotteryGame;
  /** The merchant's vendor code the tickets are booked under (bets.vendor). */
  vendor: string;
  mode: PrizeMode;
  table: OddsTable;
}

/** The vendor code of the Vietnamese ("sea") lottery: its launch opens that lobby (spec §4). */
export const SEA_VENDOR = 'TCG_SEA';
/** The vendor whose launch starts its game directly (spec §4). */
export const DIRECT_VENDOR = 'GPI';

export function lotteryVendors(merchant: Merchant): { code: string; category: string }[] {
  const seen = new Set<string>();
  const out: { code: string; category: string }[] = [];
  for (const vendor of merchant.settings.vendors ?? []) {
    if (vendor.category !== 'ELOTT' && vendor.category !== 'LOTT') continue;
    if (seen.has(vendor.code)) continue;
    seen.add(vendor.code);
    out.push({ code: vendor.code, category: vendor.category });
  }
  return out;
}

export function prizeModesOf(merchant: Merchant): PrizeMode[] {
  const stored = merchant.prizeModes.filter((mode): mode is PrizeMode =>
    (PRIZE_MODES as readonly string[]).includes(mode),
  );
  if (stored.length > 0) return stored;
  const vendors = lotteryVendors(merchant);
  const modes: PrizeMode[] = [];
  if (vendors.some((v) => v.category === 'ELOTT')) modes.push('Elott');
  if (vendors.some((v) => v.category === 'LOTT' && v.code !== SEA_VENDOR)) modes.push('Lott');
  if (vendors.some((v) => v.code === SEA_VENDOR)) modes.push('SEA');
  return modes;
}

function vendorFor(mode: Exclude<PrizeMode, 'ZY'>, vendors: { code: string; category: string }[]) {
  const first = vendors[0]?.code;
  const elott = vendors.find((v) => v.category === 'ELOTT')?.code;
  const lott = vendors.find((v) => v.category === 'LOTT' && v.code !== SEA_VENDOR)?.code;
  const sea = vendors.find((v) => v.code === SEA_VENDOR)?.code;
  if (mode === 'Elott') return elott ?? first;
  if (mode === 'Lott') return lott ?? elott ?? first;
  return sea ?? vendors.find((v) => v.category === 'LOTT')?.code ?? first;
}

export function lotteryOffer(merchant: Merchant): Offered[] {
  const vendors = lotteryVendors(merchant);
  if (vendors.length === 0) return [];
  const modes = prizeModesOf(merchant);
  const table: OddsTable = modes.includes('ZY') ? 'ZY' : 'STD';
  let gameModes = modes.filter((mode): mode is Exclude<PrizeMode, 'ZY'> => mode !== 'ZY');
  if (gameModes.length === 0 && modes.includes('ZY')) gameModes = ['Elott', 'Lott'];
  // The module tree's ELOTT and LOTT switches turn a category's games off (spec §2.2).
  const on = enabledModules(merchant.settings.modules);
  const out: Offered[] = [];
  for (const game of LOTTERY_GAMES) {
    if (!gameModes.includes(game.mode) || !on.has(game.category)) continue;
    const vendor = vendorFor(game.mode, vendors);
    if (vendor) out.push({ game, vendor, mode: game.mode, table });
  }
  return out;
}

export function offeredGame(merchant: Merchant, code: string): Offered | undefined {
  return lotteryOffer(merchant).find((offered) => offered.game.code === code);
}
