import { isAgentRole } from '../../../../contract/roles.ts';
import type { HeaderActionProps } from '../../app/feature.ts';
import { useGate } from '../../app/gate.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useT } from '../../i18n/i18n.tsx';

/** Spec §2.2 Agent: for agents only; opens the spec §2.5 agent centre. */
export default function AgentButton({ session }: HeaderActionProps) {
  const t = useT();
  const gate = useGate();
  const openModal = useOpenModal();
  if (!session || !isAgentRole(session.role)) return null;
  return (
    <button
      type="button"
      className="wl-button wl-button--outline"
      data-testid="agent"
      onClick={() => gate('agent', () => openModal({ id: 'agentCentre' }))}
    >
      {t('account.agent')}
    </button>
  );
}
