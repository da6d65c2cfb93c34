import { profitLoss } from '../../../../contract/history.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import {
  HistoryPage,
  HistoryTable,
  SignedMoney,
  useHistoryQuery,
  type Column,
} from './history-table.tsx';

const TOTALS = ['deposit', 'withdrawal', 'bet', 'payout', 'bonus', 'profit'] as const;
type Totals = Record<(typeof TOTALS)[number], number>;
const LABELS: Record<(typeof TOTALS)[number], MessageKey> = {
  deposit: 'profit.deposit',
  withdrawal: 'profit.withdrawal',
  bet: 'profit.bet',
  payout: 'profit.payout',
  bonus: 'profit.bonus',
  profit: 'profit.profit',
};

/** Spec §2.4 personalProfit: totals for the dates, then one row per day. */
export default function ProfitPage() {
  const t = useT();
  const money = useFormatMoney();
  const { value, filters, table } = useHistoryQuery(profitLoss);
  const totals = value?.totals;
  const columns: Column<Totals & { day: string }>[] = [
    { label: t('table.day'), cell: (r) => r.day },
    ...TOTALS.map((k): Column<Totals & { day: string }> => ({
      label: t(LABELS[k]),
      number: true,
      cell: (r) => (k === 'profit' ? <SignedMoney minor={r[k]} text={money(r[k])} /> : money(r[k])),
    })),
  ];
  return (
    <HistoryPage title={t('mc.personalProfit')} filters={filters}>
      {totals && (
        <div className="wl-stat-grid" data-testid="profit-totals">
          {TOTALS.map((k) => (
            <div key={k} className="wl-stat">
              <span className="wl-stat__label">{t(LABELS[k])}</span>
              <span className="wl-stat__value">
                {k === 'profit' ? (
                  <SignedMoney minor={totals[k]} text={money(totals[k])} />
                ) : (
                  <span className="wl-money">{money(totals[k])}</span>
                )}
              </span>
            </div>
          ))}
        </div>
      )}
      <HistoryTable
        columns={columns}
        rows={value?.days.items}
        rowKey={(r) => r.day}
        rowKind={() => 'DAY'}
        total={value?.days.total ?? 0}
        {...table}
        emptyText={t('history.empty')}
      />
    </HistoryPage>
  );
}
