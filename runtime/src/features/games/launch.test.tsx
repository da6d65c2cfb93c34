// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../app/router/routes.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import { ok, type fakePlatform, type Handler } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import GamePage from './game-page.tsx';
import { fundsFixture, gameRoutes, recording, type Asked } from './game-test-platform.ts';
import LiveLobby from './live-lobby.tsx';
import PvpLobby from './pvp-lobby.tsx';
import SlotsLobby from './slots-lobby.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

type Platform = ReturnType<typeof fakePlatform> & { asked: Asked[] };
const queryOf = (platform: Platform, path: string, method = 'GET') =>
  platform.asked.filter((c) => c.path === path && c.method === method).map((c) => c.params);
/** A game can show twice (the popular strip and the grid): the first will do. */
const first = async (testId: string) => {
  const [element] = await screen.findAllByTestId(testId);
  if (!element) throw new Error(`no ${testId}`);
  return element;
};
const launches = (platform: Platform) =>
  platform.calls.filter((c) => c.path === '/wps/game/launchGame');

function renderLobbies(path: string, extra: Record<string, Handler> = {}) {
  const asked: Asked[] = [];
  const platform = { ...platformAnswering(recording(gameRoutes(extra), asked), 'token'), asked };
  const rendered = renderInSite(
    <Routes>
      <Route path="/rng" element={<SlotsLobby titleKey="category.RNG" />} />
      <Route path="/live" element={<LiveLobby titleKey="category.LIVE" />} />
      <Route path="/pvp" element={<PvpLobby titleKey="category.PVP" />} />
      <Route path="/game" element={<GamePage />} />
    </Routes>,
    { path },
  );
  return { platform, ...rendered };
}

