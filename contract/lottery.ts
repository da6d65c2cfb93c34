import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { BigIdSchema, QueryBigIdSchema, QueryIntSchema, TextSchema } from './input.ts';
import { IdempotencyKeySchema, MinorSchema, PageQuery, pageOf } from './money.ts';

/**
 * The lottery the platform runs itself (docs/lottery.md): ELOTT fast games, the LOTT daily
 * game and the Vietnamese lottery. Spec §7's lottery calls are here (the Vietnamese numbers,
 * the opened numero) or extend the games area's answers at the paths they share with it
 * (game_menus: `gameMenus` groups on the ELOTT/LOTT lanes; popular: `prizeMode` ranks the
 * lottery games of that mode). Every draw publishes its seed's sha256 before it closes and
 * reveals the seed once drawn, so any result can be recomputed (`lotteryVerify`).
 */

export const LotteryGameCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,16}$/));
const PlayTypeCodeSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]{2,16}$/));
/** A picked number ("07", "381") or option ("BIG"). */
export const PickSchema = v.pipe(v.string(), v.regex(/^(?:[0-9]{1,6}|[A-Z]{2,8})$/));
const DeviceSchema = v.picklist(['desktop', 'mobile']);
const LanguageSchema = v.optional(TextSchema(8));

/** A draw's result table (spec: "the familiar result table"): tier codes DB, G1…G8 or WIN. */
export const ResultTableSchema = v.array(
  v.object({ tier: v.string(), numbers: v.array(v.string()) }),
);

export const DrawSchema = v.object({
  drawId: v.number(),
  gameCode: v.string(),
  /** The draw's public number ("FAST5-20261124-0421", "VN_SOUTH-20261124-HCM"). */
  ref: v.string(),
  /** The Vietnamese province drawing, null for the other games. */
  province: v.nullable(v.string()),
  drawAt: v.string(),
  closeAt: v.string(),
  status: v.picklist(['OPEN', 'DRAWN', 'SETTLED', 'CANCELLED']),
  /** sha256 of the seed, published from the draw's creation. */
  seedHash: v.string(),
  /** The seed, revealed once drawn; null before. */
  seed: v.nullable(v.string()),
  result: v.nullable(ResultTableSchema),
});
export type Draw = v.InferOutput<typeof DrawSchema>;

export const PlayTypeSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** Number picker: numbers of `digits` digits, or one of `options`. */
  digits: v.nullable(v.number()),
  options: v.nullable(v.array(v.string())),
  minPicks: v.number(),
  maxPicks: v.number(),
  /** Pays this many basis points of a unit per hit (19600 = 1.96 units, stake included). */
  oddsBp: v.number(),
  /** Stake units one unit (a lô point) costs per pick; 1 for every other play type. */
  pointPrice: v.number(),
  /** Minor units one stake unit costs. */
  unitStake: MinorSchema,
  maxUnits: v.number(),
  /** Return to player in basis points (approximate for a xiên). */
  rtpBp: v.number(),
});

const GameSummarySchema = v.object({
  code: v.string(),
  name: v.string(),
  category: v.picklist(['ELOTT', 'LOTT']),
  /** The merchant's vendor code the tickets are booked under (TCG, TCG_SEA, GPI…). */
  vendor: v.string(),
  prizeMode: v.picklist(['Lott', 'ZY', 'Elott', 'SEA']),
  gameGroupCode: v.string(),
  defaultPlayType: v.string(),
});

/** GET /lgw/lottery/game — a game's play types with this merchant's odds, open draws, last results. */
export const lotteryGameDetail = defineEndpoint({
  id: 'lotteryGameDetail',
  method: 'GET',
  path: '/lgw/lottery/game',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ gameCode: LotteryGameCodeSchema, language: LanguageSchema }),
  value: v.object({
    game: GameSummarySchema,
    playTypes: v.array(PlayTypeSchema),
    /** Draws taking bets now, soonest first (several provinces at once in the south). */
    openDraws: v.array(DrawSchema),
    /** The last drawn results, newest first (5). */
    lastResults: v.array(DrawSchema),
    /** The platform's clock, for the countdown. */
    serverTime: v.string(),
  }),
  errors: ['GAME_NOT_FOUND'],
});

/** GET /lgw/lottery/draws — drawn results of a game, newest first, with their tables and seeds. */
export const lotteryDraws = defineEndpoint({
  id: 'lotteryDraws',
  method: 'GET',
  path: '/lgw/lottery/draws',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ gameCode: LotteryGameCodeSchema, ...PageQuery }),
  value: pageOf(DrawSchema),
  errors: ['GAME_NOT_FOUND'],
});

/** GET /lgw/lottery/verify — recomputes a drawn result from its revealed seed. */
export const lotteryVerify = defineEndpoint({
  id: 'lotteryVerify',
  method: 'GET',
  path: '/lgw/lottery/verify',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ drawId: QueryBigIdSchema }),
  value: v.object({
    draw: DrawSchema,
    /** sha256(seed) equals the hash published before the draw. */
    hashMatches: v.boolean(),
    /** The result recomputed from the seed (null while the seed is secret). */
    recomputed: v.nullable(ResultTableSchema),
    /** Both hold: the published result is the seed's. */
    verified: v.boolean(),
  }),
  errors: ['DRAW_NOT_FOUND'],
});

