import { useState } from 'react';
import { teamProfit } from '../../../../contract/agent-team.ts';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import {
  AgentPage,
  AgentTable,
  SignedMoney,
  useAgentRangeQuery,
  type Column,
} from './agent-table.tsx';
import { Chevron } from './chevron.tsx';
import { TeamBreadcrumbs } from './team-breadcrumbs.tsx';

type Row = EndpointValue<typeof teamProfit>['items'][number];

/**
 * Spec §2.5 user profit and loss: one row per direct downline (each with its whole team),
 * drilled down level by level; the breadcrumbs are the accounts opened on the way.
 */
export default function UserProfitPage() {
  const t = useT();
  const money = useFormatMoney();
  const [path, setPath] = useState<string[]>([]);
  const parent = path.at(-1);
  const { query, setPage, filters, table } = useAgentRangeQuery(
    teamProfit,
    parent ? { parent } : {},
  );
  const totals = query.value?.totals;
  const open = (account: string | undefined) => {
    setPath((was) => (account === undefined ? [] : was.slice(0, was.indexOf(account) + 1)));
    setPage(1);
  };
  const amount = (key: 'deposit' | 'withdrawal' | 'validBet' | 'payout' | 'bonus') => ({
    id: key,
    label: t(`agent.figure.${key}`),
    number: true,
    cell: (r: Row) => money(r[key]),
    total: totals && money(totals[key]),
  });
  const columns: Column<Row>[] = [
    {
      id: 'account',
      label: t('agent.account'),
      total: t('agent.total'),
      cell: (r) =>
        r.teamSize > 0 ? (
          <button
            type="button"
            className="wl-agent-drill"
            data-testid={`drill-${r.account}`}
            onClick={() => {
              setPath((was) => [...was, r.account]);
              setPage(1);
            }}
          >
            {r.nickname ? `${r.account} · ${r.nickname}` : r.account}
            <Chevron />
          </button>
        ) : r.nickname ? (
          `${r.account} · ${r.nickname}`
        ) : (
          r.account
        ),
    },
    { id: 'role', label: t('agent.accountType'), cell: (r) => t(`agent.role.${r.role}`) },
    amount('deposit'),
    amount('withdrawal'),
    amount('validBet'),
    amount('payout'),
    amount('bonus'),
    {
      id: 'profit',
      label: t('agent.figure.profit'),
      number: true,
      cell: (r) => <SignedMoney minor={r.profit} text={money(r.profit)} />,
      total: totals && <SignedMoney minor={totals.profit} text={money(totals.profit)} />,
    },
  ];
  return (
    <AgentPage title={t('ac.userProfit')} filters={filters}>
      <TeamBreadcrumbs path={path} onOpen={open} />
      <AgentTable
        columns={columns}
        rows={query.value?.items}
        rowKey={(r) => r.account}
        total={query.value?.total ?? 0}
        totals
        {...table}
        emptyText={t('agent.noMembers')}
      />
    </AgentPage>
  );
}
