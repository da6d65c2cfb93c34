// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import { Route, Routes } from '../../app/router/routes.tsx';
import { fail, ok, type Handler } from '../../testing/fake-platform.ts';
import {
  platformAnswering,
  renderInSite,
  storeSession,
  type SiteRenderOptions,
} from '../../testing/render-site.tsx';
import ur from '../../i18n/dictionaries/ur.json';
import { statusFixture } from '../../testing/fixtures.ts';
import { lotteryRoutes } from './lottery-fixtures.ts';
import { lotteryFeature } from './feature.ts';
import LotteryPage from './lottery-page.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

/** Server time in the fixtures: the status call's, which the site's clock offset follows. */
const NOW = statusFixture('aurora').serverTime;

function renderLottery(
  path: string,
  extra: Record<string, Handler> = {},
  reader: Pick<SiteRenderOptions, 'language' | 'dictionary'> = {},
) {
  const platform = platformAnswering(lotteryRoutes(NOW, undefined, extra), 'token');
  const rendered = renderInSite(
    <Routes>
      <Route path="/lottery" element={<LotteryPage titleKey="category.LOTT" category="LOTT" />} />
      <Route path="/elott" element={<LotteryPage titleKey="category.ELOTT" category="ELOTT" />} />
    </Routes>,
    { path, now: Date.now(), ...reader },
  );
  return { platform, ...rendered };
}

const buys = (platform: ReturnType<typeof platformAnswering>) =>
  platform.calls.filter((c) => c.method === 'POST' && c.path === '/lotto/lgw/tickets');

describe('the lottery lobby', () => {
  it("lists the merchant's games, each with a countdown to its close and its last result", async () => {
    renderLottery('/lottery');
    const north = await screen.findByTestId('lottery-game-VN_NORTH');
    expect(north.textContent).toContain('North lottery');
    // Closes 42:17 after the server's now (a loaded machine may take a few seconds to get here).
    const left = (id: string) => screen.getByTestId(`countdown-${id}`).textContent ?? '';
    await waitFor(() => expect(left('VN_NORTH')).toMatch(/^4[12]:\d\d$/));
    expect(left('FAST5')).toMatch(/^0[01]:\d\d$/);
    expect(left('DAILY4')).toMatch(/^3:1[12]:\d\d$/);
    expect(within(screen.getByTestId('lottery-game-FAST5')).getByLabelText('40917')).toBeTruthy();
    expect(north.getAttribute('href')).toBe('/lottery?gameCode=VN_NORTH&playType=lo2');
  });

  it("names the game groups in the reader's language, not the platform's English label", async () => {
    renderLottery('/lottery', {}, { language: 'UR', dictionary: ur });
    await screen.findByTestId('lottery-game-VN_NORTH');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toContain(ur['lottery.group.VN']);
    expect(tabs.join(' ')).not.toMatch(/lottery|numbers/i);
  });

  it('shows the latest Vietnamese numbers (spec §7, count 20)', async () => {
    const { platform } = renderLottery('/lottery');
    const strip = await screen.findByTestId('recent-numbers');
    expect(strip.textContent).toContain('TP.HCM');
    const asked = platform.calls.find((c) => c.path === '/lgw/vn/numeros/opened/game');
    expect(asked).toBeTruthy();
  });
});

