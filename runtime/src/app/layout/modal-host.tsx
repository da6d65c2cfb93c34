import { useAtom, useSetAtom } from 'jotai';
import { Suspense, lazy, useEffect, useMemo, type ComponentType } from 'react';
import type { ModalProps } from '../feature.ts';
import { openModalAtom } from '../modals.ts';
import { SESSION_EXPIRED_EVENT, sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import { BonusPrompt } from './bonus-prompt.tsx';

function ModalLoading() {
  return (
    <div className="wl-dialog-backdrop" aria-busy="true">
      <span className="wl-spinner" />
    </div>
  );
}

function LoadedModal({ Modal, ...props }: ModalProps & { Modal: ComponentType<ModalProps> }) {
  return (
    <Suspense fallback={<ModalLoading />}>
      <Modal {...props} />
    </Suspense>
  );
}

/**
 * Renders the open popup (login, register, a notice). A NOT_LOGGED_IN answer anywhere ends
 * the session and brings up the login popup (spec §6: without a token, the login popup).
 */
export function ModalHost() {
  const { modals } = useSite();
  const [open, setOpen] = useAtom(openModalAtom);
  const setSession = useSetAtom(sessionAtom);
  // One lazy component per popup for the life of the site, so reopening one is instant.
  const components = useMemo(
    () => new Map([...modals].map(([id, load]) => [id, lazy(load)] as const)),
    [modals],
  );

  useEffect(() => {
    const onExpired = () => {
      setSession(null);
      if (modals.has('loginModal')) setOpen({ id: 'loginModal' });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [modals, setOpen, setSession]);

  const close = () => setOpen(null);
  const featureModal = open && open.id !== 'notice' && open.id !== 'memberCentre' ? open : null;
  const Modal = featureModal ? components.get(featureModal.id) : undefined;
  return (
    <>
      <BonusPrompt />
      {open?.id === 'notice' && (
        <NoticeDialog title={open.title} onClose={close}>
          <p>{open.body}</p>
        </NoticeDialog>
      )}
      {featureModal && Modal && (
        <LoadedModal
          Modal={Modal}
          onClose={close}
          referralCode={featureModal.referralCode}
          forced={featureModal.forced}
        />
      )}
    </>
  );
}
