import { betRecords } from '../../../../contract/history.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { HistoryPage, HistoryTable, SignedMoney, useHistoryQuery } from './history-table.tsx';

/** Spec §2.4 personalHistoryCopy: the betting record (empty until games take bets). */
export default function BetHistoryPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const { value, filters, table } = useHistoryQuery(betRecords);
  return (
    <HistoryPage title={t('mc.personalHistoryCopy')} filters={filters}>
      <HistoryTable
        columns={[
          { label: t('table.time'), cell: (r) => time(r.time) },
          { label: t('table.game'), cell: (r) => `${r.vendor} · ${r.game}` },
          { label: t('table.bet'), number: true, cell: (r) => money(r.bet) },
          { label: t('table.payout'), number: true, cell: (r) => money(r.payout) },
          {
            label: t('profit.profit'),
            number: true,
            cell: (r) => <SignedMoney minor={r.payout - r.bet} text={money(r.payout - r.bet)} />,
          },
        ]}
        rows={value?.items}
        rowKey={(r) => r.id}
        rowKind={() => 'BET'}
        total={value?.total ?? 0}
        {...table}
        emptyText={t('history.emptyBets')}
      />
    </HistoryPage>
  );
}
