import { namesOf } from '../i18n/page-text.ts';
import type { CatalogueGame } from '../../contract/vendor/vendor-api.ts';
import type { SessionCurrency } from '../kit/sessions.ts';

/**
 * Lumen Live's tables as the lobby lists them, with limits in the asked currency. A live
 * studio sets its limits per currency by hand (a 1.00 USD chip is a 10,000 ₫ chip, not a
 * 23,000 ₫ one), so the minimum comes from a small table of round amounts per currency and the
 * maximum is a fixed multiple of it.
 */

export type LumenGameCode = 'velvet-roulette' | 'jade-baccarat';

/** The smallest chip in whole units of each currency; anything unlisted starts at 1. */
const MIN_CHIP: Record<string, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  AUD: 1,
  CAD: 1,
  SGD: 1,
  USDT: 1,
  CNY: 5,
  HKD: 10,
  MYR: 5,
  THB: 20,
  PHP: 50,
  INR: 50,
  BDT: 100,
  PKR: 200,
  JPY: 100,
  KRW: 1_000,
  IDR: 10_000,
  VND: 10_000,
  KHR: 4_000,
  MMK: 2_000,
  LAK: 20_000,
};

/** The table maximum per round is this many minimum chips. */
export const MAX_MULTIPLE = 5_000;

export interface TableLimits {
  min: number;
  max: number;
}

/** Limits in minor units: USD 1.00–5,000.00 (100–500,000), VND 10,000–50,000,000 ₫. */
export function tableLimits(currency: SessionCurrency): TableLimits {
  const min = (MIN_CHIP[currency.code] ?? 1) * 10 ** currency.minorUnits;
  return { min, max: min * MAX_MULTIPLE };
}

/** Chip values the page offers: 1, 5, 25, 100, 500 times the minimum. */
export function chipValues(limits: TableLimits): number[] {
  return [1, 5, 25, 100, 500].map((k) => k * limits.min).filter((chip) => chip <= limits.max);
}

interface LumenGame {
  code: LumenGameCode;
  names: Record<string, string>;
  rtpBp: number;
  releasedAt: string;
}

export const LUMEN_GAMES: readonly LumenGame[] = [
  {
    code: 'velvet-roulette',
    names: namesOf('game.velvet-roulette'),
    // European single zero: every bet returns 36/37.
    rtpBp: 9730,
    releasedAt: '2026-11-01',
  },
  {
    code: 'jade-baccarat',
    names: namesOf('game.jade-baccarat'),
    // Player bet 98.76 %, the lower of the two main bets (banker 98.94 %, tie 85.64 %).
    rtpBp: 9876,
    releasedAt: '2026-11-10',
  },
];

export function catalogueEntry(
  game: LumenGame,
  currency: SessionCurrency,
): Omit<CatalogueGame, 'code' | 'thumbnail'> {
  const limits = tableLimits(currency);
  return {
    names: game.names,
    category: 'LIVE',
    subCategory: 'LIVE_TABLE',
    minBet: limits.min,
    maxBet: limits.max,
    lines: 0,
    rtpBp: game.rtpBp,
    demo: true,
    jackpot: false,
    releasedAt: game.releasedAt,
  };
}
