import { afterEach } from 'vitest';
import type { DatabaseKind } from '../src/db/test-databases.ts';
import { followableClock } from './clock.ts';
import { openIdentityApp } from './identity.ts';
import { useApp } from './lifecycle.ts';
import { expectSoundBooks } from './sound-books.ts';
import { withdrawalFixture } from './withdrawal.ts';

/**
 * The app of one describe block of withdrawal tests, with `withdrawalFixture`'s calls bound to
 * it. Its clock runs with the system clock until a test calls `followClock`, and runs free
 * again after that test; the books must be sound when the block ends.
 */
export function useWithdrawalApp(kind: DatabaseKind) {
  const clock = followableClock();
  const restores: (() => void)[] = [];
  afterEach(() => {
    for (const restore of restores.splice(0)) restore();
  });
  const t = useApp(() => openIdentityApp(kind, { clock }), expectSoundBooks);
  return {
    t,
    followClock: (read: () => Date) => {
      restores.push(clock.follow(read));
    },
    // The card numbers of the two database kinds stay apart.
    ...withdrawalFixture(() => t, kind === 'pglite' ? '55001' : '55002'),
  };
}
