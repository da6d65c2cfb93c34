import { useState } from 'react';
import {
  CONTRACT_KINDS,
  contractPayments,
  type ContractKind,
  type ContractPayment,
} from '../../../../contract/agent-contracts.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useSite } from '../../app/site.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { DateRange, LOOK_BACK_PICKS } from '../../app/ui/date-range.tsx';
import { StatusChip } from '../../app/ui/status-chip.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import {
  AgentTable,
  FilterSelect,
  SignedMoney,
  useAgentRangeQuery,
  type Column,
} from './agent-table.tsx';
import { explainPayment } from './payment-explanation.ts';

type Direction = 'IN' | 'OUT';

/** Who the other side of a payment is: a member, or the house for a top-level agent. */
function useParty() {
  const t = useT();
  return (p: { account: string | null; nickname: string | null }) =>
    p.account ? (p.nickname ? `${p.account} · ${p.nickname}` : p.account) : t('agent.house');
}

/**
 * Contract payments with their totals and, on every row, the sentence that explains it.
 * `kind` pins the list to one kind (dividend record, daily wages, hourly salary); without it
 * (my income) the kind is a filter.
 */
export function PaymentsView({ kind: pinned }: { kind?: ContractKind }) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const money = useFormatMoney();
  const party = useParty();
  const [kind, setKind] = useState<ContractKind | ''>(pinned ?? '');
  const [direction, setDirection] = useState<Direction | ''>('');
  const { query, setPage, filters, table } = useAgentRangeQuery(contractPayments, {
    ...(kind && { kind }),
    ...(direction && { direction }),
  });
  const style = { currency: brand.currency, locale: LANGUAGES[language].locale };
  const totals = query.value?.totals;
  const columns: Column<ContractPayment>[] = [
    { id: 'period', label: t('agent.period'), cell: (p) => p.periodLabel },
    ...(pinned
      ? []
      : [
          {
            id: 'kind',
            label: t('table.kind'),
            cell: (p: ContractPayment) => t(`agent.kind.${p.kind}`),
          },
        ]),
    {
      id: 'party',
      label: t('agent.counterparty'),
      cell: (p) =>
        p.direction === 'IN'
          ? t('agent.fromParty', { party: party(p.payer) })
          : t('agent.toParty', { party: party(p.payee) }),
    },
    {
      id: 'amount',
      label: t('table.amount'),
      number: true,
      cell: (p) => {
        const signed = p.direction === 'IN' ? p.amount : -p.amount;
        return <SignedMoney minor={signed} text={money(signed)} />;
      },
    },
    {
      id: 'status',
      label: t('table.status'),
      cell: (p) => (
        <StatusChip tone={p.status === 'PAID' ? 'ok' : p.status === 'OWED' ? 'bad' : 'wait'}>
          {t(`agent.paymentStatus.${p.status}`)}
        </StatusChip>
      ),
    },
  ];
  return (
    <>
      <div className="wl-filters">
        <DateRange value={filters.range} picks={LOOK_BACK_PICKS} onChange={filters.onRange} />
        {!pinned && (
          <FilterSelect
            name="kind"
            label={t('table.kind')}
            value={kind}
            options={[
              { value: '', label: t('agent.allKinds') },
              ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agent.kind.${k}`) })),
            ]}
            onChange={(value) => {
              setKind(value as ContractKind | '');
              setPage(1);
            }}
          />
        )}
        <FilterSelect
          name="direction"
          label={t('agent.direction')}
          value={direction}
          options={[
            { value: '', label: t('agent.direction.all') },
            { value: 'IN', label: t('agent.direction.IN') },
            { value: 'OUT', label: t('agent.direction.OUT') },
          ]}
          onChange={(value) => {
            setDirection(value as Direction | '');
            setPage(1);
          }}
        />
      </div>
      {totals && (
        <div className="wl-agent-figures wl-agent-figures--three" data-testid="income-totals">
          <div className="wl-agent-figure is-static">
            <span className="wl-agent-figure__label">{t('agent.received')}</span>
            <span className="wl-agent-figure__value wl-money--in">{money(totals.received)}</span>
          </div>
          <div className="wl-agent-figure is-static">
            <span className="wl-agent-figure__label">{t('agent.paid')}</span>
            <span className="wl-agent-figure__value">{money(totals.paid)}</span>
          </div>
          <div className="wl-agent-figure is-static">
            <span className="wl-agent-figure__label">{t('agent.owed')}</span>
            <span
              className={
                totals.owed > 0 ? 'wl-agent-figure__value wl-money--out' : 'wl-agent-figure__value'
              }
            >
              {money(totals.owed)}
            </span>
          </div>
        </div>
      )}
      <AgentTable
        columns={columns}
        rows={query.value?.items}
        rowKey={(p) => p.id}
        total={query.value?.total ?? 0}
        testId="payments-table"
        detail={(p) => (
          <span className="wl-agent-explain" data-testid="payment-explanation">
            <span className="wl-visually-hidden">{t('agent.explanation')}: </span>
            {explainPayment(p, t, style)}
          </span>
        )}
        {...table}
        emptyText={t('agent.noPayments')}
      />
    </>
  );
}
