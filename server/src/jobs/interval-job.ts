/** A job serve runs every few seconds on every instance (transfers, sports, lottery). */
export interface IntervalJob<T> {
  /** Runs once now, or joins the run in progress: never two at once in this instance. */
  runOnce(): Promise<T>;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Starts `run` every `intervalMs`. A run still going when the timer fires is joined, not
 * doubled; a failed run is logged with the job's name and the next one tries again. The
 * timer does not keep Node alive, so a stopped server exits.
 */
export function startIntervalJob<T>(
  name: string,
  run: () => Promise<T>,
  intervalMs: number,
  log: (line: string) => void,
): IntervalJob<T> {
  let running: Promise<T> | null = null;
  const runOnce = (): Promise<T> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((e: unknown) => {
      log(`${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
