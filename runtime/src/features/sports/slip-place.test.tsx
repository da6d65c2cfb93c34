// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import { Route, Routes } from '../../app/router/routes.tsx';
import { fail, ok, type Answer } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, storeSession } from '../../testing/render-site.tsx';
import { lobbyPage, matchFixture } from './sports-fixtures.ts';
import SportsLobby from './sports-lobby.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const FIRST = matchFixture({ state: { ...matchFixture().state, phase: 'SCHEDULED', clock: '' } });
const SECOND = matchFixture({
  id: 'FB-1-1',
  home: 'Pine Valley',
  away: 'Saltmarsh',
  state: FIRST.state,
});

const placedSlip = (status = 'OPEN') => ({
  id: 7,
  number: 'S7',
  book: 'SPORTS',
  status,
  stake: 1000,
  totalOdds: 1950,
  potentialPayout: 1950,
  payout: null,
  oddsPolicy: 'NONE',
  refusal: null,
  placedAt: '2026-11-24T11:00:00.000Z',
  acceptAt: null,
  settledAt: null,
  legs: [],
});

function renderSlip(
  place: (body: unknown) => Answer,
  loggedIn = true,
  slips: () => Answer = () => ok({ items: [], total: 0, page: 1, pageSize: 10 }),
) {
  if (loggedIn) storeSession();
  const platform = platformAnswering(
    {
      'GET /wps/v2/sports/lobby': () => ok(lobbyPage([FIRST, SECOND])),
      'GET /wps/v2/sports/leagues': () => ok([]),
      'GET /wps/v2/sports/changes': () => ok({ version: 10, matches: [] }),
      'POST /wps/v2/sports/slips': (body) => place(body),
      'GET /wps/v2/sports/slips': () => slips(),
    },
    'token',
  );
  const view = renderInSite(
    <Routes>
      <Route
        path="/sports"
        element={<SportsLobby titleKey="category.SPORTS" category="SPORTS" />}
      />
    </Routes>,
    { path: '/sports' },
  );
  const placeCalls = () => platform.calls.filter((c) => c.method === 'POST').map((c) => c.body);
  return { ...view, placeCalls };
}

async function tapPrice(matchId: string, index: number) {
  const row = await screen.findByTestId(`match-${matchId}`);
  const button = within(row).getAllByTestId('odds-button')[index];
  if (!button) throw new Error('no price');
  fireEvent.click(button);
}

describe('the bet slip', () => {
  it('places a single with the price the player saw, its stake in minor units and a key', async () => {
    const { placeCalls } = renderSlip(() => ok(placedSlip()));
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      stake: 1000,
      oddsPolicy: 'NONE',
      legs: [{ matchId: 'FB-1-0', marketId: 'FB-1-0-R', selection: 'HOME', odds: 1950 }],
    });
    expect(await screen.findByText(/Bets placed: 1/)).toBeTruthy();
    // The placed stake is cleared; the pick stays for another bet.
    expect((screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME') as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('places a parlay of two matches as one slip with both legs', async () => {
    const { placeCalls } = renderSlip(() => ok(placedSlip()));
    await tapPrice('FB-1-0', 0);
    await tapPrice('FB-1-1', 2);
    fireEvent.click(screen.getByTestId('slip-mode-PARLAY'));
    fireEvent.change(screen.getByTestId('slip-stake-PARLAY'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('slip-policy'), { target: { value: 'HIGHER' } });
    fireEvent.click(screen.getByTestId('slip-place'));
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toMatchObject({
      stake: 500,
      oddsPolicy: 'HIGHER',
      legs: [
        { matchId: 'FB-1-0', selection: 'HOME', odds: 1950 },
        { matchId: 'FB-1-1', selection: 'AWAY', odds: 4100 },
      ],
    });
  });

  it('takes the new prices of an ODDS_CHANGED answer and asks to review them', async () => {
    let answer: Answer = fail('ODDS_CHANGED', {
      legs: [{ matchId: 'FB-1-0', marketId: 'FB-1-0-R', selection: 'HOME', odds: 1800 }],
    });
    const { placeCalls } = renderSlip(() => answer);
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByText(/Prices changed — review and place again/)).toBeTruthy();
    const slip = screen.getByTestId('bet-slip');
    expect(slip.textContent).toContain('1.80');
    expect(slip.textContent).toContain('Price changed from 1.95');

    answer = ok(placedSlip());
    fireEvent.click(screen.getByTestId('slip-place'));
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    const [first, second] = placeCalls() as { key: string; legs: { odds: number }[] }[];
    expect(second?.legs[0]?.odds).toBe(1800);
    expect(second?.key).not.toBe(first?.key);
  });

  it('retries a bet lost on the network with the same idempotency key', async () => {
    let down = true;
    const { placeCalls } = renderSlip(() => {
      if (down) throw new TypeError('Failed to fetch');
      return ok(placedSlip());
    });
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('slip-place').hasAttribute('disabled')).toBe(false),
    );
    down = false;
    fireEvent.click(screen.getByTestId('slip-place'));
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    const [first, second] = placeCalls() as { key: string }[];
    expect(second?.key).toBe(first?.key);
  });

  it('shows "waiting for acceptance" for an in-play slip', async () => {
    renderSlip(() => ok(placedSlip('PENDING')));
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByText(/waiting for acceptance/)).toBeTruthy();
  });

  it('says in words why the book refused an in-play slip, and that the stake came back', async () => {
    const refused = { ...placedSlip('REFUSED'), refusal: 'MARKET_SUSPENDED' };
    renderSlip(
      () => ok(placedSlip('PENDING')),
      true,
      () => ok({ items: [refused], total: 1, page: 1, pageSize: 50 }),
    );
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(
      await screen.findByText(
        'This market is suspended for a moment; please try again shortly. Your stake was returned.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('asks a logged-out visitor to log in instead of placing', async () => {
    const { store, placeCalls } = renderSlip(() => ok(placedSlip()), false);
    await tapPrice('FB-1-0', 0);
    fireEvent.change(screen.getByTestId('slip-stake-FB-1-0:FB-1-0-R:HOME'), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
    expect(placeCalls()).toHaveLength(0);
  });
});
