// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_CALLBACK_PATH } from '../../../../contract/social.ts';
import { configureCall } from '../../app/api/call.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SOCIAL_CALLBACK_ROUTE } from './feature.ts';
import {
  SOCIAL_MESSAGE,
  acceptCallbackMessage,
  postToOpener,
  readCallback,
  socialSignIn,
} from './social-flow.ts';

const ORIGIN = 'https://aurora.example';
const STATE = 'S'.repeat(43);

afterEach(() => {
  vi.useRealTimers();
});

describe('the social sign-in callback', () => {
  it('reads code and state, and makes Cancel or a missing code an error', () => {
    expect(readCallback(`?code=abc&state=${STATE}`)).toEqual({ state: STATE, code: 'abc' });
    expect(readCallback(`?error=access_denied&state=${STATE}`)).toEqual({
      state: STATE,
      code: undefined,
      error: 'access_denied',
    });
    expect(readCallback(`?state=${STATE}`)?.error).toBe('missing_code');
    expect(readCallback('?code=abc')).toBeUndefined();
  });

  it('accepts a message only from its own origin, of its type, for its state', () => {
    const data = { type: SOCIAL_MESSAGE, state: STATE, code: 'abc' };
    expect(acceptCallbackMessage({ origin: ORIGIN, data }, ORIGIN, STATE)).toEqual({
      state: STATE,
      code: 'abc',
      error: undefined,
    });
    expect(acceptCallbackMessage({ origin: 'https://evil.example', data }, ORIGIN, STATE)).toBe(
      undefined,
    );
    expect(
      acceptCallbackMessage({ origin: ORIGIN, data: { ...data, type: 'other' } }, ORIGIN, STATE),
    ).toBeUndefined();
    expect(
      acceptCallbackMessage({ origin: ORIGIN, data: { ...data, state: 'X' } }, ORIGIN, STATE),
    ).toBeUndefined();
    expect(acceptCallbackMessage({ origin: ORIGIN, data: null }, ORIGIN, STATE)).toBeUndefined();
    expect(acceptCallbackMessage({ origin: ORIGIN, data: 'text' }, ORIGIN, STATE)).toBeUndefined();
  });

  it('posts to the opener with its own origin as the target, and reports a missing opener', () => {
    const postMessage = vi.fn();
    const win = { opener: { closed: false, postMessage }, location: { origin: ORIGIN } };
    expect(postToOpener({ state: STATE, code: 'abc' }, win as unknown as Window)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { type: SOCIAL_MESSAGE, state: STATE, code: 'abc' },
      ORIGIN,
    );
    const alone = { opener: null, location: { origin: ORIGIN } };
    expect(postToOpener({ state: STATE }, alone as unknown as Window)).toBe(false);
  });

  it('is the route the platform redirects to', () => {
    expect(SOCIAL_CALLBACK_ROUTE).toBe(SOCIAL_CALLBACK_PATH);
  });
});

describe('socialSignIn', () => {
  const platform = fakePlatform({
    'POST /wps/session/social/start': () =>
      ok({ authorizeUrl: 'https://platform.example/authorize', state: STATE }),
    'POST /wps/session/login/social': () =>
      ok({
        token: 't',
        account: 'player',
        nickname: 'player',
        customerId: '1',
        isAgent: 0,
        toUpline: false,
        memberLabel: [],
        firstTimeLogin: true,
        passwordExpired: false,
      }),
  });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });

  /** A window whose popup the test drives, with real event listeners. */
  function fakeWindow(popupAllowed = true) {
    const target = new EventTarget();
    const popup = { closed: false, close: vi.fn(), location: { href: '' } };
    const win = {
      open: vi.fn(() => (popupAllowed ? popup : null)),
      location: { origin: ORIGIN, pathname: '/games', search: '?x=1', assign: vi.fn() },
      sessionStorage,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      setInterval: globalThis.setInterval.bind(globalThis),
      clearInterval: globalThis.clearInterval.bind(globalThis),
      setTimeout: globalThis.setTimeout.bind(globalThis),
    };
    const post = (origin: string, data: unknown) =>
      target.dispatchEvent(Object.assign(new Event('message'), { origin, data }));
    return { win: win as unknown as Window, popup, post, raw: win };
  }

  it('logs in with the code the popup posts back, ignoring other origins', async () => {
    const { win, popup, post } = fakeWindow();
    const done = socialSignIn('google', 'client-0123456789abcdef', win);
    await vi.waitFor(() => expect(popup.location.href).toBe('https://platform.example/authorize'));
    post('https://evil.example', { type: SOCIAL_MESSAGE, state: STATE, code: 'stolen' });
    post(ORIGIN, { type: SOCIAL_MESSAGE, state: STATE, code: 'abc' });
    await expect(done).resolves.toMatchObject({ account: 'player' });
    const loginCall = platform.calls.find((c) => c.path === '/wps/session/login/social');
    expect(loginCall?.body).toMatchObject({ provider: 'google', state: STATE, code: 'abc' });
    expect(popup.close).toHaveBeenCalled();
  });

  it('answers POPUP_CLOSED when the popup closes without an answer, or the visitor cancels', async () => {
    const closed = fakeWindow();
    const first = socialSignIn('google', 'client-0123456789abcdef', closed.win);
    await vi.waitFor(() => expect(closed.popup.location.href).not.toBe(''));
    closed.popup.closed = true;
    await expect(first).rejects.toMatchObject({ code: 'POPUP_CLOSED' });

    const cancelled = fakeWindow();
    const second = socialSignIn('facebook', 'client-0123456789abcdef', cancelled.win);
    await vi.waitFor(() => expect(cancelled.popup.location.href).not.toBe(''));
    cancelled.post(ORIGIN, { type: SOCIAL_MESSAGE, state: STATE, error: 'access_denied' });
    await expect(second).rejects.toMatchObject({ code: 'POPUP_CLOSED' });
  });

  it('goes to the provider in the page itself when popups are blocked', async () => {
    const { win, raw } = fakeWindow(false);
    await expect(socialSignIn('google', 'client-0123456789abcdef', win)).resolves.toBe(
      'redirected',
    );
    expect(raw.location.assign).toHaveBeenCalledWith('https://platform.example/authorize');
    expect(JSON.parse(sessionStorage.getItem('socialPending') ?? '{}')).toEqual({
      provider: 'google',
      state: STATE,
      returnTo: '/games?x=1',
    });
  });
});
