import { useState } from 'react';
import { betRecords, type BetRecord, type BetStatus } from '../../../../contract/history.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { BetDetail } from './bet-detail.tsx';
import { BetFilters, type BetFilter } from './bet-filters.tsx';
import {
  HistoryPage,
  HistoryTable,
  SignedMoney,
  useHistoryQuery,
  type Column,
} from './history-table.tsx';

const TONE: Record<BetStatus, StatusTone> = { OPEN: 'wait', SETTLED: 'ok', ROLLED_BACK: 'bad' };
const TOTALS = [
  ['stake', 'bets.totalStake'],
  ['validBet', 'bets.totalValidBet'],
  ['payout', 'bets.totalPayout'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** Spec §2.4 personalHistoryCopy: every bet of the member, by date, category and provider. */
export default function BetHistoryPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const [filter, setFilter] = useState<BetFilter>({ category: '', vendor: '' });
  const { value, setPage, filters, table } = useHistoryQuery(betRecords, {
    ...(filter.category && { category: filter.category }),
    ...(filter.vendor && { vendor: filter.vendor }),
  });
  const columns: Column<BetRecord>[] = [
    { label: t('table.time'), cell: (r) => time(r.time) },
    {
      // The provider rides under the game's name: one column fewer keeps the row on one line.
      label: t('table.game'),
      cell: (r) => (
        <span className="wl-bet-game">
          <span className="wl-bet-game__name">
            <bdi>{r.game}</bdi>
            {r.demo && (
              <span className="wl-bet-demo" title={t('bets.demoHint')} data-testid="bet-demo">
                {t('bets.demo')}
              </span>
            )}
          </span>
          <span className="wl-bet-game__vendor" data-testid="bet-vendor">
            {r.vendorName}
          </span>
        </span>
      ),
    },
    { label: t('table.bet'), number: true, cell: (r) => money(r.stake) },
    { label: t('table.validBet'), number: true, cell: (r) => money(r.validBet) },
    { label: t('table.payout'), number: true, cell: (r) => money(r.payout) },
    {
      label: t('table.winLoss'),
      number: true,
      cell: (r) => winLoss(r, money),
    },
    {
      label: t('table.status'),
      cell: (r) => <StatusChip tone={TONE[r.status]}>{t(`bets.status.${r.status}`)}</StatusChip>,
    },
  ];
  const totals = value?.totals;
  return (
    <HistoryPage
      className="wl-bet-record"
      title={t('mc.personalHistoryCopy')}
      filters={{
        ...filters,
        extra: (
          <BetFilters
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        ),
      }}
    >
      {totals && (
        <div className="wl-stat-grid" data-testid="bet-totals">
          {TOTALS.map(([k, label]) => (
            <div key={k} className="wl-stat" data-testid={`bet-total-${k}`}>
              <span className="wl-stat__label">{t(label)}</span>
              <span className="wl-stat__value wl-money">{money(totals[k])}</span>
            </div>
          ))}
        </div>
      )}
      <HistoryTable
        columns={columns}
        rows={value?.items}
        rowKey={(r) => r.id}
        rowKind={(r) => r.status}
        total={value?.total ?? 0}
        {...table}
        emptyText={t('history.emptyBets')}
        detail={(r) => <BetDetail bet={r} />}
      />
    </HistoryPage>
  );
}

/**
 * What the round did to the member: payout less stake once settled; nothing yet while open
 * (the payout is not known), and nothing after a rollback (the stake came back).
 */
function winLoss(bet: BetRecord, money: (minor: number) => string) {
  if (bet.status === 'OPEN') return '—';
  const net = bet.status === 'SETTLED' ? bet.payout - bet.stake : 0;
  return <SignedMoney minor={net} text={money(net)} />;
}
