import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { QueryIntSchema, TextSchema } from './input.ts';
import { MinorSchema } from './money.ts';

/*
 * The lobbies' live figures (spec §7 PVP rooms, winner board): who sits at each room and
 * table right now, the progressive pools and the latest wins. Kept apart from games.ts, the
 * catalogue and launch calls, because these change by the second and are read by polling.
 */

/** GET /wps/games/pvp/rooms — spec §7 PVP rooms: each room's stakes and who sits there now. */
export const pvpRooms = defineEndpoint({
  id: 'pvpRooms',
  method: 'GET',
  path: '/wps/games/pvp/rooms',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(
    v.object({
      roomId: v.string(),
      gameId: v.number(),
      vendor: v.string(),
      name: v.string(),
      minBet: MinorSchema,
      seats: v.number(),
      players: v.number(),
    }),
  ),
  errors: [],
});

/** GET /wps/games/live/tables — the live lobby: each table's limits and its round right now. */
export const liveTables = defineEndpoint({
  id: 'liveTables',
  method: 'GET',
  path: '/wps/games/live/tables',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(
    v.object({
      gameId: v.number(),
      vendor: v.string(),
      name: v.string(),
      minBet: MinorSchema,
      maxBet: MinorSchema,
      phase: v.picklist(['BETTING', 'DRAWING', 'RESULT', 'CLOSED']),
      /** Milliseconds left in the phase. */
      msLeft: v.number(),
      /** The last results, newest first, as the game writes them ("17 red", "B", "P"…). */
      history: v.array(v.string()),
      players: v.number(),
    }),
  ),
  errors: [],
});

/** GET /wps/games/jackpots — every progressive pool right now (the lobby's ticking row). */
export const jackpotPools = defineEndpoint({
  id: 'jackpotPools',
  method: 'GET',
  path: '/wps/games/jackpots',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(
    v.object({
      gameId: v.number(),
      vendor: v.string(),
      name: v.string(),
      pool: MinorSchema,
      /** Minor units the pool grows by per second on average lately, so a lobby can tick it. */
      perSecond: v.number(),
    }),
  ),
  errors: [],
});

/**
 * GET /wps/games/winners — spec §7 winner board: big recent wins from real, settled bets
 * (never a free-play member's), usernames masked.
 */
export const winnerBoard = defineEndpoint({
  id: 'winnerBoard',
  method: 'GET',
  path: '/wps/games/winners',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    count: v.optional(QueryIntSchema(1, 50), 20),
    language: v.optional(TextSchema(8)),
  }),
  value: v.array(
    v.object({
      /** Masked: first and last character of the account with stars between ("a***9"). */
      player: v.string(),
      /** Null for a bet of the platform's own books (sports, e-sports, cockfighting). */
      gameId: v.nullable(v.number()),
      game: v.string(),
      vendor: v.string(),
      amount: MinorSchema,
      /** Payout ÷ stake, two decimals. */
      multiplier: v.number(),
      time: v.string(),
    }),
  ),
  errors: [],
});
