import { useCallback, useState } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { MODULE } from '../../../../contract/modules.ts';
import type { LoginResult } from '../../../../contract/session.ts';
import type { SocialProviderId } from '../../../../contract/social.ts';
import { asPlatformError } from '../../app/api/call.ts';
import { socialSignIn } from './social-flow.ts';

/** The providers whose module (GOOGLELOGIN, FACEBOOKLOGIN) the merchant has on. */
export function socialProviders(modules: ReadonlySet<string>): SocialProviderId[] {
  const all: [SocialProviderId, string][] = [
    ['google', MODULE.googleLogin],
    ['facebook', MODULE.facebookLogin],
  ];
  return all.filter(([, id]) => modules.has(id)).map(([provider]) => provider);
}

/** A click on a social icon: the popup flow, its result or its error (POPUP_CLOSED, …). */
export function useSocialSignIn(
  clientId: string,
  onSuccess: (result: LoginResult) => void,
  onError: (error: PlatformError) => void,
) {
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    async (provider: SocialProviderId) => {
      setBusy(true);
      try {
        const result = await socialSignIn(provider, clientId);
        if (result !== 'redirected') onSuccess(result);
      } catch (e: unknown) {
        onError(asPlatformError(e));
      } finally {
        setBusy(false);
      }
    },
    [clientId, onError, onSuccess],
  );
  return { busy, start };
}