/** GET /lgw/vn/numeros/opened/game — spec §7: the latest Vietnamese results (count 20). */
export const vnOpenedNumbers = defineEndpoint({
  id: 'vnOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    count: v.optional(QueryIntSchema(1, 50), 20),
    gameCode: v.optional(LotteryGameCodeSchema),
    language: LanguageSchema,
  }),
  value: v.array(
    v.intersect([
      DrawSchema,
      v.object({ gameName: v.string(), special: v.string(), loNumbers: v.array(v.string()) }),
    ]),
  ),
  errors: [],
});

/** GET /lotto/lgw/games/opened/numero (T) — spec §7: the draw ("numero") open now per game. */
export const openedNumero = defineEndpoint({
  id: 'openedNumero',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ gameCode: v.optional(LotteryGameCodeSchema) }),
  value: v.array(
    v.object({
      gameCode: v.string(),
      draw: DrawSchema,
      /** Milliseconds until betting closes. */
      msToClose: v.number(),
    }),
  ),
  errors: ['GAME_NOT_FOUND'],
});

export const TicketSchema = v.object({
  /** The ticket number (bets.bet_ref). */
  ticketNo: v.string(),
  betId: v.number(),
  drawId: v.number(),
  drawRef: v.string(),
  gameCode: v.string(),
  vendor: v.string(),
  playType: v.string(),
  picks: v.array(v.string()),
  units: v.number(),
  stake: MinorSchema,
  potentialWin: MinorSchema,
  payout: MinorSchema,
  /** OPEN until the draw settles it; ROLLED_BACK = refunded (cancelled draw). */
  status: v.picklist(['OPEN', 'SETTLED', 'ROLLED_BACK']),
  hits: v.nullable(v.number()),
  detail: v.string(),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/**
 * POST /lotto/lgw/tickets (T) — buys one ticket: stake = units × unitStake × pointPrice per
 * pick (a xiên's picks are one bet). Once per idempotencyKey; refused whole when the wallet
 * cannot pay or betting has closed.
 */
export const lotteryBuy = defineEndpoint({
  id: 'lotteryBuy',
  method: 'POST',
  path: '/lotto/lgw/tickets',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    drawId: BigIdSchema,
    playType: PlayTypeCodeSchema,
    picks: v.pipe(v.array(PickSchema), v.minLength(1), v.maxLength(100)),
    units: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000)),
    idempotencyKey: IdempotencyKeySchema,
  }),
  value: v.object({ ticket: TicketSchema, balance: MinorSchema }),
  errors: [
    'DRAW_NOT_FOUND',
    'BETTING_CLOSED',
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'GAME_UNAVAILABLE',
  ],
});

/** GET /lotto/lgw/tickets (T) — the member's own tickets, open or settled, newest first. */
export const lotteryTickets = defineEndpoint({
  id: 'lotteryTickets',
  method: 'GET',
  path: '/lotto/lgw/tickets',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    status: v.optional(v.picklist(['open', 'settled']), 'open'),
    gameCode: v.optional(LotteryGameCodeSchema),
    ...PageQuery,
  }),
  value: pageOf(TicketSchema),
  errors: [],
});

/**
 * GET /lotto/lgw/launch (T) — spec §3/§4 lottery start for a vendor card: TCG_SEA opens the
 * Vietnamese lottery lobby, GPI starts its game directly, any other goes to /lottery (with
 * gameCode and playType when known). `url` is the site path to open.
 */
export const lotteryLaunch = defineEndpoint({
  id: 'lotteryLaunch',
  method: 'GET',
  path: '/lotto/lgw/launch',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    vendor: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/)),
    gameCode: v.optional(LotteryGameCodeSchema),
    playType: v.optional(PlayTypeCodeSchema),
    device: v.optional(DeviceSchema),
    /** A site path to come back to ("/", "/lottery"), never another origin. */
    backUrl: v.optional(v.pipe(TextSchema(256), v.regex(/^\/(?:[^/\\].*)?$/))),
    language: LanguageSchema,
  }),
  value: v.object({
    /** SEA_LOBBY (TCG_SEA), DIRECT (GPI) or LOBBY (anything else). */
    mode: v.picklist(['SEA_LOBBY', 'DIRECT', 'LOBBY']),
    url: v.string(),
    /** Spec §3 lottery lobby launch fields. */
    lottoArea: v.nullable(v.literal('VN')),
    launchMode: v.literal('LOTT'),
    prizeMode: v.nullable(v.string()),
    lottoGameCode: v.nullable(v.string()),
    lottoView: v.picklist(['betting', 'lobby']),
    device: DeviceSchema,
    backUrl: v.string(),
    language: v.string(),
  }),
  errors: ['GAME_UNAVAILABLE', 'GAME_NOT_FOUND'],
});

/** The lottery game group of spec §3, as the game_menus lanes of ELOTT and LOTT carry it. */
export const LotteryGroupSchema = v.object({
  gameGroupCode: v.string(),
  labelName: v.string(),
  games: v.array(v.intersect([GameSummarySchema, v.object({ gameId: v.nullable(v.number()) })])),
});
