import * as v from 'valibot';

/**
 * The vendor's side (DESIGN "Outside services"): what the platform calls at a game vendor,
 * every request a signed JSON POST (contract/vendor/signing.ts) to `<vendor base URL><path>`
 * answered with JSON. Both wallet protocols share the catalogue, the launch and the live state;
 * a TRANSFER vendor also keeps each player's money and answers transfers, transfer status,
 * balance and its bet records. A real vendor plugs in behind server/src/games/ as an adapter
 * that speaks its own API and answers these shapes.
 */

export const VENDOR_PATHS = {
  catalogue: '/catalogue',
  launch: '/launch',
  live: '/live',
  transfer: '/transfer',
  transferStatus: '/transfer/status',
  balance: '/balance',
  bets: '/bets',
} as const;

const CATEGORIES = ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS'] as const;
const SUBS = [
  'SLOT_MACHINE',
  'SCRATCH_CARDS',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'JACKPOT',
  'BINGO',
  'FISHING',
  'LIVE_TABLE',
  'CARD_ROOM',
] as const;

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,80}$/));
const Minor = v.pipe(v.number(), v.safeInteger());
const Currency = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  minorUnits: v.number(),
});

/** POST /catalogue — every game, with amounts in the asked currency's minor units. */
export const CatalogueRequestSchema = v.object({ currency: Currency });
export const CatalogueGameSchema = v.object({
  code: Id,
  /** Name per language code of spec §9 (EN at least). */
  names: v.record(v.string(), v.string()),
  category: v.picklist(CATEGORIES),
  subCategory: v.picklist(SUBS),
  minBet: Minor,
  maxBet: Minor,
  lines: v.number(),
  /** Return to player in basis points, as documented for the game. */
  rtpBp: v.number(),
  demo: v.boolean(),
  jackpot: v.boolean(),
  /** Absolute URL of the game's thumbnail (an SVG the vendor draws). */
  thumbnail: v.string(),
  /** ISO date the game was released: the lobby's "new" badge and sort. */
  releasedAt: v.string(),
  /** Rooms of a card game (spec §7 PVP rooms). */
  rooms: v.optional(
    v.array(
      v.object({
        roomId: Id,
        names: v.record(v.string(), v.string()),
        minBet: Minor,
        seats: v.number(),
      }),
    ),
  ),
});
export type CatalogueGame = v.InferOutput<typeof CatalogueGameSchema>;
export const CatalogueAnswerSchema = v.object({
  vendor: v.object({
    code: v.string(),
    name: v.string(),
    protocol: v.picklist(['SEAMLESS', 'TRANSFER']),
  }),
  games: v.array(CatalogueGameSchema),
});
export type CatalogueAnswer = v.InferOutput<typeof CatalogueAnswerSchema>;

/**
 * POST /launch — a URL that opens the game for this player. REAL: a seamless vendor calls the
 * platform back with `sessionToken` for every money event; a transfer vendor plays the money
 * it holds for the player. FUN: virtual coins, no call to the platform and no player needed.
 */
export const LaunchRequestSchema = v.object({
  mode: v.picklist(['REAL', 'FUN']),
  gameCode: Id,
  roomId: v.optional(Id),
  /** Null in FUN mode. */
  sessionToken: v.nullable(v.string()),
  player: v.nullable(Id),
  /** What the game shows as the player (the nickname, never the login). */
  displayName: v.optional(v.pipe(v.string(), v.maxLength(64))),
  currency: Currency,
  language: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  device: v.picklist(['desktop', 'mobile']),
  /** Where the game's own "back to lobby" goes. */
  lobbyUrl: v.string(),
  /** Free-play demo credit (the game may say so); money moves the same way. */
  demoAccount: v.boolean(),
});
export type LaunchRequest = v.InferOutput<typeof LaunchRequestSchema>;
export const LaunchAnswerSchema = v.object({ url: v.string(), url2: v.nullable(v.string()) });

/** POST /live — what the lobby shows of the vendor right now (tables, pools, rooms). */
export const LiveAnswerSchema = v.object({
  tables: v.array(
    v.object({
      gameCode: Id,
      phase: v.picklist(['BETTING', 'DRAWING', 'RESULT', 'CLOSED']),
      msLeft: v.number(),
      history: v.array(v.string()),
      players: v.number(),
    }),
  ),
  jackpots: v.array(v.object({ gameCode: Id, pool: Minor, perSecond: v.number() })),
  rooms: v.array(v.object({ roomId: Id, gameCode: Id, players: v.number() })),
});
export type LiveAnswer = v.InferOutput<typeof LiveAnswerSchema>;

/** Statuses of the transfer vendor's answers. */
export const TRANSFER_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_MISMATCH',
  'PLAYER_NOT_FOUND',
  'NOT_FOUND',
  'INVALID_SIGNATURE',
  'STALE_TIMESTAMP',
  'BAD_REQUEST',
] as const;

/**
 * POST /transfer — moves money into the player's vendor wallet (amount > 0) or out of it
 * (amount < 0), once per `transferId` (the platform's id): a repeat answers the first answer.
 */
export const TransferRequestSchema = v.object({
  transferId: Id,
  player: Id,
  currency: Currency,
  amount: v.pipe(
    Minor,
    v.check((n) => n !== 0, 'A transfer moves a non-zero amount.'),
  ),
});
export const TransferAnswerSchema = v.object({
  status: v.picklist(TRANSFER_STATUSES),
  /** The player's vendor balance after the transfer (or now, on a refusal). */
  balance: v.nullable(Minor),
});

/**
 * POST /transfer/status — what became of a transfer the platform never heard back about:
 * DONE (it moved, once), FAILED (refused, nothing moved) or NOT_FOUND (never arrived; the
 * vendor will refuse it if it arrives later, so the platform may safely undo its side).
 */
export const TransferStatusRequestSchema = v.object({ transferId: Id });
export const TransferStatusAnswerSchema = v.object({
  status: v.picklist(['DONE', 'FAILED', 'NOT_FOUND']),
  amount: v.nullable(Minor),
});

/** POST /balance — the player's money at the vendor. */
export const BalanceRequestSchema = v.object({ player: Id, currency: Currency });
export const BalanceAnswerSchema = v.object({
  status: v.picklist(TRANSFER_STATUSES),
  balance: v.nullable(Minor),
});

/**
 * POST /bets — the vendor's bet records after `cursor` (null = from the start), oldest first,
 * at most `limit`; `next` is the cursor to ask with next time (the same cursor when nothing
 * new). A record is sent again when its bet settles, with the same betId.
 */
export const BetsRequestSchema = v.object({
  cursor: v.nullable(v.string()),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
});
export const VendorBetSchema = v.object({
  betId: Id,
  roundId: Id,
  player: Id,
  gameCode: Id,
  stake: Minor,
  validBet: Minor,
  payout: Minor,
  status: v.picklist(['OPEN', 'SETTLED', 'ROLLED_BACK']),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
  detail: v.nullable(v.string()),
  proofUrl: v.nullable(v.string()),
});
export type VendorBet = v.InferOutput<typeof VendorBetSchema>;
export const BetsAnswerSchema = v.object({ bets: v.array(VendorBetSchema), next: v.string() });
