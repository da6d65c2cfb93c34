import { Fragment, useState, type ReactNode } from 'react';
import type { AnyEndpoint, EndpointInput } from '../../../../contract/endpoint.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { DateRange, LOOK_BACK_PICKS, type DayRange } from '../../app/ui/date-range.tsx';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useRangeQuery } from '../../app/ui/use-range-query.ts';
import { useT } from '../../i18n/i18n.tsx';
import '../../app/ui/data-table.css';
import './history.css';

export const PAGE_SIZE = 10;

/**
 * The date range, page and read of one history page: `filters` go to HistoryPage and `table`
 * to HistoryTable. A new range goes back to page 1; `extra` is any further filter input.
 */
export function useHistoryQuery<E extends AnyEndpoint>(
  endpoint: E,
  extra?: Partial<EndpointInput<E>>,
) {
  const { query, range, onRange, page, setPage } = useRangeQuery(endpoint, {
    pick: 'prev7',
    pageSize: PAGE_SIZE,
    extra,
  });
  return {
    value: query.value,
    setPage,
    filters: { range, onRange },
    table: { page, onPage: setPage, error: query.failure, onRetry: query.reload },
  };
}

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  number?: boolean;
}

interface HistoryTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  rowKind?: (row: T) => string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  error: PlatformError | null;
  onRetry: () => void;
  emptyText: string;
  /** A row's detail, shown in a row of its own below it once its toggle is pressed. */
  detail?: (row: T) => ReactNode;
}

/** A table of history rows (stacked cards on phones), its pager, and its empty/failed states. */
export function HistoryTable<T>({
  columns,
  rows,
  rowKey,
  rowKind,
  total,
  page,
  onPage,
  error,
  onRetry,
  emptyText,
  detail,
}: HistoryTableProps<T>) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set());
  const toggle = (key: string | number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  if (error && !rows) return <QueryFailure error={error} onRetry={onRetry} />;
  if (!rows) {
    return (
      <div className="wl-page-loading" aria-busy="true">
        <div className="wl-spinner" />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <div className="wl-table-wrap">
        <table className="wl-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} className={c.number ? 'is-number' : undefined}>
                  {c.label}
                </th>
              ))}
              {detail && (
                <th>
                  <span className="wl-visually-hidden">{t('history.showDetail')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const expanded = open.has(key);
              const detailId = `wl-row-detail-${key}`;
              return (
                <Fragment key={key}>
                  <tr
                    data-testid="record-row"
                    data-kind={rowKind?.(row)}
                    className={expanded ? 'is-expanded' : undefined}
                  >
                    {columns.map((c) => (
                      <td
                        key={c.label}
                        data-label={c.label}
                        className={c.number ? 'is-number' : undefined}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                    {detail && (
                      <td data-label="" className="wl-row-toggle">
                        <button
                          type="button"
                          className="wl-row-toggle__button"
                          aria-expanded={expanded}
                          aria-controls={expanded ? detailId : undefined}
                          data-testid="record-toggle"
                          onClick={() => toggle(key)}
                        >
                          <Icon name="chevronDown" size={18} />
                          <span className="wl-row-toggle__text">
                            {expanded ? t('history.hideDetail') : t('history.showDetail')}
                          </span>
                        </button>
                      </td>
                    )}
                  </tr>
                  {detail && expanded && (
                    <tr id={detailId} className="wl-row-detail" data-testid="record-detail">
                      <td colSpan={columns.length + 1}>{detail(row)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {error && <QueryFailure error={error} onRetry={onRetry} />}
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={onPage} />
    </>
  );
}

/** Page title, date range and any extra filters, above the table. */
export function HistoryPage({
  title,
  filters,
  className,
  children,
}: {
  title: string;
  className?: string;
  filters?: { range: DayRange; onRange: (r: DayRange) => void; extra?: ReactNode };
  children: ReactNode;
}) {
  return (
    <div className={className ? `wl-mc-page ${className}` : 'wl-mc-page'}>
      <h2 className="wl-mc-page__title">{title}</h2>
      {filters && (
        <div className="wl-filters">
          <DateRange value={filters.range} picks={LOOK_BACK_PICKS} onChange={filters.onRange} />
          {filters.extra}
        </div>
      )}
      {children}
    </div>
  );
}

/** A signed amount, green when money came in and red when it went out. */
export function SignedMoney({ minor, text }: { minor: number; text: string }) {
  const t = useT();
  const tone = minor > 0 ? 'wl-money--in' : minor < 0 ? 'wl-money--out' : '';
  return (
    <span className={`wl-money ${tone}`} title={minor > 0 ? t('table.in') : t('table.out')}>
      {minor > 0 ? `+${text}` : text}
    </span>
  );
}
