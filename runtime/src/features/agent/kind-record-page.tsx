import { useState } from 'react';
import type { ContractKind } from '../../../../contract/agent-contracts.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { AgentPage } from './agent-table.tsx';
import { ContractList } from './contract-list.tsx';
import { PaymentsView } from './payments-view.tsx';

type View = 'payments' | 'held' | 'given';
const VIEWS: Record<View, MessageKey> = {
  payments: 'agent.tab.payments',
  held: 'agent.tab.held',
  given: 'agent.tab.given',
};

/** One contract kind's payments, and its contracts received and given. */
function KindRecord({ kind, title }: { kind: ContractKind; title: MessageKey }) {
  const t = useT();
  const [view, setView] = useState<View>('payments');
  return (
    <AgentPage title={t(title)}>
      <div className="wl-agent-segment" role="tablist">
        {(Object.keys(VIEWS) as View[]).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === view}
            className={
              each === view ? 'wl-agent-segment__item is-active' : 'wl-agent-segment__item'
            }
            data-testid={`kind-tab-${each}`}
            onClick={() => setView(each)}
          >
            {t(VIEWS[each])}
          </button>
        ))}
      </div>
      {view === 'payments' && <PaymentsView kind={kind} />}
      {view === 'held' && <ContractList side="DOWNLINE" kind={kind} />}
      {view === 'given' && <ContractList side="UPLINE" kind={kind} />}
    </AgentPage>
  );
}

/** Spec §2.5 dividend record (home state enableCt). */
export function DividendRecordPage() {
  return <KindRecord kind="DIVIDEND" title="ac.dividendRecord" />;
}

/** Spec §2.5 daily wages (home state salary). */
export function DailyWagesPage() {
  return <KindRecord kind="DAILY_SALARY" title="ac.dailyWages" />;
}

/** Spec §2.5 hourly salary (home state hourSalary). */
export function HourlySalaryPage() {
  return <KindRecord kind="HOURLY_SALARY" title="ac.hourlySalary" />;
}
