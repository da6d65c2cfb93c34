import { execFile } from 'node:child_process';
import { expect } from 'vitest';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `whitelabel platform …` as an operator would, without an inherited operator key or
 * database URL (a test passes either on purpose through `env`).
 */
export function platform(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = { ...process.env };
  delete inherited['WL_OPERATOR_KEY'];
  delete inherited['DATABASE_URL'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['cli/bin.js', 'platform', ...args],
      { env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Exit 1 and exactly one line on stderr, matching `sentence`. */
export function expectOneSentence(run: Run, sentence: string | RegExp): void {
  expect(run.code, run.stdout).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(sentence);
}
