import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../app/router/router.tsx';
import { PlatformError } from '../../../../contract/errors.ts';
import { asPlatformError } from '../../app/api/call.ts';
import type { PageProps } from '../../app/feature.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { clientId } from './client-id.ts';
import { errorText } from '../../app/ui/error-text.ts';
import {
  PENDING_KEY,
  finishSocial,
  postToOpener,
  readCallback,
  readPending,
} from './social-flow.ts';
import './identity.css';

/**
 * /social/callback, where the provider sends the visitor back. In the popup: hand the code
 * to the opener and close. After a full-page redirect (popups blocked): finish the login
 * here and return to the page the visitor was on.
 */
export default function SocialCallbackPage(_props: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { brand } = useSite();
  const setSession = useSetAtom(sessionAtom);
  // What this visit is, decided once: a popup handing the code over, a redirected page
  // finishing the login itself, or a callback nobody is waiting for.
  const [plan] = useState(() => {
    const callback = readCallback(window.location.search);
    const opener = (window.opener as Window | null) ?? null;
    if (callback && opener && !opener.closed) return { kind: 'popup' as const, callback };
    const pending = readPending();
    if (callback && pending && pending.state === callback.state) {
      return { kind: 'redirect' as const, callback, pending };
    }
    return { kind: 'invalid' as const };
  });
  const [error, setError] = useState(() =>
    plan.kind === 'invalid' ? errorText(t, new PlatformError('POPUP_CLOSED')) : '',
  );
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    if (plan.kind === 'popup') {
      postToOpener(plan.callback);
      // The opener closes this window; closing it here too covers an opener that forgot.
      window.setTimeout(() => window.close(), 1500);
      return;
    }
    sessionStorage.removeItem(PENDING_KEY);
    if (plan.kind !== 'redirect') return;
    const { pending, callback } = plan;
    finishSocial(pending.provider, clientId(), callback).then(
      (result) => {
        setSession({ result, merchant: brand.merchantCode });
        void navigate(pending.returnTo || '/', { replace: true });
      },
      (e: unknown) => setError(errorText(t, asPlatformError(e))),
    );
  }, [brand.merchantCode, navigate, plan, setSession, t]);

  return (
    <section className="wl-auth wl-auth--page" data-testid="social-callback">
      {error ? (
        <>
          <p className="wl-form__error" role="alert" data-testid="social-error">
            {error}
          </p>
          <button type="button" className="wl-button" onClick={() => void navigate('/')}>
            {t('comingSoon.back')}
          </button>
        </>
      ) : (
        <p role="status">{t('social.completing')}</p>
      )}
    </section>
  );
}
