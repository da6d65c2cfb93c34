import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { call } from '../api/call.ts';
import { moneyVersionAtom } from '../money.ts';

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
