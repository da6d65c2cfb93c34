import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { call } from '../api/call.ts';
import { moneyVersionAtom } from '../money.ts';
import { quickRange, useBrandToday, type DayRange, type QuickPick } from './date-range.tsx';

export interface Query<V> {
  /** The last answer; kept while a newer one loads so a table does not flash empty. */
  value: V | undefined;
  error: PlatformError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads `endpoint` with `input` and reads again whenever the input changes, money moves
 * anywhere on the site (moneyVersionAtom), or `reload` is called. An answer to an older
 * input never overwrites a newer one.
 */
export function usePagedQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Query<EndpointValue<E>> {
  const moneyVersion = useAtomValue(moneyVersionAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    value: EndpointValue<E> | undefined;
    error: PlatformError | null;
    /** Which request the state answers; loading while it is not the latest. */
    answers: string;
  }>({ value: undefined, error: null, answers: '' });
  const key = JSON.stringify(input);
  const request = `${key}#${moneyVersion}#${attempt}`;

  useEffect(() => {
    let current = true;
    call(endpoint, JSON.parse(key) as EndpointInput<E>).then(
      (value) => current && setState({ value, error: null, answers: request }),
      (e: unknown) => {
        if (!current) return;
        const error = e instanceof PlatformError ? e : new PlatformError('UNKNOWN');
        setState((s) => ({ ...s, error, answers: request }));
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, key, request]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { value: state.value, error: state.error, loading: state.answers !== request, reload };
}

/**
 * usePagedQuery over a date range and a page, as the history and records lists read: the
 * range starts at `pick` (in the brand's time zone), and a new range goes back to page 1.
 * `extra` is any further filter input.
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
  const query = usePagedQuery(endpoint, input);
  const onRange = (next: DayRange) => {
    setRange(next);
    setPage(1);
  };
  return { query, range, onRange, page, setPage };
}
