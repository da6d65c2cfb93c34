import { useCallback, useRef } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { newIdempotencyKey } from '../money.ts';

/** Failures after which the platform may or may not have done the work: retry, same key. */
const UNSURE: ReadonlySet<string> = new Set(['NETWORK', 'SLOW_NETWORK']);

/**
 * One idempotency key per submission of a money form (DESIGN "Server"). `keyFor(request)`
 * hands out a new key unless the very same request failed on the network last time, when the
 * platform may already have moved the money: then the retry carries the old key and the
 * platform answers the first answer instead of moving it twice. `settled(error?)` forgets the
 * key once an answer (success or a platform refusal) came back.
 */
export function useSubmissionKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.request !== fingerprint) {
      last.current = { request: fingerprint, key: newIdempotencyKey() };
    }
    return last.current.key;
  }, []);
  const settled = useCallback((error?: PlatformError) => {
    if (!error || !UNSURE.has(error.code)) last.current = null;
  }, []);
  return { keyFor, settled };
}
