// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '../../app/router/routes.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walletBalance } from '../../../../contract/wallet.ts';
import { useQuery } from '../../app/api/query.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { gamePagePath, readGamePage } from './game-links.ts';
import GamePage from './game-page.tsx';
import { gameRoutes } from './game-test-platform.ts';

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});
afterEach(cleanup);

/** Stands in for the header's balance: reads with the "balance" tag like it does. */
function Balance() {
  const q = useQuery(walletBalance, {}, { tags: ['balance'] });
  return <span data-testid="balance-probe">{q.value?.sum ?? ''}</span>;
}

const game = (protocol: 'SEAMLESS' | 'TRANSFER') =>
  gamePagePath({
    url: 'https://games.test/play/1?t=abc',
    name: 'Starfall Sevens',
    vendor: protocol === 'TRANSFER' ? 'HARBOR' : 'NOVA',
    vendorName: protocol === 'TRANSFER' ? 'Harbor Cards' : 'Nova Reels',
    protocol,
    demo: false,
  });

function renderGame(path: string) {
  const platform = platformAnswering(gameRoutes(), 'token');
  renderInSite(
    <Routes>
      <Route
        path="/game"
        element={
          <>
            <Balance />
            <GamePage />
          </>
        }
      />
      <Route path="/index" element={<p data-testid="home">home</p>} />
    </Routes>,
    { path },
  );
  const reads = () => platform.calls.filter((c) => c.path === '/wps/v2/wallets/balance').length;
  return { platform, reads };
}

const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('the game page (spec §2.1 /game)', () => {
  it('refuses to frame an address that is not http(s) or a path', () => {
    expect(readGamePage(new URLSearchParams({ url: 'javascript:alert(1)' }))).toBeNull();
    expect(readGamePage(new URLSearchParams({}))).toBeNull();
    expect(readGamePage(new URLSearchParams({ url: '/sandbox/g' }))?.url).toBe('/sandbox/g');
  });

  it('says so when no game is open', async () => {
    renderGame('/game');
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('game-iframe')).toBeNull();
  });

  it('re-reads the balance on a wl:balance message from the game origin only', async () => {
    const { reads } = renderGame(game('SEAMLESS'));
    await screen.findByTestId('game-iframe');
    await waitFor(() => expect(screen.getByTestId('balance-probe').textContent).toBe('10000'));
    const before = reads();
    await post({ type: 'wl:balance' }, 'https://evil.test');
    await post({ type: 'nonsense' }, 'https://games.test');
    await post('wl:balance', 'https://games.test');
    expect(reads()).toBe(before);
    await post({ type: 'wl:balance' }, 'https://games.test');
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('asks "Sure to leave the game" before leaving, and stays on Keep playing', async () => {
    renderGame(game('SEAMLESS'));
    fireEvent.click(await screen.findByTestId('game-leave'));
    expect((await screen.findByTestId('notice-dialog')).textContent).toContain(
      'Sure to leave the game?',
    );
    fireEvent.click(screen.getByText('Keep playing'));
    expect(screen.queryByTestId('notice-dialog')).toBeNull();
    expect(screen.getByTestId('game-iframe')).toBeTruthy();
    fireEvent.click(screen.getByTestId('game-leave'));
    fireEvent.click(await screen.findByTestId('game-leave-confirm'));
    expect(await screen.findByTestId('home')).toBeTruthy();
  });

  it('asks to leave when the game posts wl:leave from its origin', async () => {
    renderGame(game('SEAMLESS'));
    await screen.findByTestId('game-iframe');
    await post({ type: 'wl:leave' }, 'https://evil.test');
    expect(screen.queryByTestId('notice-dialog')).toBeNull();
    await post({ type: 'wl:leave' }, 'https://games.test');
    expect(await screen.findByTestId('notice-dialog')).toBeTruthy();
  });

  it('brings a transfer vendor wallet back to main on leaving, unless unticked', async () => {
    const { platform } = renderGame(game('TRANSFER'));
    fireEvent.click(await screen.findByTestId('game-leave'));
    expect((await screen.findByTestId('game-transfer-back')) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByTestId('game-leave-confirm'));
    await screen.findByTestId('home');
    const back = platform.calls.filter((c) => c.path === '/wps/v2/wallets/transfer/all');
    expect(back).toHaveLength(1);
    expect((back[0]?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[\w-]{16,}$/);
  });

  it('leaves a transfer vendor without moving money when the member unticks it', async () => {
    const { platform } = renderGame(game('TRANSFER'));
    fireEvent.click(await screen.findByTestId('game-leave'));
    fireEvent.click(await screen.findByTestId('game-transfer-back'));
    fireEvent.click(screen.getByTestId('game-leave-confirm'));
    await screen.findByTestId('home');
    expect(platform.calls.filter((c) => c.path === '/wps/v2/wallets/transfer/all')).toEqual([]);
  });
});
