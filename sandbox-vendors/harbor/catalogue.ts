import type { CatalogueGame } from '../../contract/vendor/vendor-api.ts';
import type { SessionCurrency } from '../kit/sessions.ts';
import { namesOf } from '../i18n/page-text.ts';
import { fromUsdCents } from './money.ts';
import { DUEL_RTP_BP } from './three-card.ts';
import { POKER_RTP_BP } from './video-poker.ts';

/**
 * What Harbor offers: its two games, the card rooms, the stakes; names in all 17 languages of
 * the product, from sandbox-vendors/i18n (keys `game.<code>`, `room.<roomId>`).
 */

export const DUEL = 'three-card-duel';
export const POKER = 'harbor-poker';
export const SEATS = 5;

export interface RoomDef {
  roomId: string;
  names: Record<string, string>;
  /** The smallest ante, in US cents; the room's chips are 1, 2, 5 and 10 times it. */
  minUsdCents: number;
}

export const ROOMS: readonly RoomDef[] = [
  {
    roomId: 'harbor-lounge',
    names: namesOf('room.harbor-lounge'),
    minUsdCents: 100,
  },
  {
    roomId: 'captains-table',
    names: namesOf('room.captains-table'),
    minUsdCents: 1_000,
  },
  {
    roomId: 'lighthouse-vip',
    names: namesOf('room.lighthouse-vip'),
    minUsdCents: 10_000,
  },
];

const ANTE_STEPS = [1, 2, 5, 10];
/** Video poker stakes per hand, in US cents. */
const POKER_STAKES = [25, 50, 100, 200, 500, 1_000, 2_500, 5_000, 10_000];

export function roomAntes(room: RoomDef, currency: SessionCurrency): number[] {
  const min = fromUsdCents(room.minUsdCents, currency);
  return ANTE_STEPS.map((step) => min * step);
}

export function pokerStakes(currency: SessionCurrency): number[] {
  return POKER_STAKES.map((cents) => fromUsdCents(cents, currency));
}

export const GAME_NAMES: Record<string, Record<string, string>> = {
  [DUEL]: namesOf('game.three-card-duel'),
  [POKER]: namesOf('game.harbor-poker'),
};

type Entry = Omit<CatalogueGame, 'code' | 'thumbnail'>;

export function duelCatalogue(currency: SessionCurrency): Entry {
  const antes = ROOMS.flatMap((room) => roomAntes(room, currency));
  return {
    names: GAME_NAMES[DUEL] ?? {},
    category: 'PVP',
    subCategory: 'CARD_ROOM',
    minBet: Math.min(...antes),
    maxBet: Math.max(...antes),
    lines: 0,
    rtpBp: DUEL_RTP_BP,
    demo: true,
    jackpot: false,
    releasedAt: '2026-11-01',
    rooms: ROOMS.map((room) => ({
      roomId: room.roomId,
      names: room.names,
      minBet: fromUsdCents(room.minUsdCents, currency),
      seats: SEATS,
    })),
  };
}

export function pokerCatalogue(currency: SessionCurrency): Entry {
  const stakes = pokerStakes(currency);
  return {
    names: GAME_NAMES[POKER] ?? {},
    category: 'RNG',
    subCategory: 'VIDEO_POKER',
    minBet: Math.min(...stakes),
    maxBet: Math.max(...stakes),
    lines: 1,
    rtpBp: POKER_RTP_BP,
    demo: true,
    jackpot: false,
    releasedAt: '2026-10-15',
  };
}
