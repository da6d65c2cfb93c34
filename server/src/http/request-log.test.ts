import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';

function appWith(trustProxy = false) {
  const lines: string[] = [];
  const app = new Hono<{ Variables: { brandId: string | undefined; requestId: string } }>();
  app.use(
    requestLog(
      createLogger((line) => lines.push(line)),
      trustProxy,
    ),
  );
  app.use(securityHeaders());
  app.get('/wps/thing', (c) => {
    c.set('brandId', 'aurora');
    return c.json({ ok: true });
  });
  app.get('/page', (c) =>
    c.html('<p>hi</p>', 200, { 'Content-Security-Policy': "script-src 'self'" }),
  );
  app.get('/boom', () => {
    throw new Error('kaput');
  });
  app.onError((_error, c) => c.text('Internal server error.', 500));
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, entries };
}

describe('the request log', () => {
  it('writes one JSON line per request with its id, and answers the id', async () => {
    const { app, lines, entries } = appWith();
    const res = await app.request('/wps/thing?token=secret-token&code=123456', {
      headers: { authorization: 'Bearer secret-token' },
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        reqId: id,
        method: 'GET',
        path: '/wps/thing',
        status: 200,
        brand: 'aurora',
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/secret-token|123456/);
  });

  it('gives each request its own id and logs a server error at error level', async () => {
    const { app, entries } = appWith();
    await app.request('/wps/thing');
    const res = await app.request('/boom');
    const [first, second] = entries();
    expect(first?.['reqId']).not.toBe(second?.['reqId']);
    expect(second).toMatchObject({
      level: 50,
      status: 500,
      reqId: res.headers.get('x-request-id'),
    });
  });

  it('keeps a proxy request id only behind a trusted proxy, and only a well-formed one', async () => {
    const direct = appWith(false);
    const sent = { headers: { 'x-request-id': 'edge-42' } };
    expect((await direct.app.request('/wps/thing', sent)).headers.get('x-request-id')).not.toBe(
      'edge-42',
    );
    const proxied = appWith(true);
    expect((await proxied.app.request('/wps/thing', sent)).headers.get('x-request-id')).toBe(
      'edge-42',
    );
    const junk = { headers: { 'x-request-id': 'a b\tc' } };
    expect((await proxied.app.request('/wps/thing', junk)).headers.get('x-request-id')).not.toBe(
      'a b\tc',
    );
  });
});

describe('the security headers', () => {
  it('lock API answers down and keep the popup link social sign-in needs', async () => {
    const res = await appWith().app.request('/wps/thing');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
    expect(res.headers.has('cross-origin-resource-policy')).toBe(false);
    expect(res.headers.has('strict-transport-security')).toBe(false);
  });

  it("keep a page's own content security policy and cover errors too", async () => {
    const { app } = appWith();
    expect((await app.request('/page')).headers.get('content-security-policy')).toBe(
      "script-src 'self'",
    );
    const failed = await app.request('/boom');
    expect(failed.headers.get('x-frame-options')).toBe('DENY');
  });
});