describe('starting a game (spec §4)', () => {
  it('asks a visitor to log in and launches nothing', async () => {
    const { platform, store } = renderLobbies('/rng');
    fireEvent.click(await first('game-play-1'));
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
    expect(launches(platform)).toEqual([]);
  });

  it('lets a visitor try a demo game for fun without logging in', async () => {
    const { platform } = renderLobbies('/rng');
    fireEvent.click(await first('game-demo-1'));
    const frame = await screen.findByTestId('game-iframe');
    expect(frame.getAttribute('src')).toBe('https://games.test/demo/1');
    expect(screen.getByText('Fun mode')).toBeTruthy();
    expect(launches(platform)).toEqual([]);
  });

  it('launches a member for money and shows the game in the frame', async () => {
    storeSession();
    const { platform } = renderLobbies('/rng');
    fireEvent.click(await first('game-play-1'));
    const frame = await screen.findByTestId('game-iframe');
    expect(frame.getAttribute('src')).toBe('https://games.test/play/1?t=abc');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.getByTestId('game-frame').textContent).toContain('Starfall Sevens');
    const [call] = launches(platform);
    expect(call?.headers.get('authorization') ?? call?.headers.get('token')).toBeTruthy();
    expect(queryOf(platform, '/wps/game/launchGame')[0]).toMatchObject({
      gameId: '1',
      accountType: '1',
      confirmTrans: '0',
    });
  });

  it('opens a VASSALAGE vendor as a popup of its own games, and a pick starts that game', async () => {
    storeSession();
    const { platform } = renderLobbies('/live');
    fireEvent.click(await screen.findByTestId('vendor-card-LUMEN'));
    const popup = await screen.findByTestId('vassalage-popup');
    await within(popup).findByTestId('vassalage-game-11');
    expect(within(popup).getByText('Velvet Roulette')).toBeTruthy();
    expect(within(popup).getByText('Jade Baccarat')).toBeTruthy();
    expect(within(popup).queryByText('Starfall Sevens')).toBeNull();
    expect(queryOf(platform, '/wps/games/list').some((q) => q?.vendor === 'LUMEN')).toBe(true);
    fireEvent.click(within(popup).getByTestId('vassalage-game-12'));
    expect((await screen.findByTestId('game-iframe')).getAttribute('src')).toContain('/play/12');
  });

  it('launches a live table from its card, with its limits and road on show', async () => {
    storeSession();
    const { platform } = renderLobbies('/live');
    const table = await screen.findByTestId('live-table-11');
    expect(table.textContent).toContain('$1.00');
    expect(table.textContent).toContain('$5,000.00');
    expect(within(table).getAllByRole('listitem')).toHaveLength(5);
    expect(within(table).getByTestId('live-phase-11').textContent).toMatch(/^Place bets(12|11)s$/);
    fireEvent.click(within(table).getByRole('button', { name: 'Play Velvet Roulette' }));
    await screen.findByTestId('game-iframe');
    expect(queryOf(platform, '/wps/game/launchGame')[0]).toMatchObject({ gameId: '11' });
  });

  it('asks how much to move before a TRANSFER vendor, then sends confirmTrans with the amount', async () => {
    storeSession();
    const { platform } = renderLobbies('/rng');
    fireEvent.click(await screen.findByTestId('game-play-4'));
    const dialog = await screen.findByTestId('transfer-confirm');
    expect((await within(dialog).findByTestId('transfer-main')).textContent).toBe('$100.00');
    expect(launches(platform)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByTestId('transfer-submit'));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(launches(platform)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('transfer-all'));
    fireEvent.click(within(dialog).getByTestId('transfer-submit'));
    await screen.findByTestId('game-iframe');
    const query = queryOf(platform, '/wps/game/launchGame')[0];
    expect(query).toMatchObject({ gameId: '4', confirmTrans: '1', transferAmount: '10000' });
    expect(query?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('tells a member with nothing in main or the vendor wallet to deposit, and moves nothing', async () => {
    storeSession();
    const { platform, store } = renderLobbies('/rng', {
      'GET /wps/member/info/funds/consolidated': () => ok(fundsFixture(0, 0)),
    });
    fireEvent.click(await screen.findByTestId('game-play-4'));
    const empty = await screen.findByTestId('transfer-empty');
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('transfer-skip')).toBeNull();
    fireEvent.click(within(empty).getByRole('button'));
    expect(store.get(openModalAtom)).toEqual({ id: 'memberCentre', page: 'depositv2' });
    expect(launches(platform)).toEqual([]);
  });

  it('seats a member in a PVP room by its room id', async () => {
    storeSession();
    const { platform } = renderLobbies('/pvp');
    expect((await screen.findByTestId('pvp-join-duel-gold')).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('pvp-join-duel-bronze'));
    const dialog = await screen.findByTestId('transfer-confirm');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByTestId('transfer-submit'));
    await screen.findByTestId('game-iframe');
    expect(queryOf(platform, '/wps/game/launchGame')[0]).toMatchObject({
      gameId: '21',
      roomId: 'duel-bronze',
      transferAmount: '1000',
    });
  });
});

describe('favourites', () => {
  it('asks a visitor to log in when they click a star', async () => {
    const { platform, store } = renderLobbies('/rng');
    fireEvent.click(await first('game-fav-1'));
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
    expect(platform.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds and removes a favourite on the server and marks every tile of it', async () => {
    storeSession();
    const { platform } = renderLobbies('/rng');
    await screen.findByTestId('game-grid');
    const stars = () => screen.getAllByTestId('game-fav-1');
    fireEvent.click(stars()[0] as HTMLElement);
    await waitFor(() =>
      expect(stars().every((s) => s.getAttribute('aria-pressed') === 'true')).toBe(true),
    );
    await waitFor(() =>
      expect(
        platform.calls.some((c) => c.method === 'POST' && c.path === '/wps/games/favourites'),
      ).toBe(true),
    );
    expect(platform.calls.find((c) => c.method === 'POST')?.body).toEqual({ gameId: 1 });
    fireEvent.click(stars()[0] as HTMLElement);
    await waitFor(() =>
      expect(stars().every((s) => s.getAttribute('aria-pressed') === 'false')).toBe(true),
    );
    await waitFor(() =>
      expect(queryOf(platform, '/wps/games/favourites', 'DELETE')).toEqual([{ gameId: '1' }]),
    );
  });
});
