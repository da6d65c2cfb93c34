import { useCallback, useState } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { asPlatformError } from './call.ts';

/**
 * The busy flag and failure of a form that sends one call. `send(work)` runs it busy; a
 * failure lands in `failure` unless it is NOT_LOGGED_IN, which call()'s session hook has already
 * handled (the shell swaps to the login popup). `settle` hears how it ended: a money form passes
 * useSubmissionKey().settled so it keeps its idempotency key only when the platform may
 * already have done the work.
 */
export function useSend() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const send = useCallback(
    async (work: () => Promise<void>, settle?: (error?: PlatformError) => void) => {
      setBusy(true);
      try {
        await work();
        settle?.();
      } catch (e: unknown) {
        const error = asPlatformError(e);
        settle?.(error);
        if (error.code !== 'NOT_LOGGED_IN') setFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, failure, setFailure, send };
}
