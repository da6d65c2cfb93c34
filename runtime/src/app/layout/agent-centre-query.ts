import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '../router/router.tsx';
import { useGate } from '../gate.ts';
import { useOpenModal } from '../modals.ts';
import { tokenAtom } from '../session.ts';

/** The address query that opens the agent centre, e.g. `?agentCentre=teamOverview`. */
export const AGENT_CENTRE_QUERY = 'agentCentre';

/**
 * Opens the agent centre on the page the address names, when the address changes and when the
 * visitor logs in: a logged-out visitor first gets the login popup, a player the spec §8
 * "not an agent" notice (spec §6). Returns what to call when the agent centre closes.
 */
export function useAgentCentreQuery(): () => void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(AGENT_CENTRE_QUERY);
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
    const page = requested || undefined;
    gateRef.current('agent', () => openModal({ id: 'agentCentre', page }));
  }, [requested, token, openModal]);

  return useCallback(() => {
    if (!params.has(AGENT_CENTRE_QUERY)) return;
    const next = new URLSearchParams(params);
    next.delete(AGENT_CENTRE_QUERY);
    setParams(next, { replace: true });
  }, [params, setParams]);
}
