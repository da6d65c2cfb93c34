import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * PGlite opens a data folder that another process (or this one) already has open without a
 * word, and two writers corrupt it. A lock file beside the folder, holding the owner's pid,
 * refuses the second opener; a lock left by a process that died is taken over.
 * Answers the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lock = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      return () => unlink(lock).catch(() => undefined);
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(
        `The database folder ${dataDir} is in use by process ${owner}; stop that server or use another data folder.`,
      );
    }
    await unlink(lock).catch(() => undefined);
  }
  throw new Error(`Cannot lock the database folder ${dataDir}; remove ${lock} if no server runs.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
