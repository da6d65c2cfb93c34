import { useEffect, useState } from 'react';

/**
 * Milliseconds since `arrived` last changed (a read's answer), advancing every `tickMs` while
 * shown: a countdown or a ticking pool restarts from each fresh answer.
 */
export function useElapsed(arrived: unknown, tickMs: number): number {
  const [elapsed, setElapsed] = useState<{ arrived: unknown; ms: number }>({ arrived, ms: 0 });
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => setElapsed({ arrived, ms: Date.now() - start }), tickMs);
    return () => clearInterval(timer);
  }, [arrived, tickMs]);
  // A fresh answer counts from zero until the first tick after it.
  return elapsed.arrived === arrived ? elapsed.ms : 0;
}
