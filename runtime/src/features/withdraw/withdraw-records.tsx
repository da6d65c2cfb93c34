import { withdrawRecords, type Withdrawal } from '../../../../contract/withdrawal.ts';
import { useBrandTime, useFormatMoney } from '../../app/ui/brand-time.ts';
import { DateRange } from '../../app/ui/date-range.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryView } from '../../app/ui/query-view.tsx';
import { useRangeQuery } from '../../app/ui/use-range-query.ts';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { ReceiptForm } from './receipt-form.tsx';

const TONE: Record<Withdrawal['status'], StatusTone> = {
  PENDING: 'wait',
  PAID: 'wait',
  REJECTED: 'bad',
  NOT_RECEIVED: 'bad',
  PARTLY_RECEIVED: 'bad',
  RECEIVED: 'ok',
  AUTO_RECEIVED: 'ok',
};
const PAGE_SIZE = 5;

function RecordCard({ w }: { w: Withdrawal }) {
  const t = useT();
  const money = useFormatMoney();
  const time = useBrandTime();
  return (
    <li
      className="wl-withdraw-record"
      data-testid="withdraw-record"
      data-id={w.id}
      data-status={w.status}
    >
      <div className="wl-withdraw-record__main">
        <strong className="wl-money wl-withdraw-record__amount">{money(w.amount)}</strong>
        <StatusChip tone={TONE[w.status]}>{t(`withdraw.status.${w.status}`)}</StatusChip>
      </div>
      <div className="wl-withdraw-record__meta">
        <span>{w.reference}</span>
        <span>{time(w.createdAt)}</span>
        <span>
          {w.card.bankName} ···· {w.card.last4}
        </span>
      </div>
      {w.status === 'REJECTED' && w.reason && (
        <p className="wl-withdraw-record__note">
          {t('withdraw.rejectedBecause', { reason: w.reason })}
        </p>
      )}
      {w.received !== null && (
        <p className="wl-withdraw-record__note">
          {t('withdraw.receivedLine', {
            received: money(w.received),
            remaining: money(w.remaining ?? 0),
          })}
        </p>
      )}
      {w.status === 'PAID' && <ReceiptForm withdrawal={w} />}
    </li>
  );
}

/** The member's withdrawals, newest first; a paid one asks for the receipt confirmation. */
export function WithdrawRecords() {
  const t = useT();
  const {
    query: records,
    range,
    onRange,
    page,
    setPage,
  } = useRangeQuery(withdrawRecords, { pick: 'prev30', pageSize: PAGE_SIZE });
  return (
    <section className="wl-mc-section" aria-labelledby="wl-withdraw-records">
      <h3 id="wl-withdraw-records" className="wl-mc-section__title">
        {t('withdraw.records')}
      </h3>
      <DateRange value={range} picks={['prev7', 'prev30']} onChange={onRange} />
      <QueryView
        query={records}
        isEmpty={(value) => value.items.length === 0}
        emptyText={t('withdraw.noRecords')}
      >
        {(value) => (
          <>
            <ul className="wl-withdraw-records">
              {value.items.map((w) => (
                <RecordCard key={w.id} w={w} />
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
