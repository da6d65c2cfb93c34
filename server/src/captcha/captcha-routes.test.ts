import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../testing/test-app.ts';
import { humanTrack } from './captcha-testing.ts';

type Body = { success: boolean; code?: string; message?: string; value?: unknown };

describe.each(testDatabaseKinds())('the captcha calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });
  const headers = { Merchant: 'AURORA01', 'Content-Type': 'application/json' };
  const get = async (path: string) => {
    const res = await t.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const post = async (path: string, body: unknown) => {
    const res = await t.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Body };
  };

  it('answers an image captcha, then TOO_MANY_REQUESTS within the same second', async () => {
    const first = await get('/wps/captcha?clientId=route-client-0001');
    expect(first.body).toMatchObject({ success: true });
    expect(first.body.value).toMatch(/^data:image\/png;base64,/);
    const second = await get('/wps/captcha?clientId=route-client-0001');
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });

  it('refuses a malformed client id with BAD_REQUEST', async () => {
    const { status, body } = await get('/wps/captcha?clientId=x');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('solves a slide puzzle the way the e2e suite does: the gap x from the SVG', async () => {
    const challenge = await post('/wps/captcha/slider', { clientId: 'route-client-0002' });
    const value = challenge.body.value as { id: string; background: string; piece: string };
    const svg = Buffer.from(value.background.split(',')[1] ?? '', 'base64').toString();
    const gapX = Number(/<rect id="gap" x="(\d+)"/.exec(svg)?.[1]);
    expect(gapX).toBeGreaterThanOrEqual(60);

    const verified = await post('/wps/captcha/slider/verify', {
      id: value.id,
      x: gapX + 2,
      track: humanTrack(gapX + 2),
    });
    expect(verified.body).toMatchObject({ success: true });
    expect((verified.body.value as { token: string }).token).toMatch(/^[\w-]{43}$/);

    const again = await post('/wps/captcha/slider/verify', {
      id: value.id,
      x: gapX,
      track: humanTrack(gapX),
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it('answers CAPTCHA_FAILED, not a 500, for a wrong place, a bot drag or an unknown id', async () => {
    const challenge = await post('/wps/captcha/slider', { clientId: 'route-client-0003' });
    const { id } = challenge.body.value as { id: string };
    const jump = [0, 1, 2, 3, 4].map((i) => ({ x: i * 50, t: i }));
    const bot = await post('/wps/captcha/slider/verify', { id, x: 200, track: jump });
    expect(bot.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
    const unknown = await post('/wps/captcha/slider/verify', {
      id: 'nope',
      x: 100,
      track: humanTrack(100),
    });
    expect(unknown.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
    const malformed = await post('/wps/captcha/slider/verify', { id, x: 'far', track: [] });
    expect(malformed.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
