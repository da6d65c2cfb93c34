import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyState, type HarborState } from './wallet.ts';

/**
 * Harbor's money survives a restart: the whole state is one JSON file in the vendor's data
 * folder, written after every change as a temporary file renamed over the old one (a rename is
 * atomic on one file system, so a crash leaves either the old or the new file, never half of
 * one). Writes are synchronous on purpose: a transfer is answered only once it is on disk, so
 * the platform is never told of a move the vendor could forget.
 */

export function stateFile(dataDir: string, code: string): string {
  return join(dataDir, `harbor-${code}.json`);
}

function isState(value: unknown): value is HarborState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<HarborState>;
  return (
    state.version === 1 &&
    typeof state.seq === 'number' &&
    typeof state.accounts === 'object' &&
    typeof state.transfers === 'object' &&
    typeof state.bets === 'object' &&
    Array.isArray(state.log)
  );
}

/** The saved state, or an empty one when there is no file yet. A corrupt file stops the start. */
export function loadState(dataDir: string, code: string): HarborState {
  let text: string;
  try {
    text = readFileSync(stateFile(dataDir, code), 'utf8');
  } catch (e: unknown) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw e;
  }
  const parsed: unknown = JSON.parse(text);
  // Refusing to start beats starting empty: an empty wallet would lose every player's money.
  if (!isState(parsed)) throw new Error(`${stateFile(dataDir, code)} is not a Harbor state file`);
  // Files from before pending hands were kept have none.
  return { ...parsed, pending: parsed.pending ?? {} };
}

export function saveState(dataDir: string, code: string, state: HarborState): void {
  mkdirSync(dataDir, { recursive: true });
  const file = stateFile(dataDir, code);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, file);
}
