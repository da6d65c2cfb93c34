import { useState } from 'react';
import type { AnyEndpoint, EndpointInput } from '../../../../contract/endpoint.ts';
import { useQuery } from '../api/query.ts';
import { quickRange, useBrandToday, type DayRange, type QuickPick } from './date-range.tsx';

/**
 * A records list over a date range and a page, as the history and records lists read: the
 * range starts at `pick` (in the brand's time zone), and a new range goes back to page 1.
 * `extra` is any further filter input. Money movements re-read it (the "records" tag).
 */
export function useRangeQuery<E extends AnyEndpoint>(
  endpoint: E,
  {
    pick,
    pageSize,
    extra,
  }: { pick: QuickPick; pageSize: number; extra?: Partial<EndpointInput<E>> },
) {
  const today = useBrandToday();
  const [range, setRange] = useState<DayRange>(() => quickRange(pick, today()));
  const [page, setPage] = useState(1);
  const input = { ...range, page, pageSize, ...extra } as EndpointInput<E>;
  const query = useQuery(endpoint, input, { tags: ['records'] });
  const onRange = (next: DayRange) => {
    setRange(next);
    setPage(1);
  };
  return { query, range, onRange, page, setPage };
}
