import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '../router/router.tsx';
import { useGate } from '../gate.ts';
import { useOpenModal } from '../modals.ts';
import { tokenAtom } from '../session.ts';

/**
 * The address queries that open a centre on a page: `?memberCentre=depositTeach` (spec §2.4),
 * `?agentCentre=teamOverview` (spec §2.5).
 */
const CENTRES = {
  member: { query: 'memberCentre', modal: 'memberCentre' },
  agent: { query: 'agentCentre', modal: 'agentCentre' },
} as const;

/**
 * Opens the member or agent centre on the page the address names, when the address changes
 * and when the visitor logs in: the gate first asks a logged-out visitor to log in, and tells
 * a player that the agent centre is for agents (spec §6, §8). Returns what to call when the
 * centre closes: the query goes, so a reload does not reopen it.
 */
export function useCentreQuery(centre: keyof typeof CENTRES): () => void {
  const { query, modal } = CENTRES[centre];
  const [params, setParams] = useSearchParams();
  const requested = params.get(query);
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
    // An unknown page opens the first one: the centre checks the key against its pages.
    const page = requested || undefined;
    gateRef.current(centre, () => openModal({ id: modal, page }));
  }, [centre, modal, requested, token, openModal]);

  return useCallback(() => {
    if (!params.has(query)) return;
    const next = new URLSearchParams(params);
    next.delete(query);
    setParams(next, { replace: true });
  }, [params, query, setParams]);
}
