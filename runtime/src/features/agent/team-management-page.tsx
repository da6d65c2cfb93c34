import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { teamMembers, type TeamMember } from '../../../../contract/agent-team.ts';
import { useQuery } from '../../app/api/query.ts';
import type { AgentCentrePageProps } from '../../app/feature.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { StatusChip } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { Chevron } from './chevron.tsx';
import { AGENT_PAGE_SIZE, AgentPage, AgentTable, type Column } from './agent-table.tsx';
import { DownlineTransfer } from './downline-transfer.tsx';
import { offerTargetAtom } from './offer-target.ts';
import { TeamBreadcrumbs } from './team-breadcrumbs.tsx';

/**
 * Spec §2.5 team management: my direct downlines, drilled down level by level (breadcrumbs
 * lead back), or a search across the whole subtree. A direct downline can be sent money
 * (the member transfer, with the fund password) and, when an agent, offered a contract.
 */
export default function TeamManagementPage({ openPage }: AgentCentrePageProps) {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const setOfferTarget = useSetAtom(offerTargetAtom);
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const query = useQuery(
    teamMembers,
    { ...(search ? { search } : parent ? { parent } : {}), page, pageSize: AGENT_PAGE_SIZE },
    { tags: ['balance'] },
  );
  const open = (account: string | undefined) => {
    setParent(account);
    setSearch('');
    setTyped('');
    setPage(1);
  };

  const columns: Column<TeamMember>[] = [
    {
      id: 'account',
      label: t('agent.account'),
      cell: (m) =>
        m.directMembers > 0 ? (
          <button
            type="button"
            className="wl-agent-drill"
            data-testid={`drill-${m.account}`}
            onClick={() => open(m.account)}
          >
            {m.account}
            <Chevron />
          </button>
        ) : (
          m.account
        ),
    },
    { id: 'nickname', label: t('agent.nickname'), cell: (m) => m.nickname || '—' },
    { id: 'role', label: t('agent.accountType'), cell: (m) => t(`agent.role.${m.role}`) },
    { id: 'level', label: t('agent.level'), number: true, cell: (m) => m.level },
    { id: 'team', label: t('agent.teamSize'), number: true, cell: (m) => m.teamSize },
    {
      id: 'status',
      label: t('table.status'),
      cell: (m) => (
        <StatusChip tone={m.status === 'FROZEN' ? 'bad' : 'ok'}>
          {t(`agent.status.${m.status}`)}
        </StatusChip>
      ),
    },
    { id: 'balance', label: t('agent.balance'), number: true, cell: (m) => money(m.balance) },
    {
      id: 'lastLogin',
      label: t('agent.lastLogin'),
      cell: (m) => (m.lastLoginAt ? time(m.lastLoginAt) : t('agent.never')),
    },
    {
      id: 'actions',
      label: t('agent.actions'),
      // Transfers and contracts go to a direct downline only (spec §6, §4).
      cell: (m) =>
        m.level === 1 ? (
          <span className="wl-agent-actions">
            <button
              type="button"
              className="wl-button wl-button--outline wl-button--sm"
              data-testid={`transfer-${m.account}`}
              onClick={() => setTransferTo(m)}
            >
              {t('agent.transfer')}
            </button>
            {m.role === 'AGENT' && (
              <button
                type="button"
                className="wl-button wl-button--outline wl-button--sm"
                data-testid={`offer-${m.account}`}
                onClick={() => {
                  setOfferTarget(m.account);
                  openPage('contracts');
                }}
              >
                {t('agent.offerContract')}
              </button>
            )}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <AgentPage title={t('ac.teamManagement')}>
      <form
        className="wl-filters wl-agent-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <input
          type="search"
          name="search"
          className="wl-form-field__input"
          data-testid="field-search"
          placeholder={t('agent.searchTeam')}
          aria-label={t('agent.searchTeam')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="wl-button wl-button--primary">
          {t('agent.search')}
        </button>
      </form>
      {search ? (
        <p className="wl-agent-crumbs">
          {t('agent.searchResults', { text: search })}
          <button type="button" className="wl-agent-crumb" onClick={() => open(undefined)}>
            {t('agent.myTeam')}
          </button>
        </p>
      ) : (
        <TeamBreadcrumbs path={parent ? (query.value?.path ?? []) : []} onOpen={open} />
      )}
      {transferTo && (
        <DownlineTransfer
          member={transferTo}
          onClose={() => setTransferTo(null)}
          onDone={() => query.reload()}
        />
      )}
      <AgentTable
        columns={columns}
        rows={query.value?.items}
        rowKey={(m) => m.account}
        total={query.value?.total ?? 0}
        page={page}
        onPage={setPage}
        error={query.failure}
        onRetry={query.reload}
        emptyText={t(search ? 'agent.noSearchResults' : 'agent.noMembers')}
      />
    </AgentPage>
  );
}
