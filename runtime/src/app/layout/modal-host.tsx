import { useAtom, useSetAtom } from 'jotai';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useSearchParams } from '../router/router.tsx';
import type { MemberCentrePageKey, ModalProps } from '../feature.ts';
import { openModalAtom, type OpenModal } from '../modals.ts';
import { SESSION_EXPIRED_EVENT, sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import { useCentreQuery } from './centre-query.ts';

// The member centre downloads only when first opened: most visitors never open it.
const MemberCentre = lazy(() => import('./member-centre.tsx'));
// The agent centre likewise: only agents open it.
const AgentCentre = lazy(() => import('./agent-centre.tsx'));

/** Popups that go back to the member centre when they were opened from it. */
const RETURNING = new Set<string>(['changePasswordModal', 'authenticatorModal']);

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
 * Renders the open popup (login, register, a notice, the member centre). A NOT_LOGGED_IN answer anywhere ends
 * the session and brings up the login popup (spec §6: without a token, the login popup).
 */
export function ModalHost() {
  const { modals, overlays, memberCentrePages, agentCentrePages } = useSite();
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
      // Whatever was open (the member centre) needs the session: it gives way to the login.
      setOpen(modals.has('loginModal') ? { id: 'loginModal' } : null);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [modals, setOpen, setSession]);

  const [params] = useSearchParams();
  const addressReferral = params.get('referralCode') ?? undefined;
  const closeMemberCentreQuery = useCentreQuery('member');
  // The password and authenticator popups opened from securityCenter return to it on close.
  const returnTo = useRef<OpenModal | null>(null);
  const previous = useRef<OpenModal | null>(null);
  useEffect(() => {
    const from = previous.current;
    if (open && RETURNING.has(open.id)) {
      if (from?.id === 'memberCentre') returnTo.current = from;
    } else returnTo.current = null;
    previous.current = open;
  }, [open]);
  const close = () => setOpen(returnTo.current);
  const openPage = useCallback(
    (page: MemberCentrePageKey) => setOpen({ id: 'memberCentre', page }),
    [setOpen],
  );
  const closeMemberCentre = useCallback(() => {
    setOpen(null);
    closeMemberCentreQuery();
  }, [setOpen, closeMemberCentreQuery]);
  const closeAgentCentreQuery = useCentreQuery('agent');
  const openAgentPage = useCallback(
    (page: string) => setOpen({ id: 'agentCentre', page }),
    [setOpen],
  );
  const closeAgentCentre = useCallback(() => {
    setOpen(null);
    closeAgentCentreQuery();
  }, [setOpen, closeAgentCentreQuery]);
  const featureModal =
    open && open.id !== 'notice' && open.id !== 'memberCentre' && open.id !== 'agentCentre'
      ? open
      : null;
  const Modal = featureModal ? components.get(featureModal.id) : undefined;
  return (
    <>
      {overlays.map(({ id, component: Overlay }) => (
        <Overlay key={id} />
      ))}
      {open?.id === 'notice' && (
        <NoticeDialog title={open.title} onClose={close}>
          <p>{open.body}</p>
        </NoticeDialog>
      )}
      {open?.id === 'memberCentre' && memberCentrePages.length > 0 && (
        <Suspense fallback={<ModalLoading />}>
          <MemberCentre page={open.page} onOpenPage={openPage} onClose={closeMemberCentre} />
        </Suspense>
      )}
      {open?.id === 'agentCentre' && agentCentrePages.length > 0 && (
        <Suspense fallback={<ModalLoading />}>
          <AgentCentre page={open.page} onOpenPage={openAgentPage} onClose={closeAgentCentre} />
        </Suspense>
      )}
      {featureModal && Modal && (
        <LoadedModal
          Modal={Modal}
          onClose={close}
          // Spec §2.3: a code in the address (?referralCode=) is used by the register popup too.
          referralCode={featureModal.referralCode ?? addressReferral}
          forced={featureModal.forced}
          entrance={featureModal.entrance}
        />
      )}
    </>
  );
}
