import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('the data folder lock', () => {
  let temp: string;
  beforeEach(async () => {
    temp = await mkdtemp(join(tmpdir(), 'wl-lock-'));
  });
  afterEach(async () => {
    await rm(temp, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the folder, and frees it on release', async () => {
    const dir = join(temp, 'data');
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = join(temp, 'data');
    await writeFile(`${dir}.lock`, '999999999');
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });
});
