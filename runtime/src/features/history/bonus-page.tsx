import { bonusRecords } from '../../../../contract/history.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { usePagedQuery } from '../../app/ui/use-paged-query.ts';
import { useT } from '../../i18n/i18n.tsx';
import {
  HistoryPage,
  HistoryTable,
  PAGE_SIZE,
  SignedMoney,
  useHistoryFilters,
} from './history-table.tsx';

/** Spec §2.4 bonusDetails: every bonus credited to the member. */
export default function BonusPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const { range, setRange, page, setPage } = useHistoryFilters();
  const query = usePagedQuery(bonusRecords, { ...range, page, pageSize: PAGE_SIZE });
  return (
    <HistoryPage title={t('mc.bonusDetails')} filters={{ range, onRange: setRange }}>
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
        rows={query.value?.items}
        rowKey={(r) => r.id}
        rowKind={() => 'BONUS'}
        total={query.value?.total ?? 0}
        page={page}
        onPage={setPage}
        error={query.error}
        onRetry={query.reload}
        emptyText={t('history.emptyBonus')}
      />
    </HistoryPage>
  );
}
