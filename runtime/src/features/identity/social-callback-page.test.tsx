// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { PENDING_KEY, SOCIAL_MESSAGE } from './social-flow.ts';
import SocialCallbackPage from './social-callback-page.tsx';
import { FEATURES } from '../../registry.ts';

const STATE = 'S'.repeat(43);
const RESULT = {
  token: 'tok',
  account: 'player',
  nickname: 'player',
  customerId: '7',
  isAgent: 0,
  toUpline: false,
  memberLabel: [],
  firstTimeLogin: true,
  passwordExpired: false,
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

function renderAt(search: string) {
  const platform = fakePlatform({ 'POST /wps/session/login/social': () => ok(RESULT) });
  configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
  window.history.replaceState(null, '', `/social/callback${search}`);
  render(
    <SiteProviders site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}>
      <SocialCallbackPage titleKey="page.login" />
    </SiteProviders>,
  );
  return platform;
}

describe('the /social/callback page', () => {
  it('in the popup, hands code and state to the opener on its own origin and logs nobody in itself', () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', {
      value: { closed: false, postMessage },
      configurable: true,
    });
    const platform = renderAt(`?code=abc&state=${STATE}`);
    expect(postMessage).toHaveBeenCalledWith(
      { type: SOCIAL_MESSAGE, state: STATE, code: 'abc' },
      window.location.origin,
    );
    expect(platform.calls).toHaveLength(0);
  });

  it('after a full-page redirect, finishes the login and stores the session', async () => {
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ provider: 'google', state: STATE, returnTo: '/index' }),
    );
    const platform = renderAt(`?code=abc&state=${STATE}`);
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok'));
    expect(platform.calls[0]?.body).toMatchObject({
      provider: 'google',
      state: STATE,
      code: 'abc',
    });
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('says the popup was closed for a callback nobody waits for, or a cancelled one', () => {
    renderAt(`?code=abc&state=${STATE}`);
    expect(screen.getByTestId('social-error').textContent).toBe(en['error.POPUP_CLOSED']);
    cleanup();
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ provider: 'google', state: STATE, returnTo: '/index' }),
    );
    renderAt(`?error=access_denied&state=${STATE}`);
    return waitFor(() =>
      expect(screen.getByTestId('social-error').textContent).toBe(en['error.POPUP_CLOSED']),
    );
  });
});
