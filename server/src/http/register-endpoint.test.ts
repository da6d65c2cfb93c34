import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../../contract/endpoint.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import type { AppEnv } from './app-env.ts';
import { registerEndpoint } from './register-endpoint.ts';

const echo = defineEndpoint({
  id: 'testEcho',
  method: 'POST',
  path: '/wps/test/echo',
  token: false,
  encrypted: false,
  input: v.object({ name: v.pipe(v.string(), v.minLength(2)), fail: v.optional(v.string()) }),
  value: v.object({ hello: v.string(), merchant: v.string() }),
  errors: ['OPERATION_NOT_ALLOWED'],
});
const secret = defineEndpoint({
  ...echo,
  id: 'testSecret',
  path: '/wps/test/secret',
  token: true,
  encrypted: true,
});
const form = defineEndpoint({ ...echo, id: 'testForm', path: '/wps/test/form', formEncoded: true });

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Merchant: 'AURORA01', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

// Routing does not depend on the database kind; PGlite keeps this file fast.
describe('contract-driven routing', () => {
  let t: TestApp;
  let bare: TestApp;
  const hookCalls: string[] = [];
  beforeAll(async () => {
    const handler = (
      { name, fail }: { name: string; fail?: string | undefined },
      call: { merchant: { code: string } },
    ) => {
      if (fail === 'expected') throw new PlatformError('OPERATION_NOT_ALLOWED');
      if (fail === 'crash') throw new Error('secret internals at /srv/db');
      if (fail === 'contract') return { hello: name } as { hello: string; merchant: string };
      return { hello: name, merchant: call.merchant.code };
    };
    const routes = [
      (app: Hono<AppEnv>) => {
        registerEndpoint(app, echo, handler);
        registerEndpoint(app, secret, handler);
        registerEndpoint(app, form, handler);
      },
    ];
    t = await openTestApp('pglite', {
      routes,
      hooks: {
        decryptInput: (payload) => {
          hookCalls.push('decrypt');
          return Promise.resolve((payload as { sealed: unknown }).sealed);
        },
        authenticate: (call) => {
          hookCalls.push('authenticate');
          if (!call.c.req.header('Authorization')) {
            return Promise.reject(new PlatformError('NOT_LOGGED_IN'));
          }
          return Promise.resolve();
        },
      },
    });
    // No hooks at all: what a server without the identity areas would do.
    bare = await openTestApp('pglite', { brandIds: ['aurora'], routes, hooks: {} });
  });
  afterAll(async () => {
    await t.dispose();
    await bare.dispose();
  });

  it('validates the JSON body and wraps the answer in the success envelope', async () => {
    const res = await t.request('/wps/test/echo', json({ name: 'Ann', extra: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      value: { hello: 'Ann', merchant: 'AURORA01' },
    });
  });

  it('takes form-encoded bodies only for formEncoded endpoints, and JSON with a charset', async () => {
    const formInit = (body: string, type = 'application/x-www-form-urlencoded') => ({
      method: 'POST',
      headers: { 'Content-Type': type, Merchant: 'AURORA01' },
      body,
    });
    const res = await t.request('/wps/test/form', formInit('name=Bob'));
    expect(await res.json()).toMatchObject({ success: true, value: { hello: 'Bob' } });
    const charset = await t.request(
      '/wps/test/echo',
      json({ name: 'Cy' }, { 'Content-Type': 'Application/JSON; charset=utf-8' }),
    );
    expect(await charset.json()).toMatchObject({ success: true, value: { hello: 'Cy' } });
  });

  it('refuses a body of another content type with 415 before reading it', async () => {
    const refused = {
      success: false,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^The request body must be application\//),
    };
    // A cross-site form or text/plain POST needs no CORS preflight: it must not get through.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await t.request(
        '/wps/test/echo',
        json({ name: 'Ann' }, { 'Content-Type': type }),
      );
      expect([type, res.status, await res.json()]).toEqual([type, 415, refused]);
    }
    const missing = await t.request('/wps/test/echo', {
      method: 'POST',
      headers: { Merchant: 'AURORA01' },
      body: '{"name":"Ann"}',
    });
    expect([missing.status, await missing.json()]).toEqual([415, refused]);
    const jsonToForm = await t.request('/wps/test/form', json({ name: 'Ann' }));
    expect([jsonToForm.status, await jsonToForm.json()]).toEqual([415, refused]);
  });

  it('answers NOT_LOGGED_IN to a T call without a token before decrypting or validating', async () => {
    hookCalls.length = 0;
    for (const body of [{ sealed: { name: 'A' } }, { sealed: 'garbage' }, '{"broken":']) {
      const res = await t.request('/wps/test/secret', json(body));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        success: false,
        code: 'NOT_LOGGED_IN',
        message: 'Not logged in, please log in.',
      });
    }
    const wrongType = await t.request(
      '/wps/test/secret',
      json({ sealed: { name: 'A' } }, { 'Content-Type': 'text/plain' }),
    );
    expect(wrongType.status).toBe(401);
    expect(hookCalls).toEqual(['authenticate', 'authenticate', 'authenticate', 'authenticate']);
  });

  it('answers BAD_REQUEST naming the field for invalid input and for broken JSON', async () => {
    const short = await t.request('/wps/test/echo', json({ name: 'A' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^name: /),
    });
    const broken = await t.request('/wps/test/echo', json('{"name":'));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
    const empty = await t.request('/wps/test/echo', json(''));
    expect(await empty.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^name: /),
    });
  });

  it('refuses a body over 1 MB with BAD_REQUEST', async () => {
    const res = await t.request('/wps/test/echo', json({ name: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('passes a PlatformError through with its code and the catalogue status', async () => {
    const res = await t.request('/wps/test/echo', json({ name: 'Ann', fail: 'expected' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      code: 'OPERATION_NOT_ALLOWED',
      message: 'Operation not allowed or not enabled; please contact customer service.',
    });
  });

  it('answers SYSTEM_ERROR for a crash or a contract breach and logs, never leaks, the cause', async () => {
    for (const fail of ['crash', 'contract']) {
      const res = await t.request('/wps/test/echo', json({ name: 'Ann', fail }));
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        code: 'SYSTEM_ERROR',
        message: 'System error.',
      });
      expect(text).not.toMatch(/internals|at /);
    }
    expect(t.logs.some((line) => line.includes('secret internals at /srv/db'))).toBe(true);
  });

  it('runs the decrypt and authenticate hooks for E and T calls', async () => {
    hookCalls.length = 0;
    const res = await t.request(
      '/wps/test/secret',
      json({ sealed: { name: 'Eve' } }, { Authorization: 'Bearer x' }),
    );
    expect(await res.json()).toMatchObject({ success: true, value: { hello: 'Eve' } });
    expect(hookCalls).toEqual(['authenticate', 'decrypt']);
  });

  it('fails E and T calls loudly when the identity hooks are not installed', async () => {
    const res = await bare.request('/wps/test/secret', json({ name: 'Eve' }));
    expect(res.status).toBe(500);
    expect(bare.logs.some((line) => line.includes('no authenticate hook'))).toBe(true);
  });

  it('answers unknown API paths and wrong methods with a NOT_FOUND envelope', async () => {
    for (const [path, method] of [
      ['/wps/nope', 'GET'],
      ['/lgw/games/x', 'POST'],
      ['/lotto', 'GET'],
      ['/wps/system/status', 'DELETE'],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Not found.',
      });
    }
  });

  it('puts the security headers on API answers, errors included', async () => {
    const res = await t.request('/wps/nope');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gzips API answers for clients that accept it', async () => {
    const res = await t.request('/wps/system/status?url=aurora.localhost', {
      headers: { Merchant: 'AURORA01', 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('uses the only brand when a one-brand server gets no Merchant header', async () => {
    const res = await bare.request('/wps/test/echo', {
      method: 'POST',
      headers: { Host: 'anything.example', 'Content-Type': 'application/json' },
      body: '{"name":"Zed"}',
    });
    expect(await res.json()).toMatchObject({ value: { merchant: 'AURORA01' } });
  });
});

describe('cross-origin API calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { brandDomains: ['play.aurora.example'] });
  });
  afterAll(async () => {
    await t.dispose();
  });

  const preflight = (origin: string) =>
    t.request('/wps/system/status?url=x', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant, language',
      },
    });

  it('lets a served brand domain and local hosts call with credentials and the Merchant header', async () => {
    for (const origin of ['https://play.aurora.example', 'http://aurora.localhost:5173']) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('merchant');
    }
  });

  it('does not allow other origins', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
