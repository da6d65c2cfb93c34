import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { QueryFailure } from './query-failure.tsx';
import type { Query } from '../api/query.ts';

interface QueryViewProps<V> {
  query: Query<V>;
  isEmpty: (value: V) => boolean;
  emptyText: string;
  emptyIcon?: ReactNode;
  /** A page shows a spinner before the first answer; a list under a form shows nothing. */
  spinner?: boolean;
  children: (value: V) => ReactNode;
}

/**
 * The states of one read: its failure (with a retry) while there is no answer, the wait for
 * the first answer, the empty state, then the answer. A failed re-read keeps the last answer.
 */
export function QueryView<V>({
  query,
  isEmpty,
  emptyText,
  emptyIcon,
  spinner = false,
  children,
}: QueryViewProps<V>) {
  const { value, failure, reload } = query;
  if (failure && !value) return <QueryFailure error={failure} onRetry={reload} />;
  if (!value) {
    return spinner ? (
      <div className="wl-page-loading" aria-busy="true">
        <div className="wl-spinner" />
      </div>
    ) : null;
  }
  if (isEmpty(value)) return <EmptyState text={emptyText} icon={emptyIcon} />;
  return children(value);
}
