import { Fragment, type ReactNode } from 'react';
import type { AnyEndpoint, EndpointInput } from '../../../../contract/endpoint.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { DateRange, LOOK_BACK_PICKS, type DayRange } from '../../app/ui/date-range.tsx';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useRangeQuery } from '../../app/ui/use-range-query.ts';
import { useT } from '../../i18n/i18n.tsx';
import '../../app/ui/data-table.css';
import './agent.css';

/** Team lists are dense: more rows per page than the member's own histories. */
export const AGENT_PAGE_SIZE = 20;

/** A team list over a date range (spec §9 look-back picks, brand days) and a page. */
export function useAgentRangeQuery<E extends AnyEndpoint>(
  endpoint: E,
  extra?: Partial<EndpointInput<E>>,
) {
  const { query, range, onRange, page, setPage } = useRangeQuery(endpoint, {
    pick: 'prev7',
    pageSize: AGENT_PAGE_SIZE,
    extra,
  });
  return {
    query,
    setPage,
    filters: { range, onRange },
    table: { page, onPage: setPage, error: query.failure, onRetry: query.reload },
  };
}

export interface Column<T> {
  /** Stable id (the label changes with the language). */
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  number?: boolean;
  /** The totals row's cell for this column. */
  total?: ReactNode;
}

interface AgentTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  page: number;
  onPage: (page: number) => void;
  error: PlatformError | null;
  onRetry: () => void;
  emptyText: string;
  /** Shows a totals row (the columns' `total`) above the rows. */
  totals?: boolean;
  testId?: string;
  /** A line under each row across all columns (a payment's explanation). */
  detail?: (row: T) => ReactNode;
}

/** A team table (stacked cards on phones) with its totals row, pager and empty/failed states. */
export function AgentTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  onPage,
  error,
  onRetry,
  emptyText,
  totals,
  testId = 'agent-table',
  detail,
}: AgentTableProps<T>) {
  const t = useT();
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
        <table className="wl-table wl-agent-table" data-testid={testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} className={c.number ? 'is-number' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals && (
              <tr className="wl-agent-table__totals" data-testid="totals-row">
                {columns.map((c, i) => (
                  <td
                    key={c.id}
                    data-label={c.label}
                    className={c.number ? 'is-number' : undefined}
                  >
                    {i === 0 ? (c.total ?? t('agent.total')) : c.total}
                  </td>
                ))}
              </tr>
            )}
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr data-testid="agent-row" className={detail ? 'has-detail' : undefined}>
                  {columns.map((c) => (
                    <td
                      key={c.id}
                      data-label={c.label}
                      className={c.number ? 'is-number' : undefined}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
                {detail && (
                  <tr className="wl-agent-table__detail">
                    <td colSpan={columns.length}>{detail(row)}</td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {error && <QueryFailure error={error} onRetry={onRetry} />}
      <Pager page={page} pageSize={AGENT_PAGE_SIZE} total={total} onPage={onPage} />
    </>
  );
}

/** Page title, optional lead, the date range and any further filters, above the content. */
export function AgentPage({
  title,
  lead,
  filters,
  className,
  children,
}: {
  title: string;
  lead?: string;
  className?: string;
  filters?: { range: DayRange; onRange: (r: DayRange) => void; extra?: ReactNode };
  children: ReactNode;
}) {
  return (
    <div className={className ? `wl-mc-page wl-agent ${className}` : 'wl-mc-page wl-agent'}>
      <h2 className="wl-mc-page__title">{title}</h2>
      {lead && <p className="wl-mc-page__lead">{lead}</p>}
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

/** A signed amount, green when positive and red when negative. */
export function SignedMoney({ minor, text }: { minor: number; text: string }) {
  const tone = minor > 0 ? 'wl-money--in' : minor < 0 ? 'wl-money--out' : '';
  return <span className={`wl-money ${tone}`}>{minor > 0 ? `+${text}` : text}</span>;
}

/** A labelled select among the filters. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="wl-date-range__field">
      <span>{label}</span>
      <select
        className="wl-filter-select"
        name={name}
        data-testid={`field-${name}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
