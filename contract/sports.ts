import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { AmountSchema, QueryIntSchema, TextSchema } from './input.ts';
import { IdempotencyKeySchema, MinorSchema, PageQuery, pageOf } from './money.ts';

/**
 * The platform's sportsbook, e-sports book and cockfighting (docs/sportsbook.md). Odds are
 * decimal odds in thousandths (1.950 → 1950) so money stays exact; the client formats them in
 * the player's chosen display format. Lines are tenths of the sport's unit ("HANDICAP:-15" is
 * the home side −1.5); a MAP_WINNER market's line is the map number.
 */
export const SPORT_IDS = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT'] as const;
export const BOOK_IDS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export const MARKET_KIND_IDS = [
  'RESULT',
  'WINNER',
  'HANDICAP',
  'TOTAL',
  'MAP_WINNER',
  'FIGHT',
] as const;
export const PHASES = ['SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED', 'ABANDONED'] as const;
/** Which price changes a slip accepts: any, only better ones, none (the member is asked). */
export const ODDS_POLICIES = ['ANY', 'HIGHER', 'NONE'] as const;
export const SLIP_STATUSES = ['PENDING', 'OPEN', 'SETTLED', 'REFUSED'] as const;
export const LEG_OUTCOMES = ['WIN', 'LOSE', 'PUSH', 'VOID'] as const;

const ScoreSchema = v.object({ home: v.number(), away: v.number() });

export const SelectionSchema = v.object({
  /** HOME, DRAW, AWAY, OVER, UNDER, MERON, WALA. */
  id: v.string(),
  odds: v.number(),
});

export const MarketSchema = v.object({
  id: v.string(),
  kind: v.picklist(MARKET_KIND_IDS),
  line: v.nullable(v.number()),
  suspended: v.boolean(),
  selections: v.array(SelectionSchema),
  /** Stake limits of a single on this market now, in minor units. */
  minStake: MinorSchema,
  maxStake: MinorSchema,
});

export const MatchStateSchema = v.object({
  phase: v.picklist(PHASES),
  /** The scoreboard clock ("63'", "Q3 05:00", "Set 2 3-4", "Map 2"); empty before the start. */
  clock: v.string(),
  score: ScoreSchema,
  /** Per half, quarter, set or map. */
  periods: v.array(ScoreSchema),
  bettingOpen: v.boolean(),
});

export const MatchCardSchema = v.object({
  id: v.string(),
  sport: v.picklist(SPORT_IDS),
  book: v.picklist(BOOK_IDS),
  league: v.object({ id: v.string(), name: v.string() }),
  /** Home side (Meron in a fight) and away side (Wala). */
  home: v.string(),
  away: v.string(),
  startsAt: v.string(),
  state: MatchStateSchema,
  /** The main market (match result or winner), for the lobby row. */
  main: v.nullable(MarketSchema),
  marketCount: v.number(),
  hot: v.boolean(),
});
export type MatchCard = v.InferOutput<typeof MatchCardSchema>;

const LanguageQuery = { language: v.optional(TextSchema(8)) };
const BookQuery = { book: v.optional(v.picklist(BOOK_IDS)) };

/** GET /wps/v2/sports/lobby — live now, today, early markets or hot, filtered and paged. */
export const sportsLobby = defineEndpoint({
  id: 'sportsLobby',
  method: 'GET',
  path: '/wps/v2/sports/lobby',
  token: false,
  encrypted: false,
  input: v.object({
    view: v.optional(v.picklist(['live', 'today', 'early', 'hot']), 'today'),
    ...BookQuery,
    sport: v.optional(v.picklist(SPORT_IDS)),
    league: v.optional(TextSchema(32)),
    /** Matches a team or league name, ignoring case. */
    search: v.optional(TextSchema(64)),
    ...LanguageQuery,
    ...PageQuery,
  }),
  value: v.object({
    ...pageOf(MatchCardSchema).entries,
    /** Pass to sportsChanges as `since` to hear what moved after this answer. */
    version: v.number(),
  }),
  errors: ['OPERATION_NOT_ALLOWED'],
});

/** GET /wps/v2/sports/leagues — the leagues with live and upcoming match counts. */
export const sportsLeagues = defineEndpoint({
  id: 'sportsLeagues',
  method: 'GET',
  path: '/wps/v2/sports/leagues',
  token: false,
  encrypted: false,
  input: v.object({ ...BookQuery, ...LanguageQuery }),
  value: v.array(
    v.object({
      id: v.string(),
      sport: v.picklist(SPORT_IDS),
      name: v.string(),
      live: v.number(),
      upcoming: v.number(),
    }),
  ),
  errors: ['OPERATION_NOT_ALLOWED'],
});

/** GET /wps/v2/sports/match — one match: every market, its odds and the scoreboard. */
export const sportsMatch = defineEndpoint({
  id: 'sportsMatch',
  method: 'GET',
  path: '/wps/v2/sports/match',
  token: false,
  encrypted: false,
  input: v.object({ id: TextSchema(24), ...LanguageQuery }),
  value: v.object({
    ...MatchCardSchema.entries,
    markets: v.array(MarketSchema),
    version: v.number(),
  }),
  errors: ['OPERATION_NOT_ALLOWED', 'NOT_FOUND'],
});

/**
 * GET /wps/v2/sports/changes — rolling odds without a reload: the matches (live, or starting
 * within the hour, or the ones named) whose state or prices changed since `since` (a version
 * from an earlier answer); a version older than ten minutes answers them all.
 */
