import { useEffect, useState } from 'react';
import { depositStatus, type Deposit } from '../../../../contract/deposit.ts';
import { call } from '../../app/api/call.ts';

export const POLL_MS = 3000;

/**
 * A deposit's status, asked again every 3 s while it is PENDING and the tab is visible: a
 * hidden tab stops asking (the payer is on the gateway's page) and asks at once when it is
 * shown again. A failed ask is simply retried on the next tick.
 */
export function useDepositStatus(initial: Deposit): Deposit {
  const [deposit, setDeposit] = useState(initial);
  const pending = deposit.status === 'PENDING';
  const id = deposit.id;

  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(poll, POLL_MS);
    };
    const poll = () => {
      call(depositStatus, { id }).then(
        (next) => {
          if (stopped) return;
          setDeposit(next);
          if (next.status === 'PENDING') schedule();
        },
        () => schedule(),
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clearTimeout(timer);
      else {
        clearTimeout(timer);
        poll();
      }
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id, pending]);

  return deposit;
}
