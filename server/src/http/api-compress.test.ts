import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { apiCompress } from './api-compress.ts';

const BIG = 'x'.repeat(2_000);

function appWith(middleware: MiddlewareHandler): Hono {
  const app = new Hono();
  app.use(middleware);
  app.get('/json', (c) => c.json({ success: true, value: BIG }));
  app.get('/small', (c) => c.json({ success: true }));
  app.get('/sized', (c) => c.text('short', 200, { 'Content-Length': '5' }));
  app.get('/image', (c) => c.body(BIG, 200, { 'Content-Type': 'image/png' }));
  app.get('/no-transform', (c) => c.json({ value: BIG }, 200, { 'Cache-Control': 'no-transform' }));
  app.get('/varied', (c) => c.json({ value: BIG }, 200, { Vary: 'Origin' }));
  app.get('/varied-already', (c) => c.json({ value: BIG }, 200, { Vary: 'Accept-Encoding' }));
  app.get('/vary-all', (c) => c.json({ value: BIG }, 200, { Vary: '*' }));
  app.get('/partial', (c) => c.text(BIG, 206));
  return app;
}

const PATHS = [
  '/json',
  '/small',
  '/sized',
  '/image',
  '/no-transform',
  '/varied',
  '/varied-already',
  '/vary-all',
  '/partial',
  '/missing',
];

const answer = async (app: Hono, path: string, method: string, headers: Record<string, string>) => {
  const res = await app.request(path, { method, headers });
  return { status: res.status, headers: [...res.headers.entries()], body: await res.text() };
};

describe('the API compression middleware', () => {
  it("answers a call without Accept-Encoding exactly as Hono's compress does", async () => {
    const [ours, hono] = [appWith(apiCompress()), appWith(compress())];
    for (const path of PATHS) {
      for (const method of ['GET', 'HEAD']) {
        expect(await answer(ours, path, method, {}), `${method} ${path}`).toEqual(
          await answer(hono, path, method, {}),
        );
      }
    }
  });

  it('still compresses for a call that accepts it', async () => {
    const ours = appWith(apiCompress());
    const res = await ours.request('/json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const text = await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(text)).toEqual({ success: true, value: BIG });
  });
});
