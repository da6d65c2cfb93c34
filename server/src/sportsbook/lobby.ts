import type { MatchCard } from '../../../contract/sports.ts';
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchant/merchant-store.ts';
import { openBooks, stakeLimits } from './books.ts';
import {
  bookOf,
  type Book,
  type Fixture,
  type Market,
  type MatchView,
  type MerchantFeed,
  type Sport,
} from './feed.ts';

const HOUR = 3_600_000;
export const LOOK_AHEAD_MS = 72 * HOUR;

/** A market as the contract shows it, with the stake limits of a single on it now. */
export function marketOut(
  market: Market,
  minorUnits: number,
  inPlay: boolean,
): MatchCard['main'] & object {
  const limits = stakeLimits(minorUnits, [{ kind: market.kind, inPlay }]);
  return { ...market, minStake: limits.min, maxStake: limits.max };
}

export function cardOf(
  view: MatchView,
  merchant: Merchant,
  language: string,
  hot: ReadonlySet<string>,
): MatchCard {
  const { fixture: f, state, markets } = view;
  const [main] = markets;
  return {
    id: f.id,
    sport: f.sport,
    book: bookOf(f.sport),
    league: {
      id: f.league.id,
      name: f.league.names[language] ?? f.league.names['EN'] ?? f.league.id,
    },
    home: f.home.name,
    away: f.away.name,
    startsAt: new Date(f.startsAt).toISOString(),
    state,
    main: main ? marketOut(main, merchant.currency.minorUnits, state.phase === 'LIVE') : null,
    marketCount: markets.length,
    hot: hot.has(f.id),
  };
}

export interface LobbyFilter {
  book?: Book | undefined;
  sport?: Sport | undefined;
  league?: string | undefined;
  search?: string | undefined;
}

/** The books a lobby shows: the merchant's open ones, the asked one only; fights only when asked. */
export function booksShown(merchant: Merchant, book: Book | undefined): Set<Book> {
  const open = openBooks(merchant).filter((b) => (book ? b === book : b !== 'COCKFIGHT'));
  return new Set(open);
}

export function matchesFilter(f: Fixture, books: ReadonlySet<Book>, filter: LobbyFilter): boolean {
  if (!books.has(bookOf(f.sport))) return false;
  if (filter.sport && f.sport !== filter.sport) return false;
  if (filter.league && f.league.id !== filter.league) return false;
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const names = [f.home.name, f.away.name, ...Object.values(f.league.names)];
    if (!names.some((name) => name.toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** The merchant's next local midnight after `now`: where "today" ends and "early" begins. */
export function endOfMerchantDay(merchant: Merchant, now: number): number {
  const offset = merchant.utcOffsetMinutes * 60_000;
  const day = 24 * HOUR;
  return Math.floor((now + offset) / day) * day + day - offset;
}

/** Live matches (started, not over) and upcoming ones in [from, to), as views at `now`. */
export function liveViews(feed: MerchantFeed, now: number): MatchView[] {
  return feed
    .fixtures(now - feed.maxDurationMs, now + 1, now)
    .map((f) => feed.match(f.id, now))
    .filter((view): view is MatchView => view?.state.phase === 'LIVE');
}

/**
 * Hot matches: the most bet on (legs of the merchant's slips in the last day) that still take
 * bets, then live ones, then the next to start.
 */
export async function hotViews(
  db: Queryable,
  merchant: Merchant,
  feed: MerchantFeed,
  now: number,
  books: ReadonlySet<Book>,
  limit: number,
): Promise<MatchView[]> {
  const rows = await db.query<{ match_id: string }>(
    `select l.match_id from sports_legs l join sports_slips s on s.id = l.slip_id
      where s.merchant_id = $1 and s.placed_at > $2::timestamptz
      group by l.match_id order by count(*) desc, l.match_id limit 50`,
    [merchant.id, new Date(now - 24 * HOUR).toISOString()],
  );
  const seen = new Set<string>();
  const picked: MatchView[] = [];
  const consider = (view: MatchView | null) => {
    if (!view || picked.length >= limit || seen.has(view.fixture.id)) return;
    if (!books.has(bookOf(view.fixture.sport)) || !view.state.bettingOpen) return;
    seen.add(view.fixture.id);
    picked.push(view);
  };
  for (const row of rows) consider(feed.match(row.match_id, now));
  for (const view of liveViews(feed, now)) consider(view);
  for (const f of feed.fixtures(now, now + 6 * HOUR, now)) consider(feed.match(f.id, now));
  return picked;
}
