// `npm test`: static checks, unit and server tests, then e2e in Chromium — and one plain
// closing line with the totals, so a reader (or CI) sees at once what ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'wl-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

function vitest(name, args) {
  const out = join(dir, `${name}.json`);
  const ok = step(name, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1; // the runner died before writing its report
  }
  return ok;
}

let ok = step('static checks', 'npm', ['run', '--silent', 'check']);
ok = vitest('unit and server tests', []) && ok;
ok = vitest('e2e in Chromium', ['--config', 'e2e/vitest.config.ts']) && ok;

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
