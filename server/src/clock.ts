/**
 * The server's one clock, created in createApp and handed to the areas in `services`: code
 * whose behaviour depends on the time (deadlines, expiries, the merchant's day) reads it here,
 * so a test moves time by passing its own clock instead of waiting or patching globals.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
