import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenHttp } from './http-server.ts';

function get(
  port: number,
  agent: Agent | false = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP listener', () => {
  it('refuses a port in use with EADDRINUSE and a message that says what to do', async () => {
    const first = await listenHttp(() => new Response('one'), { port: 0, host: '127.0.0.1' });
    try {
      const second = listenHttp(() => new Response('two'), { port: first.port, host: '127.0.0.1' });
      await expect(second).rejects.toMatchObject({
        code: 'EADDRINUSE',
        message: `Port ${first.port} is already in use; choose another with --port.`,
      });
    } finally {
      await first.close();
    }
  });

  it('finishes a request in flight on close, then refuses new connections', async () => {
    let release = () => {};
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await listenHttp(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response('finished'));
          started();
        }),
      { port: 0, host: '127.0.0.1' },
    );
    // Keep-alive, as browsers do: close() must not wait for the idle connection to time out.
    const inFlight = get(server.port, new Agent({ keepAlive: true }));
    await handlerStarted;
    const closed = server.close();
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    const began = Date.now();
    await closed;
    expect(Date.now() - began).toBeLessThan(1000);
    await expect(get(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts connections still busy after the drain time so shutdown always ends', async () => {
    let reached: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (reached = resolve));
    const server = await listenHttp(
      () => {
        reached();
        return new Promise<Response>(() => {});
      },
      { port: 0, host: '127.0.0.1', drainMs: 100 },
    );
    const stuck = get(server.port).catch((error: unknown) => error);
    // Close only once the request is being handled, so the drain really has something to cut.
    await handling;
    await server.close();
    expect(await stuck).toMatchObject({ code: 'ECONNRESET' });
  });
});
