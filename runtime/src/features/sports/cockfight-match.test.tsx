// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from '../../app/router/routes.tsx';
import { ok } from '../../testing/fake-platform.ts';
import { statusFixture } from '../../testing/fixtures.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import CockfightLobby from './cockfight-lobby.tsx';
import { lobbyPage, matchFixture, sportsRoutes } from './sports-fixtures.ts';
import SportsLobby from './sports-lobby.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const FIGHT = matchFixture({
  id: 'CF-1-0',
  sport: 'COCKFIGHT',
  book: 'COCKFIGHT',
  home: 'Storm Hackle',
  away: 'Jade Crest',
  // Five minutes after the server's clock (the status fixture's), which the countdown follows.
  startsAt: new Date(statusFixture('aurora').serverTime + 5 * 60_000).toISOString(),
  state: {
    phase: 'SCHEDULED',
    clock: '',
    score: { home: 0, away: 0 },
    periods: [],
    bettingOpen: true,
  },
  main: {
    id: 'CF-1-0-F',
    kind: 'FIGHT',
    line: null,
    suspended: false,
    selections: [
      { id: 'MERON', odds: 1900 },
      { id: 'WALA', odds: 1880 },
      { id: 'DRAW', odds: 8000 },
    ],
    minStake: 100,
    maxStake: 500_000,
  },
});

describe('cockfight lobby', () => {
  it('offers Meron, Wala and Draw with a countdown to the close, onto the same slip', async () => {
    platformAnswering({
      'GET /wps/v2/cockfight/fights': () => ok(lobbyPage([FIGHT])),
      'GET /wps/v2/sports/changes': () => ok({ version: 10, matches: [] }),
    });
    renderInSite(
      <Routes>
        <Route path="/cockfight" element={<CockfightLobby titleKey="category.COCKFIGHT" />} />
      </Routes>,
      { path: '/cockfight' },
    );
    const fight = await screen.findByTestId('fight-CF-1-0');
    const prices = within(fight).getAllByTestId('odds-button');
    expect(prices.map((b) => b.textContent)).toEqual(['Meron1.90', 'Wala1.88', 'Draw8.00']);
    expect(within(fight).getByTestId('fight-countdown').textContent).toMatch(/Closes in 4:[0-5]\d/);
    fireEvent.click(prices[0] as HTMLElement);
    expect(within(screen.getByTestId('bet-slip')).getByText('Storm Hackle')).toBeTruthy();
  });
});

describe('match view', () => {
  it('shows the scoreboard and every market grouped by kind under ?match=', async () => {
    platformAnswering(sportsRoutes());
    renderInSite(
      <Routes>
        <Route
          path="/sports"
          element={<SportsLobby titleKey="category.SPORTS" category="SPORTS" />}
        />
      </Routes>,
      { path: '/sports?match=FB-9-0' },
    );
    const view = await screen.findByTestId('match-view');
    expect(within(view).getByTestId('scoreboard').textContent).toContain('Harbour City');
    expect(within(view).getByText('Handicap')).toBeTruthy();
    expect(within(view).getByText('Totals')).toBeTruthy();
    expect(within(view).getByText('Handicap -1.5')).toBeTruthy();
    expect(within(view).getByText('Over 2.5')).toBeTruthy();
    // The suspended line takes no bet.
    const suspended = within(screen.getByTestId('market-FB-9-0-T35')).getAllByTestId('odds-button');
    expect(suspended.every((b) => b.hasAttribute('disabled'))).toBe(true);
    await waitFor(
      () =>
        expect(
          within(screen.getByTestId('market-FB-9-0-R'))
            .getAllByTestId('odds-button')
            .some((b) => /is-(up|down)/.test(b.className)),
        ).toBe(true),
      { timeout: 5_000 },
    );
  }, 10_000);
});
