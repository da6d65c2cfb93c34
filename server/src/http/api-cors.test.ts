import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { apiCors } from './api-cors.ts';

const DOMAINS = ['www.aurora-casino.example'];

/** Hono's cors as apiCors configured it before it wrote the headers itself. */
const honoCors = (sandbox: boolean) =>
  cors({
    origin: (origin) =>
      (/^https?:\/\/[^/]+$/i.test(origin) && origin.endsWith('//www.aurora-casino.example')) ||
      (sandbox && /^http:\/\/[a-z.]*localhost(:\d+)?$/.test(origin))
        ? origin
        : null,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });

function appWith(middleware: MiddlewareHandler): Hono {
  const app = new Hono();
  app.use('/wps/*', middleware);
  app.get('/wps/json', (c) => c.json({ success: true }));
  app.get('/wps/vary', (c) => c.json({ success: true }, 200, { Vary: 'Accept-Language' }));
  app.get('/wps/fails', () => {
    throw new Error('handler failed');
  });
  app.onError((_error, c) => c.json({ success: false }, 500));
  return app;
}

const headersOf = async (app: Hono, path: string, headers: Record<string, string>) => {
  const res = await app.request(path, { headers });
  return [...res.headers.entries()];
};

describe('the API CORS middleware', () => {
  it("answers a call with exactly the headers Hono's cors gives it", async () => {
    for (const sandbox of [false, true]) {
      const ours = appWith(apiCors(DOMAINS, sandbox));
      const hono = appWith(honoCors(sandbox));
      for (const path of ['/wps/json', '/wps/vary', '/wps/fails', '/wps/missing']) {
        for (const origin of [
          undefined,
          'https://www.aurora-casino.example',
          'http://aurora.localhost:5173',
          'https://evil.example',
          'null',
        ]) {
          const headers: Record<string, string> = origin ? { Origin: origin } : {};
          const what = `${sandbox ? 'sandbox' : 'real'} ${path} from ${origin ?? 'no origin'}`;
          expect(await headersOf(ours, path, headers), what).toEqual(
            await headersOf(hono, path, headers),
          );
        }
      }
    }
  });

  it("answers a preflight through Hono's cors, allowed origin or not", async () => {
    const ours = appWith(apiCors(DOMAINS, false));
    const hono = appWith(honoCors(false));
    for (const origin of ['https://www.aurora-casino.example', 'https://evil.example']) {
      const ask = (app: Hono) =>
        app.request('/wps/json', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
        });
      const [a, b] = [await ask(ours), await ask(hono)];
      expect(a.status).toBe(204);
      expect([...a.headers.entries()], origin).toEqual([...b.headers.entries()]);
    }
  });
});
