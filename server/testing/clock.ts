import type { Clock } from '../src/clock.ts';

/**
 * A clock for an app that several tests share: it runs with the system clock until a test
 * makes it follow its own time, and `follow` answers the function that lets it run again.
 */
export function followableClock(): Clock & { follow(read: () => Date): () => void } {
  let read: (() => Date) | undefined;
  return {
    now: () => (read ? read().getTime() : Date.now()),
    follow: (next) => {
      read = next;
      return () => {
        read = undefined;
      };
    },
  };
}
