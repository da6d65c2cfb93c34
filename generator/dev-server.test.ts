import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevResult } from './dev-server.ts';

let api: Server;
let dev: DevResult;

beforeAll(async () => {
  // A stand-in platform: the dev server only has to proxy to it.
  api = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, merchant: req.headers.merchant }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dev = await startDev({
    brandsDir: 'brands',
    id: 'lotus',
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
    runtime: {
      configFile: 'generator/test-fixtures/mini-runtime/vite.config.ts',
      hashInputs: [],
    },
    startPlatform: () => Promise.resolve({ url: apiUrl, close: () => Promise.resolve() }),
  });
});

afterAll(async () => {
  if (dev.ok) await dev.close();
  await new Promise((r) => api.close(r));
});

const url = (path: string) => (dev.ok ? new URL(path, dev.url).href : '');

describe('dev server', () => {
  it('injects the same brand head as the build into the runtime page', async () => {
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain('<html lang="vi-VN" dir="ltr">');
    expect(html).toContain('<title>Lotus Club — xổ số, thể thao và sòng bài</title>');
    expect(html).not.toContain('<title>mini runtime</title>');
    expect(html).toContain('<script id="wl-brand" type="application/json">{"id":"lotus"');
    expect(html).toContain('window["__wlStatus"]=p');
    expect(html.indexOf('__wlStatus')).toBeLessThan(html.indexOf('/src/main.ts'));
  });

  it('serves brand assets, the web manifest and robots.txt', async () => {
    const logo = await fetch(url('/brand/logo.svg'));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const manifest = (await (await fetch(url('/manifest.webmanifest'))).json()) as { name: string };
    expect(manifest.name).toBe('Lotus Club');
    expect(await (await fetch(url('/robots.txt'))).text()).toContain('User-agent');
  });

  it('proxies platform calls to the API', async () => {
    const res = await fetch(url('/wps/system/status?url=x'), { headers: { Merchant: 'LOTUSVN' } });
    expect(await res.json()).toEqual({ path: '/wps/system/status?url=x', merchant: 'LOTUSVN' });
  });
});
