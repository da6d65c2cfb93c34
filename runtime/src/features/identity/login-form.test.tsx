// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fail, fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { LoginForm } from './login-form.tsx';
import { FEATURES } from '../../registry.ts';

const challenge = {
  id: 'ch-1',
  width: 300,
  height: 150,
  pieceY: 40,
  background: 'data:image/svg+xml,bg',
  piece: 'data:image/svg+xml,piece',
};
const PNG = 'data:image/png;base64,AAAA';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(loginAnswer: () => ReturnType<typeof ok>, entrance?: 'AGENT') {
  const platform = fakePlatform({
    'POST /wps/captcha/slider': () => ok(challenge),
    'POST /wps/captcha/slider/verify': () => ok({ token: 'slider-token' }),
    'GET /wps/captcha': () => ok(PNG),
    'POST /wps/session/login': loginAnswer,
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
  const store = createStore();
  let done = 0;
  render(
    <SiteProviders site={site} store={store}>
      <LoginForm entrance={entrance} onSuccess={() => (done += 1)} />
    </SiteProviders>,
  );
  return { platform, done: () => done };
}

/** Verifies the slider with the keyboard: arrows move the piece, Enter checks it. */
async function solveSlider() {
  const handle = await screen.findByTestId('slider-handle');
  await screen.findByTestId('slider-background');
  fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'Enter' });
  await screen.findByText(en['slider.success']);
}

describe('the login form', () => {
  it('asks for the username and password before calling the platform', async () => {
    const { platform } = setup(() => ok(null));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(platform.calls.some((c) => c.path === '/wps/session/login')).toBe(false);
  });

  it('shows the image captcha once a failed login carries the captcha flag, and resets the slider', async () => {
    const { platform } = setup(() => fail('BAD_CREDENTIALS', { captcha: true }));
    expect(screen.queryByTestId('field-captcha')).toBeNull();
    fireEvent.change(screen.getByTestId('field-username'), { target: { value: 'someone' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'wrong1' } });
    await solveSlider();
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText(en['error.BAD_CREDENTIALS'])).toBeTruthy();
    expect(screen.getByTestId('field-captcha')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe(PNG));
    // A fresh puzzle replaced the used one.
    await waitFor(() =>
      expect(platform.calls.filter((c) => c.path === '/wps/captcha/slider')).toHaveLength(2),
    );
    const sent = platform.calls.find((c) => c.path === '/wps/session/login')?.body;
    expect(sent).toMatchObject({ type: 'username', username: 'someone', slider: 'slider-token' });
  });

  it('logs in through the agent entrance as an agent only, and tells a player why not', async () => {
    const { platform, done } = setup(() => fail('NOT_AN_AGENT'), 'AGENT');
    fireEvent.change(screen.getByTestId('field-username'), { target: { value: 'player1' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'secret1' } });
    await solveSlider();
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText(en['error.NOT_AN_AGENT'])).toBeTruthy();
    const sent = platform.calls.find((c) => c.path === '/wps/session/login')?.body;
    expect(sent).toMatchObject({ type: 'username', username: 'player1', entrance: 'AGENT' });
    expect(done()).toBe(0);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('records a track and the final x when the slider is verified', async () => {
    const { platform } = setup(() => ok(null));
    await solveSlider();
    const verify = platform.calls.find((c) => c.path === '/wps/captcha/slider/verify');
    const body = verify?.body as { id: string; x: number; track: { x: number; t: number }[] };
    expect(body.id).toBe('ch-1');
    expect(body.x).toBe(6);
    expect(body.track.length).toBeGreaterThanOrEqual(2);
    expect(body.track.at(-1)?.x).toBe(6);
  });
});
