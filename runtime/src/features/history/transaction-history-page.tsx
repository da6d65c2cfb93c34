import { useState } from 'react';
import { MAIN_WALLET } from '../../../../contract/money.ts';
import {
  RECORD_KINDS,
  accountRecords,
  type AccountRecord,
  type RecordKind,
} from '../../../../contract/history.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { useT } from '../../i18n/i18n.tsx';
import {
  HistoryPage,
  HistoryTable,
  SignedMoney,
  useHistoryQuery,
  type Column,
} from './history-table.tsx';

/** Spec §2.4 transactionHistory: every movement of the member's money, typed. */
export default function TransactionHistoryPage() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const [kind, setKind] = useState<RecordKind | ''>('');
  const { value, setPage, filters, table } = useHistoryQuery(accountRecords, kind ? { kind } : {});
  const columns: Column<AccountRecord>[] = [
    { label: t('table.time'), cell: (r) => time(r.time) },
    { label: t('table.kind'), cell: (r) => t(`record.kind.${r.kind}`) },
    {
      label: t('table.wallet'),
      cell: (r) => (r.wallet === MAIN_WALLET ? t('record.mainWallet') : r.wallet),
    },
    {
      label: t('table.amount'),
      number: true,
      cell: (r) => <SignedMoney minor={r.amount} text={money(r.amount)} />,
    },
    { label: t('table.balanceAfter'), number: true, cell: (r) => money(r.balanceAfter) },
    {
      label: t('table.reference'),
      cell: (r) => [r.reference, r.counterparty].filter(Boolean).join(' · ') || '—',
    },
  ];
  return (
    <HistoryPage
      title={t('mc.transactionHistory')}
      filters={{
        ...filters,
        extra: (
          <label className="wl-date-range__field">
            <span>{t('table.kind')}</span>
            <select
              className="wl-filter-select"
              name="kind"
              data-testid="field-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as RecordKind | '');
                setPage(1);
              }}
            >
              <option value="">{t('record.allKinds')}</option>
              {RECORD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`record.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
        ),
      }}
    >
      <HistoryTable
        columns={columns}
        rows={value?.items}
        rowKey={(r) => r.id}
        rowKind={(r) => r.kind}
        total={value?.total ?? 0}
        {...table}
        emptyText={t('history.empty')}
      />
    </HistoryPage>
  );
}
