import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { asPlatformError } from '../../app/api/call.ts';

/** Spec §4 SMS code button: ready → loading → countdown → ready; failure → ready. */
export type SmsButtonState =
  { kind: 'ready' } | { kind: 'loading' } | { kind: 'countdown'; seconds: number };

/** Spec §9: 60 s before a resend, clicks throttled to one a second. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_THROTTLE_MS = 1000;

/**
 * `send` resolves false when it did not send (the mobile number failed validation), true when
 * the code went out, and throws the platform's error otherwise.
 */
export function useSmsButton(
  send: () => Promise<boolean>,
  onError: (error: PlatformError) => void,
) {
  const [state, setState] = useState<SmsButtonState>({ kind: 'ready' });
  const lastClick = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, []);

  const click = useCallback(async () => {
    const now = Date.now();
    if (now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    if (state.kind !== 'ready') return;
    setState({ kind: 'loading' });
    let sent: boolean;
    try {
      sent = await send();
    } catch (e: unknown) {
      if (!mounted.current) return;
      setState({ kind: 'ready' });
      onError(asPlatformError(e));
      return;
    }
    if (!mounted.current) return;
    if (!sent) {
      setState({ kind: 'ready' });
      return;
    }
    let left = SMS_COUNTDOWN_SECONDS;
    setState({ kind: 'countdown', seconds: left });
    stop();
    timer.current = setInterval(() => {
      left -= 1;
      if (left <= 0) {
        stop();
        setState({ kind: 'ready' });
      } else {
        setState({ kind: 'countdown', seconds: left });
      }
    }, 1000);
  }, [state.kind, send, onError]);

  return { state, click };
}