describe('a game view', () => {
  it('/lottery?gameCode=&playType= opens that game on that play type', async () => {
    renderLottery('/lottery?gameCode=VN_NORTH&playType=de');
    await screen.findByTestId('game-view');
    expect(screen.getByTestId('play-de').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('play-lo2').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('open-draw-ref').textContent).toBe('20261124-0301');
    expect(screen.getByTestId('draw-panel').textContent).toContain('sha256 a3f1c09e5b7d2e4f');
  });

  it("reads a member's open draw number (spec §7 opened numero) and the member's tickets", async () => {
    storeSession();
    const { platform } = renderLottery('/lottery?gameCode=FAST5&playType=pos1');
    await screen.findByTestId('game-view');
    await waitFor(() =>
      expect(platform.calls.some((c) => c.path === '/lotto/lgw/games/opened/numero')).toBe(true),
    );
    expect((await screen.findByTestId('my-tickets')).textContent).toContain('27 · 45');
  });

  it('asks a visitor to log in instead of buying', async () => {
    const { platform, store } = renderLottery('/lottery?gameCode=VN_NORTH&playType=lo2');
    fireEvent.click(await screen.findByTestId('ball-27'));
    fireEvent.click(screen.getByTestId('lottery-buy'));
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
    expect(buys(platform)).toEqual([]);
  });

  it('buys with the right body once per key, and a second ticket gets a new key', async () => {
    storeSession();
    const { platform } = renderLottery('/lottery?gameCode=VN_NORTH&playType=lo2');
    fireEvent.click(await screen.findByTestId('ball-27'));
    fireEvent.click(screen.getByTestId('ball-45'));
    fireEvent.change(screen.getByTestId('lottery-units'), { target: { value: '10' } });
    // 10 points × 23 × 1,000 đ-units × 2 numbers at the fixture's unit stake of 1000 minor units.
    expect(screen.getByTestId('lottery-stake').textContent).toContain('4,600.00');
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await screen.findByText(/Ticket 9f3a1c2b4d5e6f70 bought/);
    const [first] = buys(platform);
    expect(first?.body).toMatchObject({
      drawId: 301,
      playType: 'lo2',
      picks: ['27', '45'],
      units: 10,
    });
    expect(buys(platform)).toHaveLength(1);
    // The same numbers again: a second ticket, so a second key.
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await waitFor(() => expect(buys(platform)).toHaveLength(2));
    const keys = buys(platform).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a purchase lost on the network with the same key', async () => {
    storeSession();
    let attempts = 0;
    const { platform } = renderLottery('/lottery?gameCode=VN_NORTH&playType=de', {
      'POST /lotto/lgw/tickets': () =>
        ++attempts === 1 ? fail('NETWORK') : ok({ ticket: { ticketNo: 'x' }, balance: 0 }),
    });
    fireEvent.click(await screen.findByTestId('ball-07'));
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await waitFor(() => expect(buys(platform)).toHaveLength(1));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await waitFor(() => expect(buys(platform)).toHaveLength(2));
    const [a, b] = buys(platform).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(a).toBe(b);
  });

  it("says so in the player's language when betting has closed", async () => {
    storeSession();
    renderLottery('/lottery?gameCode=FAST5&playType=pos1', {
      'POST /lotto/lgw/tickets': () => fail('BETTING_CLOSED'),
    });
    fireEvent.click(await screen.findByTestId('pick-3'));
    fireEvent.click(screen.getByTestId('lottery-buy'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Betting has closed on this match or draw.',
    );
  });

  it('verifies a past draw from its revealed seed', async () => {
    renderLottery('/lottery?gameCode=FAST5&playType=pos1');
    fireEvent.click(await screen.findByTestId('verify-100'));
    expect((await screen.findByRole('status')).textContent).toContain('Verified');
  });
});

describe('starting a lottery vendor (spec §4)', () => {
  const launchTo =
    (url: string, mode: string): Handler =>
    () =>
      ok({
        mode,
        url,
        lottoArea: mode === 'SEA_LOBBY' ? 'VN' : null,
        launchMode: 'LOTT',
        prizeMode: null,
        lottoGameCode: null,
        lottoView: mode === 'DIRECT' ? 'betting' : 'lobby',
        device: 'desktop',
        backUrl: '/lottery',
        language: 'EN',
      });

  it('TCG_SEA opens the Vietnamese lottery lobby', async () => {
    storeSession();
    renderLottery('/lottery?vendor=TCG_SEA', {
      'GET /lotto/lgw/launch': launchTo('/lottery?lottoArea=VN&prizeMode=SEA', 'SEA_LOBBY'),
    });
    await screen.findByTestId('lottery-game-VN_NORTH');
    await waitFor(() => expect(screen.queryByTestId('lottery-game-FAST5')).toBeNull());
  });

  it('GPI starts its game directly', async () => {
    storeSession();
    renderLottery('/lottery?vendor=GPI', {
      'GET /lotto/lgw/launch': launchTo('/lottery?gameCode=DAILY4&playType=straight4', 'DIRECT'),
    });
    await screen.findByTestId('game-view');
    expect(screen.getByTestId('play-straight4').getAttribute('aria-current')).toBe('page');
  });

  it('any other vendor goes to the lobby', async () => {
    storeSession();
    const { platform } = renderLottery('/lottery?vendor=TCG', {
      'GET /lotto/lgw/launch': launchTo('/lottery', 'LOBBY'),
    });
    await screen.findByTestId('lottery-game-FAST5');
    expect(platform.calls.some((c) => c.path === '/lotto/lgw/launch')).toBe(true);
    expect(screen.queryByTestId('game-view')).toBeNull();
  });

  it('asks a visitor to log in and shows the lobby', async () => {
    const { store, platform } = renderLottery('/lottery?vendor=TCG_SEA');
    await screen.findByTestId('lottery-game-FAST5');
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
    expect(platform.calls.some((c) => c.path === '/lotto/lgw/launch')).toBe(false);
  });
});

describe('the lottery routes and nav', () => {
  it('serves /lottery header-only, /lott and /elott, and sends nav vendors through the launch', () => {
    const routes = Object.fromEntries(lotteryFeature.routes?.map((r) => [r.path, r.layout]) ?? []);
    expect(routes).toEqual({ '/lottery': 'header-only', '/lott': 'full', '/elott': 'full' });
    const hrefs = lotteryFeature.navTabs?.map((tab) => tab.vendorHref?.('TCG_SEA'));
    expect(hrefs).toEqual(['/lottery?vendor=TCG_SEA', '/lottery?vendor=TCG_SEA']);
  });
});
