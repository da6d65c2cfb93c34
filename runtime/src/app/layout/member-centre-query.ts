import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '../router/router.tsx';
import { useGate } from '../gate.ts';
import { useOpenModal } from '../modals.ts';
import { tokenAtom } from '../session.ts';

/** The address query that opens the member centre, e.g. `?memberCentre=depositTeach`. */
export const MEMBER_CENTRE_QUERY = 'memberCentre';

/**
 * Opens the member centre on the page the address names, when the address changes and when
 * the visitor logs in (a logged-out visitor first gets the login popup, spec §6). Returns
 * what to call when the member centre closes: the query goes, so a reload does not reopen it.
 */
export function useMemberCentreQuery(): () => void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(MEMBER_CENTRE_QUERY);
  const token = useAtomValue(tokenAtom);
  const gate = useGate();
  const openModal = useOpenModal();
  // The gate changes with the language too; only the address and the login should reopen.
  const gateRef = useRef(gate);
  useEffect(() => {
    gateRef.current = gate;
  }, [gate]);

  useEffect(() => {
    if (requested === null) return;
    // An unknown page opens the first one: the member centre checks the key against its pages.
    const page = requested || undefined;
    gateRef.current('member', () => openModal({ id: 'memberCentre', page }));
  }, [requested, token, openModal]);

  return useCallback(() => {
    if (!params.has(MEMBER_CENTRE_QUERY)) return;
    const next = new URLSearchParams(params);
    next.delete(MEMBER_CENTRE_QUERY);
    setParams(next, { replace: true });
  }, [params, setParams]);
}
