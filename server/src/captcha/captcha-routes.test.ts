import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { humanTrack } from '../../testing/captcha.ts';
import { unchecked, valueOf } from '../../testing/test-client.ts';
import { captchaImage, sliderChallenge, sliderVerify } from '../../../contract/captcha.ts';

describe.each(testDatabaseKinds())('the captcha calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('answers an image captcha, then TOO_MANY_REQUESTS within the same second', async () => {
    const first = await t.call(captchaImage, { clientId: 'route-client-0001' });
    expect(first.body).toMatchObject({ success: true });
    expect(first.body.value).toMatch(/^data:image\/png;base64,/);
    const second = await t.call(captchaImage, { clientId: 'route-client-0001' });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });

  it('refuses a malformed client id with BAD_REQUEST', async () => {
    const { status, body } = await t.call(captchaImage, { clientId: 'x' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('solves a slide puzzle the way the e2e suite does: the gap x from the SVG', async () => {
    const challenge = await t.call(sliderChallenge, { clientId: 'route-client-0002' });
    const value = valueOf(challenge);
    const svg = Buffer.from(value.background.split(',')[1] ?? '', 'base64').toString();
    const gapX = Number(/<rect id="gap" x="(\d+)"/.exec(svg)?.[1]);
    expect(gapX).toBeGreaterThanOrEqual(60);

    const verified = await t.call(sliderVerify, {
      id: value.id,
      x: gapX + 2,
      track: humanTrack(gapX + 2),
    });
    expect(verified.body).toMatchObject({ success: true });
    expect(valueOf(verified).token).toMatch(/^[\w-]{43}$/);

    const again = await t.call(sliderVerify, {
      id: value.id,
      x: gapX,
      track: humanTrack(gapX),
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it('answers CAPTCHA_FAILED, not a 500, for a wrong place, a bot drag or an unknown id', async () => {
    const challenge = await t.call(sliderChallenge, { clientId: 'route-client-0003' });
    const { id } = valueOf(challenge);
    const jump = [0, 1, 2, 3, 4].map((i) => ({ x: i * 50, t: i }));
    const bot = await t.call(sliderVerify, { id, x: 200, track: jump });
    expect(bot.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
    const unknown = await t.call(sliderVerify, {
      id: 'nope',
      x: 100,
      track: humanTrack(100),
    });
    expect(unknown.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
    const malformed = await t.call(sliderVerify, unchecked({ id, x: 'far', track: [] }));
    expect(malformed.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
