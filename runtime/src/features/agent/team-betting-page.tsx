import { useState } from 'react';
import { teamBets } from '../../../../contract/agent-team.ts';
import { GAME_CATEGORIES } from '../../../../contract/modules.ts';
import type { GameCategory } from '../../../../contract/generated/platform.ts';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import {
  AgentPage,
  AgentTable,
  FilterSelect,
  SignedMoney,
  useAgentRangeQuery,
  type Column,
} from './agent-table.tsx';
import { AccountFilter } from './account-filter.tsx';

type Row = EndpointValue<typeof teamBets>['items'][number];

/** Spec §2.5 team betting: my team's settled bets per day, member and category, with totals. */
export default function TeamBettingPage() {
  const t = useT();
  const money = useFormatMoney();
  const [account, setAccount] = useState('');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const { query, setPage, filters, table } = useAgentRangeQuery(teamBets, {
    ...(account && { account }),
    ...(category && { category }),
  });
  const totals = query.value?.totals;
  const columns: Column<Row>[] = [
    { id: 'day', label: t('table.day'), cell: (r) => r.day, total: t('agent.total') },
    { id: 'account', label: t('agent.account'), cell: (r) => r.account },
    { id: 'category', label: t('agent.category'), cell: (r) => t(`category.${r.category}`) },
    { id: 'bets', label: t('agent.bets'), number: true, cell: (r) => r.bets, total: totals?.bets },
    {
      id: 'stake',
      label: t('table.bet'),
      number: true,
      cell: (r) => money(r.stake),
      total: totals && money(totals.stake),
    },
    {
      id: 'validBet',
      label: t('table.validBet'),
      number: true,
      cell: (r) => money(r.validBet),
      total: totals && money(totals.validBet),
    },
    {
      id: 'payout',
      label: t('table.payout'),
      number: true,
      cell: (r) => money(r.payout),
      total: totals && money(totals.payout),
    },
    {
      id: 'profit',
      label: t('table.winLoss'),
      number: true,
      cell: (r) => <SignedMoney minor={r.profit} text={money(r.profit)} />,
      total: totals && <SignedMoney minor={totals.profit} text={money(totals.profit)} />,
    },
  ];
  return (
    <AgentPage
      title={t('ac.teamBetting')}
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
              name="category"
              label={t('agent.category')}
              value={category}
              options={[
                { value: '', label: t('agent.allCategories') },
                ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
              ]}
              onChange={(value) => {
                setCategory(value as GameCategory | '');
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
        rowKey={(r) => `${r.day}|${r.account}|${r.category}`}
        total={query.value?.total ?? 0}
        totals
        {...table}
        emptyText={t('agent.noBets')}
      />
    </AgentPage>
  );
}
