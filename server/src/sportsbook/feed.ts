/**
 * What the platform's book needs of a sports feed (docs/sportsbook.md). The platform runs the
 * book (slips, limits, settlement, money); the feed is an outside service that says which
 * matches exist, how each stands and what it is priced at at a given time, and how it ended.
 * The sandbox feed (sandbox-feed.ts) is a pure function of (merchant seed, time); a real feed
 * plugs in behind the same interface.
 */

export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT'] as const;
export type Sport = (typeof SPORTS)[number];

/** The three books, each a game category with its own vendor and module. */
export const BOOKS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type Book = (typeof BOOKS)[number];

export const bookOf = (sport: Sport): Book =>
  sport === 'ESPORTS' ? 'ESPORTS' : sport === 'COCKFIGHT' ? 'COCKFIGHT' : 'SPORTS';

export const MARKET_KINDS = [
  /** Three-way: HOME / DRAW / AWAY (football). */
  'RESULT',
  /** Two-way winner of the match (basketball incl. overtime, tennis by sets, e-sports by maps). */
  'WINNER',
  /** HOME / AWAY with the line given to the home side, in the sport's units. */
  'HANDICAP',
  /** OVER / UNDER the line, in the sport's units. */
  'TOTAL',
  /** E-sports: HOME / AWAY winner of map n (the market's line is n). */
  'MAP_WINNER',
  /** Cockfighting: MERON / WALA / DRAW. */
  'FIGHT',
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export interface Team {
  id: string;
  name: string;
}

export interface League {
  id: string;
  sport: Sport;
  /** The league's name by language code ("EN", "TH"…); EN always there. */
  names: Readonly<Record<string, string>>;
}

export interface Fixture {
  id: string;
  sport: Sport;
  league: League;
  /** Home side (Meron for a fight). */
  home: Team;
  /** Away side (Wala for a fight). */
  away: Team;
  startsAt: number;
}

export type Phase = 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'CANCELLED' | 'ABANDONED';

export interface Score {
  home: number;
  away: number;
}

export interface MatchState {
  phase: Phase;
  /** What the scoreboard clock shows ("63'", "Q3 05:00", "Set 2", "Map 2"). */
  clock: string;
  /** Main score: goals, points, sets, maps (for a fight: 1–0 Meron, 0–1 Wala, 0–0 draw). */
  score: Score;
  /** Per half / quarter / set / map. */
  periods: Score[];
  /** Betting stops a little before the start (fights) or never opens in play (none). */
  bettingOpen: boolean;
}

export interface Selection {
  id: string;
  /** Decimal odds in thousandths (1.950 → 1950). */
  odds: number;
}

export interface Market {
  /** `KIND` or `KIND:line` (line in tenths of the unit: "HANDICAP:-15" is −1.5). */
  id: string;
  kind: MarketKind;
  /** Tenths of a goal / point / game / map; the map number for MAP_WINNER; null otherwise. */
  line: number | null;
  suspended: boolean;
  selections: Selection[];
}

/** How a match ended, as settlement reads it. */
export interface MatchResult {
  /** 1 for the first result; each correction counts up. */
  version: number;
  /** Cancelled or abandoned: every market is void. */
  void: boolean;
  /** The main score (goals, points incl. overtime, sets, maps; fight 1–0/0–1/0–0). */
  score: Score;
  /** What handicaps and totals count: goals, points, games (tennis), maps. */
  units: Score;
  /** E-sports: each played map's winner. */
  maps: ('HOME' | 'AWAY')[];
}

export interface MatchView {
  fixture: Fixture;
  state: MatchState;
  markets: Market[];
}

/** One merchant's feed: every answer depends only on the merchant and the time asked about. */
export interface MerchantFeed {
  /** Fixtures starting in [from, to) as published at time t, in start order. */
  fixtures(from: number, to: number, t: number): Fixture[];
  /** One match as it stood at time t, or null for an id the feed never issued. */
  match(id: string, t: number): MatchView | null;
  /** The result known at time t (null while the match is not over). */
  result(id: string, t: number): MatchResult | null;
  /** How long after its start a match of this sport may still be running (bounds scans). */
  maxDurationMs: number;
}

export interface SportsFeed {
  forMerchant(merchant: { code: string }): MerchantFeed;
}
