import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { QueryIntSchema, TextSchema, TrimmedTextSchema } from './input.ts';
import { LotteryGroupSchema } from './lottery.ts';
import { GAME_CATEGORIES } from './modules.ts';
import { ConsolidatedFundsSchema, MinorSchema, PageQuery, pageOf } from './money.ts';

/**
 * Games (spec §3 Games, §4 Game start, §7): the catalogue the platform syncs from its vendors,
 * the lobbies' calls, favourites and recent games, and the launch. Money never moves through
 * these calls except the optional confirmTrans move of a transfer vendor's launch; every bet
 * moves through the vendor protocols of contract/vendor/.
 */

/** Spec §2.6 slots lobby categories; a game of any category has exactly one. */
export const SUB_CATEGORIES = [
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
export type SubCategory = (typeof SUB_CATEGORIES)[number];

/** How the vendor's money meets the platform's (DESIGN "Outside services"). */
export const WALLET_PROTOCOLS = ['SEAMLESS', 'TRANSFER'] as const;
export type WalletProtocol = (typeof WALLET_PROTOCOLS)[number];

const GameCategorySchema = v.picklist(GAME_CATEGORIES);
export const GameCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
export const VendorCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/));

/**
 * A vendor card (spec §3 card): `vassalage` true = a VASSALAGE vendor whose games open in a
 * popup list (spec §4), `accountTypeName` its code, `smallIcon` an image path of the platform.
 */
export const VendorCardSchema = v.object({
  accountTypeId: v.number(),
  accountTypeName: v.string(),
  displayName: v.string(),
  category: GameCategorySchema,
  smallIcon: v.string(),
  /** Spec §3: 1 = hot. */
  isHot: v.picklist([0, 1]),
  vassalage: v.boolean(),
  protocol: v.picklist(WALLET_PROTOCOLS),
  /** Games of this vendor the lobby lists. */
  gameCount: v.number(),
});
export type VendorCard = v.InferOutput<typeof VendorCardSchema>;

/** Spec §3 game list item, with what a lobby tile shows. */
export const GameItemSchema = v.object({
  /** The platform's id of the game (spec §3 gameId). */
  gameId: v.number(),
  /** The catalogue node the game hangs under (its vendor lane). */
  nodeId: v.number(),
  /** The vendor's own code for the game. */
  code: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  /** The game's name in the asked language (English, then the code, when the vendor lacks it). */
  name: v.string(),
  category: GameCategorySchema,
  subCategory: v.picklist(SUB_CATEGORIES),
  /** Image path of the platform (the vendor's generated thumbnail, an SVG). */
  thumbnail: v.string(),
  minBet: MinorSchema,
  maxBet: MinorSchema,
  /** Paylines of a slot; 0 for a game without lines. */
  lines: v.number(),
  /** Return to player in basis points (9650 = 96.50 %), as the vendor documents it. */
  rtpBp: v.number(),
  demo: v.boolean(),
  isHot: v.boolean(),
  isNew: v.boolean(),
  featured: v.boolean(),
  /** The signed-in member's favourite (spec §3 isFav); false for a visitor. */
  isFav: v.boolean(),
  /** A PVP game's default room (spec §3 roomId); null otherwise. */
  roomId: v.nullable(v.string()),
  /** A progressive game's pool right now, in minor units; null for a fixed-pay game. */
  jackpot: v.nullable(MinorSchema),
});
export type GameItem = v.InferOutput<typeof GameItemSchema>;

/**
 * GET /lgw/games/game_menus — spec §3 vendor lanes: one per category with its vendor cards.
 * The ELOTT and LOTT lanes are the lottery the platform runs (contract/lottery.ts): their
 * cards are the merchant's lottery vendors and `gameMenus` carries spec §3's lottery game
 * groups (gameGroupCode, labelName, games with code and defaultPlayType).
 */
export const gameMenus = defineEndpoint({
  id: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(
    v.object({
      title: GameCategorySchema,
      cards: v.array(VendorCardSchema),
      gameMenus: v.optional(v.array(LotteryGroupSchema)),
    }),
  ),
  errors: [],
});

const DeviceSchema = v.picklist(['desktop', 'mobile']);

/** GET /lgw/games/popular — spec §7/§9: the most played games (count 20 unless asked). */
export const popularGames = defineEndpoint({
  id: 'popularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    count: v.optional(QueryIntSchema(1, 50), 20),
    /**
     * A brand prize mode (spec §3: Lott, ZY, Elott, SEA): the merchant's lottery games of that
     * mode (docs/lottery.md), most played first; every game when left out.
     */
    prizeMode: v.optional(TextSchema(16)),
    device: v.optional(DeviceSchema),
    language: v.optional(TextSchema(8)),
    category: v.optional(GameCategorySchema),
  }),
  value: v.array(GameItemSchema),
  errors: [],
});

/** GET /lgw/games/hot — the operator's and vendors' hot games, for the home page and lobbies. */
export const hotGames = defineEndpoint({
  id: 'hotGames',
  method: 'GET',
  path: '/lgw/games/hot',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    category: v.optional(GameCategorySchema),
    language: v.optional(TextSchema(8)),
  }),
  value: v.array(GameItemSchema),
  errors: [],
});

export const GAME_SORTS = ['popular', 'new', 'az'] as const;

/**
 * GET /wps/games/list — spec §7 game list: by vendor, category and sub-category, with the
 * spec §9 slots filters (minimum bet at most one major unit, exactly 25 lines), a search over
 * names in every language, and a sort. A signed-in member's favourites come back marked.
 */
