import { depositRecords, type Deposit } from '../../../../contract/deposit.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryView } from '../../app/ui/query-view.tsx';
import { useRangeQuery } from '../../app/ui/use-range-query.ts';
import { AmountCell, StatusCell } from '../../app/ui/record-cells.tsx';
import type { StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { methodName } from './method-name.ts';

const TONE: Record<Deposit['status'], StatusTone> = {
  PENDING: 'wait',
  ARRIVED: 'ok',
  FAILED: 'bad',
};
const PAGE_SIZE = 5;

/** The member's deposits of the last 30 days, newest first. */
export function DepositRecords() {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  const {
    query: records,
    page,
    setPage,
  } = useRangeQuery(depositRecords, {
    pick: 'prev30',
    pageSize: PAGE_SIZE,
  });
  return (
    <section className="wl-mc-section" aria-labelledby="wl-deposit-records">
      <h3 id="wl-deposit-records" className="wl-mc-section__title">
        {t('deposit.recent')}
      </h3>
      <QueryView
        query={records}
        isEmpty={(value) => value.items.length === 0}
        emptyText={t('deposit.noRecords')}
      >
        {(value) => (
          <>
            <div className="wl-table-wrap">
              <table className="wl-table">
                <thead>
                  <tr>
                    <th>{t('table.time')}</th>
                    <th>{t('table.reference')}</th>
                    <th>{t('deposit.method')}</th>
                    <th className="is-number">{t('table.amount')}</th>
                    <th>{t('table.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.items.map((d) => (
                    <tr key={d.id} data-testid="deposit-record" data-status={d.status}>
                      <td data-label={t('table.time')} data-testid="deposit-record-time">
                        {time(d.createdAt)}
                      </td>
                      <td data-label={t('table.reference')} data-testid="deposit-record-reference">
                        {d.reference}
                      </td>
                      <td data-label={t('deposit.method')} data-testid="deposit-record-method">
                        {methodName(t, d.methodId, t(`deposit.type.${d.type}`))}
                      </td>
                      <AmountCell>{money(d.amount)}</AmountCell>
                      <StatusCell tone={TONE[d.status]}>
                        {t(`deposit.status.${d.status}`)}
                      </StatusCell>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
