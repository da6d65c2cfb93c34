import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { contractSettings } from '../../../../contract/agent-contracts.ts';
import { invalidate, useQuery } from '../../app/api/query.ts';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { AgentPage } from './agent-table.tsx';
import { ContractList } from './contract-list.tsx';
import { offerTargetAtom } from './offer-target.ts';
import { OfferForm } from './offer-form.tsx';

const TABS = ['held', 'given', 'offer'] as const;
type Tab = (typeof TABS)[number];
const LABEL: Record<Tab, MessageKey> = {
  held: 'agent.tab.held',
  given: 'agent.tab.given',
  offer: 'agent.tab.offer',
};

/**
 * Spec §2.6 contract request pages: offers made to me and the contracts I hold (accept,
 * reject, terminate), the contracts I gave, and a new offer to a direct downline agent. A
 * team-management row's "offer a contract" opens the offer with that downline chosen.
 */
export default function ContractsPage() {
  const t = useT();
  const [target, setTarget] = useAtom(offerTargetAtom);
  // The row's choice is read once, then forgotten: reopening the page starts on my contracts.
  const [initial] = useState(target);
  const [tab, setTab] = useState<Tab>(target ? 'offer' : 'held');
  useEffect(() => {
    if (initial) setTarget(null);
  }, [initial, setTarget]);
  const settings = useQuery(contractSettings, {});
  const offers = (settings.value?.kinds.length ?? 0) > 0;
  return (
    <AgentPage title={t('ac.contracts')} lead={t('agent.contractsLead')}>
      <div className="wl-agent-segment" role="tablist">
        {TABS.filter((tab) => tab !== 'offer' || offers).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === tab}
            className={each === tab ? 'wl-agent-segment__item is-active' : 'wl-agent-segment__item'}
            data-testid={`contracts-tab-${each}`}
            onClick={() => setTab(each)}
          >
            {t(LABEL[each])}
          </button>
        ))}
      </div>
      {tab === 'held' && <ContractList side="DOWNLINE" />}
      {tab === 'given' && <ContractList side="UPLINE" />}
      {tab === 'offer' &&
        (settings.value ? (
          <section className="wl-mc-card">
            <OfferForm
              settings={settings.value}
              initialDownline={initial ?? undefined}
              onSent={() => invalidate('contracts')}
            />
          </section>
        ) : settings.failure ? (
          <QueryFailure error={settings.failure} onRetry={settings.reload} />
        ) : (
          <div className="wl-page-loading" aria-busy="true">
            <div className="wl-spinner" />
          </div>
        ))}
    </AgentPage>
  );
}
