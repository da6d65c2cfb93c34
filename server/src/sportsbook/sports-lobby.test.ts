import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sportsChanges,
  sportsHot,
  sportsLeagues,
  sportsLobby,
  sportsMatch,
} from '../../../contract/sports.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openIdentityApp, type IdentityApp } from '../../testing/identity.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('the sports lobby on %s', (kind) => {
  let t: IdentityApp;
  let now = Date.UTC(2026, 10, 24, 9, 3, 10);
  const clock = { now: () => now };
  beforeAll(async () => {
    t = await openIdentityApp(kind, { clock });
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('filters by sport, league and search, and pages today and the early markets', async () => {
    const today = await t.value(sportsLobby, { view: 'today', sport: 'FOOTBALL', pageSize: 5 });
    expect(today.items).toHaveLength(5);
    expect(today.total).toBeGreaterThan(5);
    expect(today.items.every((m) => m.sport === 'FOOTBALL' && m.state.phase === 'SCHEDULED')).toBe(
      true,
    );
    const second = await t.value(sportsLobby, {
      view: 'today',
      sport: 'FOOTBALL',
      pageSize: 5,
      page: 2,
    });
    expect(second.items[0]?.id).not.toBe(today.items[0]?.id);
    const early = await t.value(sportsLobby, { view: 'early', pageSize: 50 });
    const midnight = Date.UTC(2026, 10, 24, 17); // aurora's day ends at 17:00 UTC (UTC+7)
    expect(early.items.every((m) => Date.parse(m.startsAt) >= midnight - 7 * 60 * MINUTE)).toBe(
      true,
    );
    const league = today.items[0]?.league.id ?? '';
    const byLeague = await t.value(sportsLobby, { view: 'today', league, pageSize: 50 });
    expect(byLeague.items.every((m) => m.league.id === league)).toBe(true);
    const team = today.items[0]?.home ?? '';
    const found = await t.value(sportsLobby, {
      view: 'today',
      search: team.toUpperCase(),
      pageSize: 50,
    });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((m) => m.home === team || m.away === team)).toBe(true);
    const esports = await t.value(sportsLobby, { view: 'live', book: 'ESPORTS', pageSize: 50 });
    expect(esports.items.every((m) => m.sport === 'ESPORTS')).toBe(true);
    // League names follow the language where the data has it.
    const thai = await t.value(sportsLobby, { view: 'today', league, language: 'th', pageSize: 1 });
    expect(thai.items[0]?.league.name).not.toBe(today.items[0]?.league.name);
  });

  it('counts live and upcoming matches per league, without fights unless asked', async () => {
    const leagues = await t.value(sportsLeagues, {});
    expect(leagues.some((l) => l.live > 0)).toBe(true);
    expect(leagues.every((l) => l.sport !== 'COCKFIGHT')).toBe(true);
    const pits = await t.value(sportsLeagues, { book: 'COCKFIGHT' });
    expect(pits.map((l) => l.sport)).toEqual(['COCKFIGHT']);
  });

  it('answers only what moved since a version, and everything for an old one', async () => {
    const first = await t.value(sportsChanges, { since: 0 });
    expect(first.matches.length).toBeGreaterThan(5);
    now += 1_000;
    const next = await t.value(sportsChanges, { since: first.version });
    expect(next.version).toBe(now);
    expect(next.matches.length).toBeLessThan(first.matches.length);
    now += 60_000;
    const minute = await t.value(sportsChanges, { since: next.version });
    expect(minute.matches.length).toBeGreaterThan(0);
    const [one] = first.matches;
    const named = await t.value(sportsChanges, { since: 0, ids: one?.id ?? '' });
    expect(named.matches.map((m) => m.id)).toEqual([one?.id]);
  });

  it('serves hot matches that take bets, and a match page with every market', async () => {
    const hot = await t.value(sportsHot, { limit: 4 });
    expect(hot).toHaveLength(4);
    expect(hot.every((m) => m.hot && m.state.bettingOpen)).toBe(true);
    const page = await t.value(sportsMatch, { id: hot[0]?.id ?? '' });
    expect(page.markets.length).toBe(page.marketCount);
    expect(page.markets.every((m) => m.minStake > 0 && m.maxStake >= m.minStake)).toBe(true);
    expect((await t.fail(sportsMatch, { id: 'nonsense' })).code).toBe('NOT_FOUND');
  });
});
