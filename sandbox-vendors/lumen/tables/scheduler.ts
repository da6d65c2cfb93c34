/**
 * The tables' sense of time. Rounds run on the vendor's clock (SandboxVendorOptions.now) and a
 * scheduler that can be swapped, so tests drive a round through its phases by moving a manual
 * clock instead of sleeping; the real one unrefs its timers so an idle table never keeps the
 * process alive.
 */
export interface Scheduler {
  now(): number;
  /** Runs `run` once, `ms` from now; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
}

export function realScheduler(now: () => number = Date.now): Scheduler {
  return {
    now,
    after(ms, run) {
      const timer = setTimeout(run, Math.max(0, ms));
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}
