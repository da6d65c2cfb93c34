import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from '../../app/router/router.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { asPlatformError } from '../../app/api/call.ts';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { errorText } from '../../app/ui/error-text.ts';

/** Spec §4 free play: a demo account, no password-change check, then home. */
export function useFreePlay() {
  const { brand } = useSite();
  const setSession = useSetAtom(sessionAtom);
  const openModal = useOpenModal();
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const start = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      // Loaded on the first tap, so the entry chunk does not carry the call.
      const { freePlayCall } = await import('./free-play-call.ts');
      const result = await freePlayCall();
      setSession({ result, merchant: brand.merchantCode });
      openModal(null);
      void navigate('/index');
    } catch (e: unknown) {
      const error = asPlatformError(e);
      openModal({ id: 'notice', title: t('header.freeTrial'), body: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }, [busy, brand.merchantCode, setSession, openModal, navigate, t]);
  return { start, busy };
}