export const gameList = defineEndpoint({
  id: 'gameList',
  method: 'GET',
  path: '/wps/games/list',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    vendor: v.optional(VendorCodeSchema),
    category: v.optional(GameCategorySchema),
    subCategory: v.optional(v.picklist(SUB_CATEGORIES)),
    /** "1": only games whose minimum bet is at most one major unit (spec §9). */
    minBetOne: v.optional(v.picklist(['1'])),
    /** Only games with exactly this many lines (spec §9: 25). */
    lines: v.optional(QueryIntSchema(1, 1024)),
    search: v.optional(TrimmedTextSchema(64)),
    sort: v.optional(v.picklist(GAME_SORTS), 'popular'),
    language: v.optional(TextSchema(8)),
    ...PageQuery,
  }),
  value: pageOf(GameItemSchema),
  errors: [],
});

/** GET /wps/games/vendors — spec §7 vendors: every vendor card, of one category if asked. */
export const gameVendors = defineEndpoint({
  id: 'gameVendors',
  method: 'GET',
  path: '/wps/games/vendors',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ category: v.optional(GameCategorySchema) }),
  value: v.array(VendorCardSchema),
  errors: [],
});

/** GET /wps/games/vendor-types — spec §7 vendor types: each category's sub-categories in use. */
export const vendorTypes = defineEndpoint({
  id: 'vendorTypes',
  method: 'GET',
  path: '/wps/games/vendor-types',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({}),
  value: v.array(
    v.object({
      category: GameCategorySchema,
      vendors: v.array(v.string()),
      subCategories: v.array(v.object({ key: v.picklist(SUB_CATEGORIES), count: v.number() })),
    }),
  ),
  errors: [],
});

const GameRef = v.object({ gameId: QueryIntSchema(1, 2_147_483_647) });

/** GET /wps/games/favourites (T) — spec §7 favourite list, newest first. */
export const favouriteList = defineEndpoint({
  id: 'favouriteList',
  method: 'GET',
  path: '/wps/games/favourites',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(GameItemSchema),
  errors: [],
});

/** POST /wps/games/favourites (T) — adds a favourite; adding one twice keeps one. */
export const favouriteAdd = defineEndpoint({
  id: 'favouriteAdd',
  method: 'POST',
  path: '/wps/games/favourites',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: GameRef,
  value: v.object({ gameId: v.number(), isFav: v.literal(true) }),
  errors: ['GAME_NOT_FOUND', 'FAVOURITE_LIMIT'],
});

/** DELETE /wps/games/favourites (T) — removes a favourite; removing a missing one is fine. */
export const favouriteRemove = defineEndpoint({
  id: 'favouriteRemove',
  method: 'DELETE',
  path: '/wps/games/favourites',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: GameRef,
  value: v.object({ gameId: v.number(), isFav: v.literal(false) }),
  errors: [],
});

/** GET /wps/games/recent (T) — spec §7 recent games: the last 12 launched, newest first. */
export const recentGames = defineEndpoint({
  id: 'recentGames',
  method: 'GET',
  path: '/wps/games/recent',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({ language: v.optional(TextSchema(8)) }),
  value: v.array(GameItemSchema),
  errors: [],
});

/**
 * GET /wps/game/launchGame (T) — spec §3 launch request → game_url. `accountType` 1 plays for
 * money, 0 for fun (a demo-capable game only). For a TRANSFER vendor `confirmTrans` with an
 * amount first moves that much from main to the vendor wallet (spec §3), as one idempotent
 * move keyed by `idempotencyKey`; without it the game opens on what the vendor wallet holds.
 * A free-play member plays its demo credit; its bets never count in anyone's figures.
 */
export const launchGame = defineEndpoint({
  id: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  token: true,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    gameId: QueryIntSchema(1, 2_147_483_647),
    accountType: v.optional(v.picklist(['0', '1']), '1'),
    /** Spec §3 confirmTrans: the member agreed to move `transferAmount` first. */
    confirmTrans: v.optional(v.picklist(['0', '1']), '0'),
    transferAmount: v.optional(QueryIntSchema(1, Number.MAX_SAFE_INTEGER)),
    idempotencyKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
    roomId: v.optional(TextSchema(64)),
    language: v.optional(TextSchema(8)),
    clientType: v.optional(DeviceSchema),
  }),
  value: v.object({
    game_url: v.string(),
    /** A second address (another CDN) when the vendor gives one. */
    game_url2: v.nullable(v.string()),
    protocol: v.picklist(WALLET_PROTOCOLS),
    /** What the member's wallets hold after any confirmTrans move. */
    funds: ConsolidatedFundsSchema,
  }),
  errors: [
    'GAME_NOT_FOUND',
    'GAME_UNAVAILABLE',
    'DEMO_NOT_SUPPORTED',
    'AMOUNT_INVALID',
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'VENDOR_UNAVAILABLE',
  ],
});

/** GET /wps/game/launchDemo — "try for fun" without an account: virtual coins, no money. */
export const launchDemoGame = defineEndpoint({
  id: 'launchDemoGame',
  method: 'GET',
  path: '/wps/game/launchDemo',
  token: false,
  encrypted: false,
  requires: ['GAMES'],
  input: v.object({
    gameId: QueryIntSchema(1, 2_147_483_647),
    language: v.optional(TextSchema(8)),
    clientType: v.optional(DeviceSchema),
  }),
  value: v.object({ game_url: v.string(), game_url2: v.nullable(v.string()) }),
  errors: ['GAME_NOT_FOUND', 'GAME_UNAVAILABLE', 'DEMO_NOT_SUPPORTED', 'VENDOR_UNAVAILABLE'],
});
