// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '../../app/router/routes.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { gameFixture, SLOTS } from './game-fixtures.ts';
import { gameRoutes, recording, type Asked } from './game-test-platform.ts';
import LiveLobby from './live-lobby.tsx';
import SlotsLobby from './slots-lobby.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function renderSlots(path = '/rng', extra = {}) {
  const asked: Asked[] = [];
  platformAnswering(recording(gameRoutes(extra), asked), 'token');
  renderInSite(
    <Routes>
      <Route path="/rng" element={<SlotsLobby titleKey="category.RNG" />} />
      <Route path="/live" element={<LiveLobby titleKey="category.LIVE" />} />
    </Routes>,
    { path },
  );
  /** The last game list query of the grid's first page. */
  const lastList = () =>
    asked.filter((a) => a.path === '/wps/games/list' && a.params.category === 'RNG').at(-1)?.params;
  return { asked, lastList };
}

describe('slots lobby filters (spec §2.6, §9)', () => {
  it('sends min bet 1, 25 lines, the sub-category and the sort to the game list', async () => {
    const { lastList } = renderSlots();
    await screen.findByTestId('game-grid');
    expect(lastList()).toMatchObject({ category: 'RNG', sort: 'popular', page: '1' });
    expect(lastList()).not.toHaveProperty('minBetOne');

    fireEvent.click(screen.getByTestId('filter-min-bet'));
    await waitFor(() => expect(lastList()).toMatchObject({ minBetOne: '1' }));
    fireEvent.click(screen.getByTestId('filter-lines'));
    await waitFor(() => expect(lastList()).toMatchObject({ minBetOne: '1', lines: '25' }));
    fireEvent.click(await screen.findByTestId('filter-sub-JACKPOT'));
    await waitFor(() => expect(lastList()).toMatchObject({ subCategory: 'JACKPOT', lines: '25' }));
    fireEvent.change(screen.getByTestId('filter-sort'), { target: { value: 'az' } });
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'az', subCategory: 'JACKPOT' }));

    fireEvent.click(screen.getByTestId('filter-min-bet'));
    await waitFor(() => expect(lastList()).not.toHaveProperty('minBetOne'));
    expect(screen.getByTestId('filter-min-bet').getAttribute('aria-pressed')).toBe('false');
  });

  it('searches what was typed once typing settles, trimmed', async () => {
    const { lastList } = renderSlots();
    await screen.findByTestId('game-grid');
    fireEvent.change(screen.getByTestId('filter-search'), { target: { value: '  star ' } });
    await waitFor(() => expect(lastList()).toMatchObject({ search: 'star' }));
  });

  it('picks the vendor tab from ?page= and sends it, ignoring an unknown vendor', async () => {
    const { lastList } = renderSlots('/rng?page=NOVA');
    await waitFor(() => expect(lastList()).toMatchObject({ vendor: 'NOVA' }));
    expect(screen.getByTestId('vendor-tab-NOVA').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('vendor-tab-all'));
    await waitFor(() => expect(lastList()).not.toHaveProperty('vendor'));
    cleanup();
    const other = renderSlots('/rng?page=NOPE');
    await screen.findByTestId('game-grid');
    expect(other.lastList()).not.toHaveProperty('vendor');
  });

  it('loads the next page under the first with "load more"', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      gameFixture({ gameId: 500 + i, name: `Reel ${i}` }),
    );
    const { asked } = renderSlots('/rng', {
      'GET /wps/games/list': (_b: unknown, url: URL) => {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        return ok({
          items: many.slice((page - 1) * size, page * size),
          total: 30,
          page,
          pageSize: size,
        });
      },
    });
    await screen.findByTestId('game-tile-523');
    expect(screen.queryByTestId('game-tile-524')).toBeNull();
    fireEvent.click(screen.getByTestId('game-grid-more'));
    await screen.findByTestId('game-tile-529');
    expect(screen.getByTestId('game-tile-500')).toBeTruthy();
    expect(asked.some((a) => a.path === '/wps/games/list' && a.params.page === '2')).toBe(true);
    expect(screen.queryByTestId('game-grid-more')).toBeNull();
  });

  it('shows a member the recent strip from the server, and a visitor none', async () => {
    renderSlots();
    await screen.findByTestId('game-grid');
    expect(screen.queryByTestId('recent-strip')).toBeNull();
    cleanup();
    storeSession();
    renderSlots();
    const strip = await screen.findByTestId('recent-strip');
    expect(strip.textContent).toContain(SLOTS[2]?.name);
  });

  it('ticks a jackpot pool up between reads', async () => {
    renderSlots();
    const amount = await screen.findByTestId('jackpot-amount-2');
    const before = amount.textContent;
    expect(before).toBe('$12,543.00');
    await waitFor(() => expect(amount.textContent).not.toBe(before), { timeout: 10_000 });
  });
});

describe('a vendor from the nav dropdown (spec §2.2)', () => {
  it('opens a VASSALAGE vendor as its popup of games', async () => {
    renderSlots('/live?page=LUMEN&open=1');
    expect(await screen.findByTestId('vassalage-popup')).toBeTruthy();
  });
});
