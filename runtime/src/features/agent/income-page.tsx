import { useT } from '../../i18n/i18n.tsx';
import { AgentPage } from './agent-table.tsx';
import { PaymentsView } from './payments-view.tsx';

/** Spec §2.5 my income: every contract payment I received or made, each explained. */
export default function IncomePage() {
  const t = useT();
  return (
    <AgentPage title={t('ac.myIncome')} lead={t('agent.incomeLead')}>
      <PaymentsView />
    </AgentPage>
  );
}
