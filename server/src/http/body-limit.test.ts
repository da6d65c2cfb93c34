import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp, type HttpServer } from './http-server.ts';
import { sizedBodyLimit } from './body-limit.ts';

// Over real HTTP: what the limit trusts (Content-Length) is what Node's parser enforces.
describe('the body limit', () => {
  let server: HttpServer;
  let base: string;
  beforeAll(async () => {
    const app = new Hono();
    app.use(sizedBodyLimit({ maxSize: 100, onError: (c) => c.text('too large', 413) }));
    app.all('/echo', async (c) => c.text(`${c.req.method} ${(await c.req.text()).length}`));
    server = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  it('lets a body of exactly the limit through and refuses one byte more', async () => {
    const at = await fetch(`${base}/echo`, { method: 'POST', body: 'x'.repeat(100) });
    expect([at.status, await at.text()]).toEqual([200, 'POST 100']);
    const over = await fetch(`${base}/echo`, { method: 'POST', body: 'x'.repeat(101) });
    expect([over.status, await over.text()]).toEqual([413, 'too large']);
  });

  it('counts a chunked body that carries no length, and refuses it past the limit', async () => {
    const chunked = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 40) {
            controller.enqueue(new TextEncoder().encode('y'.repeat(Math.min(40, size - sent))));
          }
          controller.close();
        },
      });
    const small = await fetch(`${base}/echo`, {
      method: 'POST',
      body: chunked(80),
      duplex: 'half',
    } as RequestInit);
    expect([small.status, await small.text()]).toEqual([200, 'POST 80']);
    const large = await fetch(`${base}/echo`, {
      method: 'POST',
      body: chunked(400),
      duplex: 'half',
    } as RequestInit);
    expect(large.status).toBe(413);
  });

  it('lets a request without a body through', async () => {
    const answer = await fetch(`${base}/echo`);
    expect([answer.status, await answer.text()]).toEqual([200, 'GET 0']);
  });
});
