import type { Hono } from 'hono';
import { PlatformError } from '../../../contract/errors.ts';
import {
  cockfightFights,
  sportsChanges,
  sportsHot,
  sportsLeagues,
  sportsLobby,
  sportsMatch,
  sportsPlace,
  sportsSlips,
} from '../../../contract/sports.ts';
import type { AppEnv, CallContext } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import { feedOf, openBooks } from './books.ts';
import type { MatchView, MerchantFeed } from './feed.ts';
import {
  booksShown,
  cardOf,
  endOfMerchantDay,
  hotViews,
  liveViews,
  LOOK_AHEAD_MS,
  marketOut,
  matchesFilter,
} from './lobby.ts';
import { placeSlip } from './slip-place.ts';
import { listSlips } from './slip-read.ts';

const lang = (language: string | undefined) => (language ?? 'EN').trim().toUpperCase();
const DAY = 24 * 3_600_000;

function bookContext(call: CallContext): { feed: MerchantFeed; now: number } {
  const services = call.c.get('services');
  return { feed: feedOf(services.providers.sportsFeed, call.merchant), now: services.clock.now() };
}

const paged = <T>(items: readonly T[], page: number, pageSize: number) => ({
  items: items.slice((page - 1) * pageSize, page * pageSize),
  total: items.length,
  page,
  pageSize,
});

/** The sportsbook, e-sports and cockfight calls (docs/sportsbook.md). */
export function registerSportsRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, sportsLobby, async (input, call) => {
    const { feed, now } = bookContext(call);
    const books = booksShown(call.merchant, input.book);
    const language = lang(input.language);
    let views: MatchView[];
    if (input.view === 'hot') views = await hotViews(call.db, call.merchant, feed, now, books, 20);
    else if (input.view === 'live') views = liveViews(feed, now);
    else {
      const midnight = endOfMerchantDay(call.merchant, now);
      const [from, to] = input.view === 'today' ? [now, midnight] : [midnight, now + LOOK_AHEAD_MS];
      const fixtures = feed.fixtures(from, to, now).filter((f) => matchesFilter(f, books, input));
      const page = paged(fixtures, input.page, input.pageSize);
      const items = page.items
        .map((f) => feed.match(f.id, now))
        .filter((v): v is MatchView => v !== null);
      return {
        ...page,
        items: items.map((v) => cardOf(v, call.merchant, language, new Set())),
        version: now,
      };
    }
    const kept = views.filter((v) => matchesFilter(v.fixture, books, input));
    const hot = new Set(input.view === 'hot' ? kept.map((v) => v.fixture.id) : []);
    const page = paged(kept, input.page, input.pageSize);
    return {
      ...page,
      items: page.items.map((v) => cardOf(v, call.merchant, language, hot)),
      version: now,
    };
  });

  registerEndpoint(app, sportsLeagues, (input, call) => {
    const { feed, now } = bookContext(call);
    const books = booksShown(call.merchant, input.book);
    const language = lang(input.language);
    const leagues = new Map<
      string,
      {
        id: string;
        sport: MatchView['fixture']['sport'];
        name: string;
        live: number;
        upcoming: number;
      }
    >();
    for (const f of feed.fixtures(now - feed.maxDurationMs, now + LOOK_AHEAD_MS, now)) {
      if (!matchesFilter(f, books, {})) continue;
      const started = f.startsAt <= now;
      if (started && feed.match(f.id, now)?.state.phase !== 'LIVE') continue;
      const entry = leagues.get(f.league.id) ?? {
        id: f.league.id,
        sport: f.sport,
        name: f.league.names[language] ?? f.league.names['EN'] ?? f.league.id,
        live: 0,
        upcoming: 0,
      };
      if (started) entry.live += 1;
      else entry.upcoming += 1;
      leagues.set(f.league.id, entry);
    }
    return [...leagues.values()];
  });

  registerEndpoint(app, sportsMatch, (input, call) => {
    const { feed, now } = bookContext(call);
    const view = feed.match(input.id, now);
    const books = new Set(openBooks(call.merchant));
    if (!view || !matchesFilter(view.fixture, books, {})) throw new PlatformError('NOT_FOUND');
    const inPlay = view.state.phase === 'LIVE';
    return {
      ...cardOf(view, call.merchant, lang(input.language), new Set()),
      markets: view.markets.map((m) => marketOut(m, call.merchant.currency.minorUnits, inPlay)),
      version: now,
    };
  });

  registerEndpoint(app, sportsChanges, (input, call) => {
    const { feed, now } = bookContext(call);
    const books = booksShown(call.merchant, input.book);
    const named = input.ids
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .slice(0, 20);
    const ids = named?.length
      ? named
      : feed
          .fixtures(now - feed.maxDurationMs, now + 3_600_000, now)
          .filter((f) => matchesFilter(f, books, {}))
          .map((f) => f.id);
    const fresh = input.since > now || now - input.since > 10 * 60_000;
    const matches = [];
    for (const id of ids) {
      const view = feed.match(id, now);
      if (
        !view ||
        (!named?.length && view.state.phase !== 'LIVE' && view.state.phase !== 'SCHEDULED')
      )
        continue;
      const before = fresh ? null : feed.match(id, input.since);
      const same =
        before &&
        JSON.stringify([before.state, before.markets]) ===
          JSON.stringify([view.state, view.markets]);
      if (same) continue;
      const inPlay = view.state.phase === 'LIVE';
      matches.push({
        id,
        state: view.state,
        markets: view.markets.map((m) => marketOut(m, call.merchant.currency.minorUnits, inPlay)),
      });
    }
    return { version: now, matches };
  });

  registerEndpoint(app, sportsHot, async (input, call) => {
    const { feed, now } = bookContext(call);
    const books = booksShown(call.merchant, input.book);
    const views = await hotViews(call.db, call.merchant, feed, now, books, input.limit);
    const hot = new Set(views.map((v) => v.fixture.id));
    return views.map((v) => cardOf(v, call.merchant, lang(input.language), hot));
  });

  registerEndpoint(app, sportsPlace, async (input, call) => {
    const { feed, now } = bookContext(call);
    const { member } = sessionOf(call);
    return placeSlip(call.db, feed, call.merchant, member, input, now);
  });

  registerEndpoint(app, sportsSlips, (input, call) =>
    listSlips(call.db, sessionOf(call).member.id, input),
  );

  registerEndpoint(app, cockfightFights, (input, call) => {
    const { feed, now } = bookContext(call);
    const books = booksShown(call.merchant, 'COCKFIGHT');
    const language = lang(input.language);
    const upcoming = input.view === 'upcoming';
    const [from, to] = upcoming
      ? [now - feed.maxDurationMs, now + LOOK_AHEAD_MS]
      : [now - DAY, now];
    const views = feed
      .fixtures(from, to, now)
      .filter((f) => f.sport === 'COCKFIGHT' && matchesFilter(f, books, {}))
      .map((f) => feed.match(f.id, now))
      .filter((v): v is MatchView => v !== null)
      .filter((v) => (['SCHEDULED', 'LIVE'].includes(v.state.phase) ? upcoming : !upcoming));
    if (!upcoming) views.reverse();
    const page = paged(views, input.page, input.pageSize);
    return {
      ...page,
      items: page.items.map((v) => cardOf(v, call.merchant, language, new Set())),
      version: now,
    };
  });
}
