import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

/** A run the test finishes when it wants, counting how many were started. */
function gatedRun() {
  let started = 0;
  let release: () => void = () => undefined;
  const run = () => {
    started += 1;
    return new Promise<number>((resolve) => {
      release = () => resolve(started);
    });
  };
  return { run, started: () => started, release: () => release() };
}

describe('an interval job', () => {
  it('joins a run in progress instead of starting a second one', async () => {
    const gate = gatedRun();
    const job = startIntervalJob('test job', gate.run, 60_000, () => undefined);
    const first = job.runOnce();
    const second = job.runOnce();
    expect(gate.started()).toBe(1);
    gate.release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    await job.stop();
  });

  it('logs a failed run by name and runs again on the next tick', async () => {
    const lines: string[] = [];
    let calls = 0;
    const job = startIntervalJob(
      'flaky job',
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database gone')) : Promise.resolve(calls);
      },
      5,
      (line) => lines.push(line),
    );
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await job.stop();
    expect(lines[0]).toBe('flaky job failed: database gone');
  });

  it('waits for the run in progress when stopped', async () => {
    const gate = gatedRun();
    const job = startIntervalJob('test job', gate.run, 60_000, () => undefined);
    void job.runOnce();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    gate.release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
