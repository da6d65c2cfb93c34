// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModalAtom } from '../../app/modals.ts';
import { platformAnswering, renderInSite } from '../../testing/render-site.tsx';
import { gameRoutes } from './game-test-platform.ts';
import HomeGames from './home-games.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the games on the home page', () => {
  it('shows the winners ticker with masked names, the jackpot, and strips that launch', async () => {
    platformAnswering(gameRoutes(), 'token');
    const { store } = renderInSite(<HomeGames />);
    const ticker = await screen.findByTestId('winners-ticker');
    expect(ticker.textContent).toContain('$4,820.00');
    // The loop's second copy is hidden from screen readers.
    expect(within(ticker).getAllByText('a***9')).toHaveLength(2);
    expect(within(ticker).getAllByRole('listitem', { hidden: false })).toHaveLength(3);
    expect(await screen.findByTestId('jackpot-row')).toBeTruthy();
    expect(await screen.findByTestId('hot-strip')).toBeTruthy();
    const popular = await screen.findByTestId('popular-strip');
    fireEvent.click(within(popular).getByTestId('game-play-1'));
    expect(store.get(openModalAtom)).toEqual({ id: 'loginModal' });
  });
});
