import type { Scheduler } from './scheduler.ts';

/** A scheduler whose clock moves only when a test says so; due timers run in time order. */
export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, running every timer that falls due on the way. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

export function manualScheduler(start = 1_800_000_000_000): ManualScheduler {
  let time = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    after(ms, run) {
      const id = sequence++;
      timers.set(id, { at: time + Math.max(0, ms), run });
      return () => timers.delete(id);
    },
    advance(ms) {
      const until = time + ms;
      for (;;) {
        let next: [number, { at: number; run: () => void }] | null = null;
        for (const entry of timers) if (!next || entry[1].at < next[1].at) next = entry;
        if (!next || next[1].at > until) break;
        timers.delete(next[0]);
        time = next[1].at;
        next[1].run();
      }
      time = until;
    },
    pending: () => timers.size,
  };
}
