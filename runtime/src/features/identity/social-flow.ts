import { PlatformError } from '../../../../contract/errors.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import { socialLogin, socialStart, type SocialProviderId } from '../../../../contract/social.ts';
import { call } from '../../app/api/call.ts';

/** The `type` of the message the callback page posts to the window that opened it. */
export const SOCIAL_MESSAGE = 'whitelabel:social-callback';
/** sessionStorage key of a sign-in that left the page (popups blocked), finished by the callback page. */
export const PENDING_KEY = 'socialPending';

export interface SocialCallback {
  state: string;
  code?: string;
  error?: string;
}

/** What the provider put on `/social/callback?…`; undefined without a state. */
export function readCallback(search: string): SocialCallback | undefined {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (!state) return undefined;
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? (code ? undefined : 'missing_code');
  return { state, code, error };
}

/**
 * The callback's message, if it is one: from this very origin (another site's window could
 * post anything), of our type, and for the state this window is waiting for.
 */
export function acceptCallbackMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  ownOrigin: string,
  state: string,
): SocialCallback | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data = event.data as Partial<SocialCallback & { type: string }> | null;
  if (typeof data !== 'object' || data === null || data.type !== SOCIAL_MESSAGE) return undefined;
  if (data.state !== state) return undefined;
  return {
    state,
    code: typeof data.code === 'string' ? data.code : undefined,
    error: typeof data.error === 'string' ? data.error : undefined,
  };
}

/** Posts the callback to the opener, same origin only. False when there is no opener. */
export function postToOpener(
  callback: SocialCallback,
  win: Pick<Window, 'opener' | 'location'> = window,
): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage({ type: SOCIAL_MESSAGE, ...callback }, win.location.origin);
  return true;
}

/** Finishes a flow: the provider said no (or sent no code) → POPUP_CLOSED; else socialLogin. */
export async function finishSocial(
  provider: SocialProviderId,
  clientId: string,
  callback: SocialCallback,
): Promise<LoginResult> {
  if (callback.error || !callback.code) throw new PlatformError('POPUP_CLOSED');
  return call(socialLogin, { provider, clientId, state: callback.state, code: callback.code });
}

interface Pending {
  provider: SocialProviderId;
  state: string;
  returnTo: string;
}

export function readPending(storage: Pick<Storage, 'getItem'> = sessionStorage): Pending | null {
  try {
    const value = JSON.parse(storage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    return value && typeof value.state === 'string' ? value : null;
  } catch {
    return null;
  }
}

const POPUP_FEATURES = 'popup=yes,width=440,height=560';
const POLL_MS = 400;

/**
 * The whole sign-in from a click: the popup opens at once (a later window.open would be
 * blocked), then goes to the provider; the callback page posts the code back here. With
 * popups blocked the page itself goes to the provider and `/social/callback` finishes there
 * ('redirected'). Closing the popup without an answer is POPUP_CLOSED.
 */
export async function socialSignIn(
  provider: SocialProviderId,
  clientId: string,
  win: Window = window,
): Promise<LoginResult | 'redirected'> {
  const popup = win.open('', 'wl-social', POPUP_FEATURES);
  let started: { authorizeUrl: string; state: string };
  try {
    started = await call(socialStart, { provider, clientId, returnOrigin: win.location.origin });
  } catch (error: unknown) {
    popup?.close();
    throw error;
  }
  if (!popup) {
    const pending: Pending = {
      provider,
      state: started.state,
      returnTo: win.location.pathname + win.location.search,
    };
    win.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    win.location.assign(started.authorizeUrl);
    return 'redirected';
  }
  popup.location.href = started.authorizeUrl;
  const callback = await new Promise<SocialCallback | undefined>((resolve) => {
    let finished = false;
    const done = (result: SocialCallback | undefined) => {
      if (finished) return;
      finished = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const accepted = acceptCallbackMessage(event, win.location.origin, started.state);
      if (accepted) done(accepted);
    };
    win.addEventListener('message', onMessage);
    const timer = win.setInterval(() => {
      // A message posted just before the popup closed may still be on its way.
      if (popup.closed) win.setTimeout(() => done(undefined), POLL_MS);
    }, POLL_MS);
  });
  popup.close();
  if (!callback) throw new PlatformError('POPUP_CLOSED');
  return finishSocial(provider, clientId, callback);
}
