import { bonusRecords } from '../../../../contract/history.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import { HistoryPage, HistoryTable, SignedMoney, useHistoryQuery } from './history-table.tsx';

/** Spec §2.4 bonusDetails: every bonus credited to the member. */
export default function BonusPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const { value, filters, table } = useHistoryQuery(bonusRecords);
  return (
    <HistoryPage title={t('mc.bonusDetails')} filters={filters}>
      <HistoryTable
        columns={[
          { label: t('table.time'), cell: (r) => time(r.time) },
          { label: t('table.source'), cell: (r) => r.source },
          {
            label: t('table.amount'),
            number: true,
            cell: (r) => <SignedMoney minor={r.amount} text={money(r.amount)} />,
          },
        ]}
        rows={value?.items}
        rowKey={(r) => r.id}
        rowKind={() => 'BONUS'}
        total={value?.total ?? 0}
        {...table}
        emptyText={t('history.emptyBonus')}
      />
    </HistoryPage>
  );
}
