import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { DEMO_ROLE, isAgentRole } from '../../../contract/roles.ts';
import { useT } from '../i18n/i18n.tsx';
import { useOpenModal } from './modals.ts';
import { sessionAtom, type Session } from './session.ts';

/** The member centre (deposit, messages, withdraw…) or the agent centre (spec §6). */
export type GateArea = 'member' | 'agent';
export type GateOutcome = 'login' | 'demo' | 'notAgent' | 'open';

/**
 * Spec §6: without a token the login popup opens; the member centre needs a role other than
 * the demo account's 4; the agent centre needs 1, 2, 41 or 42.
 */
export function gateOutcome(area: GateArea, session: Pick<Session, 'role'> | null): GateOutcome {
  if (!session) return 'login';
  if (area === 'agent') return isAgentRole(session.role) ? 'open' : 'notAgent';
  return session.role === DEMO_ROLE ? 'demo' : 'open';
}

/** Runs `open` when the visitor may enter `area`, otherwise does what spec §6 says instead. */
export function useGate() {
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const t = useT();
  return useCallback(
    (area: GateArea, open: () => void) => {
      const outcome = gateOutcome(area, session);
      if (outcome === 'open') open();
      else if (outcome === 'login') openModal({ id: 'loginModal' });
      else if (outcome === 'demo') {
        openModal({ id: 'notice', title: t('gate.demoTitle'), body: t('error.DEMO_ACCOUNT') });
      } else {
        openModal({ id: 'notice', title: t('account.agent'), body: t('error.NOT_AN_AGENT') });
      }
    },
    [session, openModal, t],
  );
}