export const sportsChanges = defineEndpoint({
  id: 'sportsChanges',
  method: 'GET',
  path: '/wps/v2/sports/changes',
  token: false,
  encrypted: false,
  input: v.object({
    since: QueryIntSchema(0, Number.MAX_SAFE_INTEGER),
    ...BookQuery,
    /** Comma-separated match ids (the open match page, the slip's legs). */
    ids: v.optional(TextSchema(400)),
  }),
  value: v.object({
    version: v.number(),
    matches: v.array(
      v.object({ id: v.string(), state: MatchStateSchema, markets: v.array(MarketSchema) }),
    ),
  }),
  errors: ['OPERATION_NOT_ALLOWED'],
});

/** GET /wps/v2/sports/hot — the hot matches for the sports lobby and the home page. */
export const sportsHot = defineEndpoint({
  id: 'sportsHot',
  method: 'GET',
  path: '/wps/v2/sports/hot',
  token: false,
  encrypted: false,
  input: v.object({ ...BookQuery, ...LanguageQuery, limit: v.optional(QueryIntSchema(1, 20), 6) }),
  value: v.array(MatchCardSchema),
  errors: ['OPERATION_NOT_ALLOWED'],
});

export const LegInputSchema = v.object({
  matchId: TextSchema(24),
  marketId: TextSchema(24),
  selection: TextSchema(8),
  /** The odds the member saw, in thousandths. */
  odds: v.pipe(v.number(), v.safeInteger(), v.minValue(1000), v.maxValue(1_000_000)),
});

export const SlipLegSchema = v.object({
  matchId: v.string(),
  sport: v.picklist(SPORT_IDS),
  match: v.string(),
  league: v.string(),
  startsAt: v.string(),
  marketId: v.string(),
  kind: v.picklist(MARKET_KIND_IDS),
  line: v.nullable(v.number()),
  selection: v.string(),
  odds: v.number(),
  inPlay: v.boolean(),
  outcome: v.nullable(v.picklist(LEG_OUTCOMES)),
});

export const SlipSchema = v.object({
  id: v.number(),
  /** The slip number, the bet id of the betting record ("S12"). */
  number: v.string(),
  book: v.picklist(BOOK_IDS),
  status: v.picklist(SLIP_STATUSES),
  stake: MinorSchema,
  /** The product of the legs' odds, in thousandths. */
  totalOdds: v.number(),
  potentialPayout: MinorSchema,
  /** What the latest settlement pays (a refund counts); null before settlement. */
  payout: v.nullable(MinorSchema),
  oddsPolicy: v.picklist(ODDS_POLICIES),
  /** Why an in-play slip was refused (MARKET_SUSPENDED, ODDS_CHANGED, BETTING_CLOSED). */
  refusal: v.nullable(v.string()),
  placedAt: v.string(),
  /** When an in-play slip is looked at again (PENDING only). */
  acceptAt: v.nullable(v.string()),
  settledAt: v.nullable(v.string()),
  legs: v.array(SlipLegSchema),
});
export type Slip = v.InferOutput<typeof SlipSchema>;

/**
 * POST /wps/v2/sports/slips (T) — places a single (one leg) or a parlay (2–10 legs from
 * different matches of one book). A retry with the same key answers the first slip. A price
 * that moved against the policy answers ODDS_CHANGED with the current odds as its value; an
 * in-play slip answers PENDING and is accepted or refused (and refunded) after its delay.
 */
export const sportsPlace = defineEndpoint({
  id: 'sportsPlace',
  method: 'POST',
  path: '/wps/v2/sports/slips',
  token: true,
  encrypted: false,
  input: v.object({
    key: IdempotencyKeySchema,
    stake: AmountSchema,
    oddsPolicy: v.optional(v.picklist(ODDS_POLICIES), 'NONE'),
    legs: v.pipe(v.array(LegInputSchema), v.minLength(1), v.maxLength(10)),
  }),
  value: SlipSchema,
  errors: [
    'AMOUNT_INVALID',
    'AMOUNT_BELOW_MIN',
    'AMOUNT_ABOVE_MAX',
    'INSUFFICIENT_FUNDS',
    'IDEMPOTENCY_CONFLICT',
    'NOT_FOUND',
    'SLIP_INVALID',
    'BETTING_CLOSED',
    'MARKET_SUSPENDED',
    'ODDS_CHANGED',
    'OPERATION_NOT_ALLOWED',
  ],
});

/** GET /wps/v2/sports/slips (T) — the member's own slips, open (incl. pending) or settled. */
export const sportsSlips = defineEndpoint({
  id: 'sportsSlips',
  method: 'GET',
  path: '/wps/v2/sports/slips',
  token: true,
  encrypted: false,
  input: v.object({
    state: v.optional(v.picklist(['open', 'settled']), 'open'),
    ...BookQuery,
    ...PageQuery,
  }),
  value: pageOf(SlipSchema),
  errors: ['NOT_LOGGED_IN'],
});

/** GET /wps/v2/cockfight/fights — the fight card: upcoming fights with odds, or results. */
export const cockfightFights = defineEndpoint({
  id: 'cockfightFights',
  method: 'GET',
  path: '/wps/v2/cockfight/fights',
  token: false,
  encrypted: false,
  requires: ['COCKFIGHT'],
  input: v.object({
    view: v.optional(v.picklist(['upcoming', 'results']), 'upcoming'),
    ...LanguageQuery,
    ...PageQuery,
  }),
  value: v.object({ ...pageOf(MatchCardSchema).entries, version: v.number() }),
  errors: ['OPERATION_NOT_ALLOWED'],
});
