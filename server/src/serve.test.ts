import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open-database.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './db/test-databases.ts';
import { startServer, type ServeOptions } from './serve.ts';
import { makeFakeDist } from '../testing/fake-dist.ts';
import { BRANDS_DIR } from '../testing/test-app.ts';

/** fetch() may not set Host, so brands are reached through node:http, as a browser would by name. */
function getFrom(base: string, path: string, brand: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { Host: `${brand}.localhost` } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(testDatabaseKinds())('startServer on %s', (kind) => {
  let dist: string;
  let temp: string;
  let test: TestDatabase;
  let options: ServeOptions;
  const logs: string[] = [];

  beforeEach(async () => {
    dist = await makeFakeDist();
    temp = await mkdtemp(join(tmpdir(), 'wl-serve-'));
    test = await openTestDatabase(kind);
    logs.length = 0;
    options = {
      brandIds: ['aurora', 'lotus'],
      brandsDir: BRANDS_DIR,
      distDir: dist,
      port: 0,
      host: '127.0.0.1',
      // In memory unless a test restarts on the same data: a fresh PGlite folder costs seconds.
      dataDir: ':memory:',
      log: (line) => logs.push(line),
      ...(test.databaseUrl ? { databaseUrl: test.databaseUrl } : {}),
    };
  });
  afterEach(async () => {
    await test.dispose();
    await rm(dist, { recursive: true, force: true });
    await rm(temp, { recursive: true, force: true });
  });

  const status = async (base: string, brand: string) => {
    const res = await getFrom(base, `/wps/system/status?url=${brand}.localhost`, brand);
    return JSON.parse(res) as { success: boolean; value: { maintenance: boolean } };
  };

  it('serves the API and each brand site over HTTP and logs one line per request', async () => {
    const server = await startServer(options);
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(await getFrom(server.url, '/live', 'lotus')).toContain('<title>lotus</title>');
      expect(await status(server.url, 'aurora')).toMatchObject({ success: true });
      expect(logs).toContain('Database: seeded aurora, lotus');
      const requests = logs
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line['msg'] === 'request');
      expect(requests).toEqual([
        expect.objectContaining({ method: 'GET', path: '/live', status: 200, brand: 'lotus' }),
        expect.objectContaining({ path: '/wps/system/status', status: 200, brand: 'aurora' }),
      ]);
      expect(requests.map((line) => typeof line['ms'])).toEqual(['number', 'number']);
      expect(new Set(requests.map((line) => line['reqId'])).size).toBe(2);
    } finally {
      await server.close();
    }
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('keeps operator changes across restarts and applies brand files only with reseed', async () => {
    options.dataDir = join(temp, 'data');
    let server = await startServer(options);
    await server.close();
    const db = await openDatabase(options);
    await db.query(
      `update merchants set settings = jsonb_set(settings, '{siteMode}', '"maintenance"') where brand_id = 'aurora'`,
    );
    await db.close();

    server = await startServer(options);
    expect((await status(server.url, 'aurora')).value.maintenance).toBe(true);
    await server.close();
    server = await startServer({ ...options, reseed: true });
    expect((await status(server.url, 'aurora')).value.maintenance).toBe(false);
    await server.close();
  });

  it('refuses a taken port with the message the CLI prints', async () => {
    const first = await startServer(options);
    try {
      await expect(startServer({ ...options, port: first.port })).rejects.toMatchObject({
        code: 'EADDRINUSE',
        message: `Port ${first.port} is already in use; choose another with --port.`,
      });
    } finally {
      await first.close();
    }
  });

  it('serves only the API with apiOnly, needing no build', async () => {
    const server = await startServer({ ...options, distDir: join(temp, 'nothing'), apiOnly: true });
    try {
      expect(await status(server.url, 'lotus')).toMatchObject({ success: true });
      expect((await fetch(`${server.url}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('startServer before it touches the database', () => {
  it('names the command to run when a brand is not built, and creates no data folder', async () => {
    const temp = await mkdtemp(join(tmpdir(), 'wl-serve-'));
    try {
      await expect(
        startServer({
          brandIds: ['aurora'],
          brandsDir: BRANDS_DIR,
          distDir: join(temp, 'dist'),
          port: 0,
          host: '127.0.0.1',
          dataDir: join(temp, 'data'),
        }),
      ).rejects.toThrow('Brand aurora is not built; run whitelabel build --brand aurora.');
      expect(await readdir(temp)).toEqual([]);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

  it('names the missing brand folder for an unknown brand id', async () => {
    await expect(
      startServer({
        brandIds: ['nope'],
        brandsDir: BRANDS_DIR,
        distDir: 'dist',
        port: 0,
        host: '127.0.0.1',
        dataDir: ':memory:',
      }),
    ).rejects.toThrow(/nope\/brand.json/);
  });
});
