import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { makeFakeDist } from '../../testing/fake-dist.ts';

/** Routing alone touches no database: these requests never reach one. */
const NO_DATABASE = {} as Database;

describe('the sandbox vendors mount', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await makeFakeDist(['aurora']);
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  const app = (sandbox: boolean) =>
    createApp({
      db: NO_DATABASE,
      brandIds: ['aurora'],
      sandbox,
      log: () => undefined,
      site: { distDir: dist, brands: [{ id: 'aurora', domains: [] }] },
    });

  it('answers 404 under /sandbox/vendors on a plain server, not even the site page', async () => {
    const plain = app(false);
    for (const path of [
      '/sandbox/vendors/NOVA/play/starfall-sevens',
      '/sandbox/vendors/NOVA/api/catalogue',
      '/sandbox/vendors/LUMEN/thumbs/velvet-roulette.svg',
    ]) {
      const res = await plain.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    const post = await plain.request('/sandbox/vendors/NOVA/api/launch', {
      method: 'POST',
      body: '{}',
    });
    expect(post.status).toBe(404);
    // The site itself still answers its pages.
    expect((await plain.request('/slot')).status).toBe(200);
  });

  it('answers 404 for a vendor the sandbox does not have', async () => {
    const res = await app(true).request('/sandbox/vendors/ACME/play/x');
    expect(res.status).toBe(404);
  });

  it('treats /vendor as an API: an unknown path is a NOT_FOUND envelope, never cached', async () => {
    const res = await app(false).request('/vendor/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
