// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-platform.ts';
import { platformAnswering, renderInSite, statusWithout } from '../../testing/render-site.tsx';
import HomePage from './home-page.tsx';

afterEach(cleanup);

const quiet = () => ok([]);

describe('the home page', () => {
  it('mounts the sections other features add (the games) under the category cards', async () => {
    platformAnswering({ 'GET /lgw/games/popular': quiet, 'GET /lgw/games/hot': quiet });
    renderInSite(<HomePage />);
    expect(await screen.findByTestId('home-games')).toBeTruthy();
    expect(screen.getByTestId('home-tile-live')).toBeTruthy();
  });

  it('has no games section while the games module is off', async () => {
    platformAnswering({});
    renderInSite(<HomePage />, { status: statusWithout(['GAMES']) });
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
    expect(screen.queryByTestId('home-games')).toBeNull();
  });
});
