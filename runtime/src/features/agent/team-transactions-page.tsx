import { useState } from 'react';
import { TEAM_TRANSACTION_KINDS, teamTransactions } from '../../../../contract/agent-team.ts';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { AccountFilter } from './account-filter.tsx';
import {
  AgentPage,
  AgentTable,
  FilterSelect,
  SignedMoney,
  useAgentRangeQuery,
  type Column,
} from './agent-table.tsx';

type Row = EndpointValue<typeof teamTransactions>['items'][number];
type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

/** Deposit and withdrawal states (contract/deposit.ts, withdrawal.ts) and a transfer's DONE. */
const STATUSES = [
  'PENDING',
  'ARRIVED',
  'FAILED',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
  'DONE',
] as const;
type Status = (typeof STATUSES)[number];
const known = (status: string): status is Status =>
  (STATUSES as readonly string[]).includes(status);

/** How a state reads at a glance; a state this page does not know waits. */
function tone(status: string): StatusTone {
  if (['ARRIVED', 'PAID', 'RECEIVED', 'AUTO_RECEIVED', 'DONE'].includes(status)) return 'ok';
  if (['FAILED', 'REJECTED', 'NOT_RECEIVED'].includes(status)) return 'bad';
  return 'wait';
}

/** Spec §2.5 downline transaction details: deposits, withdrawals and transfers of my team. */
export default function TeamTransactionsPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<Kind | ''>('');
  const { query, setPage, filters, table } = useAgentRangeQuery(teamTransactions, {
    ...(account && { account }),
    ...(kind && { kind }),
  });
  const columns: Column<Row>[] = [
    { id: 'time', label: t('table.time'), cell: (r) => time(r.time) },
    { id: 'account', label: t('agent.account'), cell: (r) => r.account },
    { id: 'kind', label: t('table.kind'), cell: (r) => t(`agent.txKind.${r.kind}`) },
    {
      id: 'amount',
      label: t('table.amount'),
      number: true,
      cell: (r) => <SignedMoney minor={r.amount} text={money(r.amount)} />,
    },
    {
      id: 'status',
      label: t('table.status'),
      cell: (r) => (
        <StatusChip tone={tone(r.status)}>
          {known(r.status) ? t(`agent.txStatus.${r.status}`) : r.status}
        </StatusChip>
      ),
    },
    { id: 'reference', label: t('table.reference'), cell: (r) => r.reference ?? '—' },
  ];
  return (
    <AgentPage
      title={t('ac.downlineTransactions')}
      filters={{
        ...filters,
        extra: (
          <>
            <AccountFilter
              onApply={(value) => {
                setAccount(value);
                setPage(1);
              }}
            />
            <FilterSelect
              name="kind"
              label={t('table.kind')}
              value={kind}
              options={[
                { value: '', label: t('agent.allKinds') },
                ...TEAM_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`agent.txKind.${k}`) })),
              ]}
              onChange={(value) => {
                setKind(value as Kind | '');
                setPage(1);
              }}
            />
          </>
        ),
      }}
    >
      <AgentTable
        columns={columns}
        rows={query.value?.items}
        rowKey={(r) => r.id}
        total={query.value?.total ?? 0}
        {...table}
        emptyText={t('agent.noTransactions')}
      />
    </AgentPage>
  );
}
