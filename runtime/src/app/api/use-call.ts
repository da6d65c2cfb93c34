import { useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointValue } from '../../../../contract/endpoint.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { handleSessionFailure } from '../session.ts';
import { asPlatformError, call } from './call.ts';

export interface Call<V> {
  /** The last answer, kept through a reload so the page does not flash back to its spinner. */
  value: V | null;
  /** The last failure; cleared by the next answer. NOT_LOGGED_IN never lands here. */
  failure: PlatformError | null;
  reload: () => void;
  /** For a page that learns the new value from its own action and need not read again. */
  setValue: (value: V) => void;
}

/**
 * Reads `endpoint` once (again when the input changes or `reload` is called). Unlike
 * usePagedQuery it does not re-read on every money movement, and an expired session ends the
 * session (the shell swaps to the login popup) instead of showing as a failure.
 */
export function useCall<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Call<EndpointValue<E>> {
  const [value, setValue] = useState<EndpointValue<E> | null>(null);
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The input by content: callers pass a fresh object literal on every render.
  const key = JSON.stringify(input);

  useEffect(() => {
    let live = true;
    call(endpoint, JSON.parse(key) as EndpointInput<E>).then(
      (answer) => {
        if (!live) return;
        setValue(answer);
        setFailure(null);
      },
      (e: unknown) => {
        const error = asPlatformError(e);
        if (!handleSessionFailure(error) && live) setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { value, failure, reload, setValue };
}
