import type { DatabaseKind } from '../src/db/test-databases.ts';
import { fundFromHouse } from './house-credit.ts';
import { openGamesApp, type GamesApp } from './games.ts';

/** A settable clock: tests move time by assigning `at` (never by waiting). */
export interface TestClock {
  at: number;
  now(): number;
}

export interface LotteryApp extends GamesApp {
  clock: TestClock;
  /** A fresh member of the brand with a live session and `funds` minor units in MAIN. */
  player(brand?: string, funds?: number): Promise<{ id: number; token: string }>;
}

/** The lottery needs no vendor: an app with an empty directory and a clock the test sets. */
export async function openLotteryApp(kind: DatabaseKind, start: number): Promise<LotteryApp> {
  const clock: TestClock = { at: start, now: () => clock.at };
  const t = await openGamesApp(kind, [], { clock });
  return {
    ...t,
    clock,
    player: async (brand = 'aurora', funds = 0) => {
      const { member, token } = await t.member(brand);
      if (funds > 0) await fundFromHouse(t.test.db, member.merchantId, member.id, funds);
      return { id: member.id, token };
    },
  };
}
