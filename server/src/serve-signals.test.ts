import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('../testing/signal-fixture.ts', import.meta.url));

describe('closeOnSignals', () => {
  it('closes the server and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${String(code)}`)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/wps/system/status?url=localhost`);
    expect(res.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: finishing requests and closing');
  });
});
