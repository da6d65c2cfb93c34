// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from '../../app/router/routes.tsx';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import { lobbyPage, matchFixture, resultMarket } from './sports-fixtures.ts';
import SportsLobby from './sports-lobby.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const HOME = matchFixture();
const AWAY = matchFixture({
  id: 'FB-1-1',
  home: 'Pine Valley',
  away: 'Saltmarsh',
  league: { id: 'L2', name: 'Northern Cup' },
  state: { ...HOME.state, phase: 'SCHEDULED', clock: '', bettingOpen: true },
});

function renderLobby(changes: () => unknown) {
  const platform = platformAnswering({
    'GET /wps/v2/sports/lobby': () => ok(lobbyPage([HOME, AWAY])),
    'GET /wps/v2/sports/leagues': () =>
      ok([{ id: 'L1', sport: 'FOOTBALL', name: 'Coastal Premier', live: 1, upcoming: 4 }]),
    'GET /wps/v2/sports/changes': () => ok(changes()),
  });
  renderInSite(
    <Routes>
      <Route
        path="/sports"
        element={<SportsLobby titleKey="category.SPORTS" category="SPORTS" />}
      />
    </Routes>,
    { path: '/sports' },
  );
  return platform;
}

describe('sports lobby (spec §2.6)', () => {
  it('lists matches grouped by league with the live score and the main prices', async () => {
    renderLobby(() => ({ version: 10, matches: [] }));
    const row = await screen.findByTestId('match-FB-1-0');
    expect(row.textContent).toContain('Harbour City');
    expect(row.textContent).toContain("63'");
    expect(
      within(row)
        .getAllByTestId('odds-button')
        .map((b) => b.textContent),
    ).toEqual(['11.95', 'X3.40', '24.10']);
    expect(screen.getByText('Northern Cup')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Coastal Premier/ })).toBeTruthy();
  });

  it('merges a rolling change: the moved price shows marked, without a reload', async () => {
    let moved = false;
    const platform = renderLobby(() =>
      moved
        ? {
            version: 11,
            matches: [
              {
                id: 'FB-1-0',
                state: { ...HOME.state, clock: "64'", score: { home: 2, away: 0 } },
                markets: [resultMarket('FB-1-0-R', [1400, 4600, 7000])],
              },
            ],
          }
        : { version: 10, matches: [] },
    );
    const row = await screen.findByTestId('match-FB-1-0');
    moved = true;
    await waitFor(
      () => expect(within(row).getAllByTestId('odds-button')[0]?.className).toContain('is-down'),
      { timeout: 5_000 },
    );
    expect(within(row).getAllByTestId('odds-button')[0]?.textContent).toContain('1.40');
    expect(row.textContent).toContain("64'");
    const asked = platform.calls.filter((c) => c.path === '/wps/v2/sports/changes');
    expect(asked[0]?.path).toBe('/wps/v2/sports/changes');
    expect(platform.calls.filter((c) => c.path === '/wps/v2/sports/lobby')).toHaveLength(1);
  }, 10_000);

  it('stores the odds display format on the device', async () => {
    renderLobby(() => ({ version: 10, matches: [] }));
    const row = await screen.findByTestId('match-FB-1-0');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'HK' } });
    expect(within(row).getAllByTestId('odds-button')[0]?.textContent).toBe('10.95');
    expect(localStorage.getItem('wl.oddsFormat')).toBe('HK');
  });
});
