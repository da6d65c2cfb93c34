import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The environment variable that carries the operator key to `serve` and `platform`. */
export const OPERATOR_KEY_ENV = 'WL_OPERATOR_KEY';
export const OPERATOR_KEY_FILE = 'operator.key';

export function operatorKeyPath(dataDir: string): string {
  return join(dataDir, OPERATOR_KEY_FILE);
}

async function readKeyFile(path: string): Promise<string | undefined> {
  try {
    const key = (await readFile(path, 'utf8')).trim();
    return key === '' ? undefined : key;
  } catch (error: unknown) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

export interface ServerKey {
  key: string;
  /** Where it came from: the environment, the file of an earlier start, or made now. */
  source: 'env' | 'file' | 'new';
  path: string;
}

/**
 * The key `whitelabel serve` accepts on back-office calls: WL_OPERATOR_KEY when set, else the
 * one kept in <dataDir>/operator.key, else a new one (32 random bytes) written there readable
 * by its owner only, so the `platform` commands on the same machine find it.
 */
export async function serverOperatorKey(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerKey> {
  const path = operatorKeyPath(dataDir);
  const fromEnv = env[OPERATOR_KEY_ENV]?.trim();
  if (fromEnv) return { key: fromEnv, source: 'env', path };
  const kept = await readKeyFile(path);
  if (kept) return { key: kept, source: 'file', path };
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    await writeFile(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error: unknown) {
    // Another start wrote one a moment ago: use that one.
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    const raced = await readKeyFile(path);
    if (raced) return { key: raced, source: 'file', path };
    throw error;
  }
  return { key, source: 'new', path };
}

/** The key a `platform` command sends: --key, else WL_OPERATOR_KEY, else the serve data dir's file. */
export async function clientOperatorKey(
  option: string | undefined,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  if (option?.trim()) return option.trim();
  const fromEnv = env[OPERATOR_KEY_ENV]?.trim();
  if (fromEnv) return fromEnv;
  const kept = await readKeyFile(operatorKeyPath(dataDir));
  if (kept) return kept;
  throw new Error(
    `No operator key: pass --key, set ${OPERATOR_KEY_ENV}, or run this where "whitelabel serve" keeps ${operatorKeyPath(dataDir)}.`,
  );
}
