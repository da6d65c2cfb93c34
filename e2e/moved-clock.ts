import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Clock } from '../server/src/clock.ts';
import { startServer, type RunningServer } from '../server/src/serve.ts';
import { launchChromium } from './browser.ts';
import { E2E_BRANDS } from './fixtures.ts';

/**
 * Real time shifted by an offset the test moves forward: the server's areas and jobs read it,
 * so a match plays out or a draw is held in seconds, while time keeps flowing between moves
 * (in-play acceptance delays, countdowns) as it does on a real site. It never goes back.
 */
export class MovedClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Jumps to `at` (epoch ms); refuses to go back, which no real clock does. */
  moveTo(at: number): void {
    const by = at - this.now();
    if (by < 0) throw new Error(`The moved clock cannot go back ${-by} ms.`);
    this.offsetMs += by;
  }

  moveBy(ms: number): void {
    this.moveTo(this.now() + ms);
  }
}

/**
 * A second platform for one e2e file, on its own fresh database and a clock the file moves:
 * moving the shared server's clock would move it under every other file. It serves the
 * brands global-setup.ts built.
 */
export async function startMovedServer(
  clock: MovedClock,
): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'wl-e2e-moved-'));
  const server = await startServer({
    brandIds: [...E2E_BRANDS],
    brandsDir: inject('brandsDir'),
    distDir: inject('distDir'),
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    sandbox: true,
    providerEnv: {},
    clock,
    log: () => {},
  });
  return {
    server,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** What a file on its own moved platform tests against: the platform's port and a browser. */
export interface MovedSuite {
  port: number;
  browser: Browser;
}

/**
 * Starts the file's moved platform (the clock first moved to `startAt(now)`) and a browser
 * before its tests, and stops both after them.
 */
export function movedPlatformForFile(
  clock: MovedClock,
  startAt: (now: number) => number,
): MovedSuite {
  const suite = { port: 0 } as MovedSuite;
  let stop: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    clock.moveTo(startAt(clock.now()));
    const moved = await startMovedServer(clock);
    suite.port = moved.server.port;
    stop = moved.close;
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser.close();
    await stop();
  });
  return suite;
}
