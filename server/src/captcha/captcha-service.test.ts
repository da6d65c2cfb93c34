import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../contract/errors.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { findMerchantByBrand } from '../merchant/merchant-store.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { CAPTCHA_ALPHABET } from './captcha-image.ts';
import { consumeSliderToken } from './slider-tokens.ts';
import {
  checkImageCaptcha,
  issueImageCaptcha,
  issueSliderChallenge,
  randomCaptchaText,
  trackProblem,
  verifySlider,
} from './captcha-service.ts';
import { fixedGapProvider, humanTrack } from '../../testing/captcha.ts';
import { sandboxSliderProvider } from './slider-provider.ts';

const fixedGap = fixedGapProvider;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

describe.each(testDatabaseKinds())('captchas on %s', (kind) => {
  let t: TestApp;
  let merchantId: number;
  let other: number;
  let n = 0;
  const client = () => `client-${kind}-${String(++n).padStart(8, '0')}`;
  beforeAll(async () => {
    t = await openTestApp(kind);
    merchantId = must(await findMerchantByBrand(t.test.db, 'aurora')).id;
    other = must(await findMerchantByBrand(t.test.db, 'lotus')).id;
  });
  afterAll(async () => {
    await t.dispose();
  });

  describe('the image captcha', () => {
    it('draws 4 characters from an alphabet without look-alikes', () => {
      // Issue 10: 0/O, 1/l/I, 5/S, 2/Z, 8/B (and Q, G, L) are never asked for.
      expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL5S2Z8BQG]/);
      for (let i = 0; i < 50; i++) {
        expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      }
    });

    it('is a PNG data URL whose text is nowhere in the file', async () => {
      const url = await issueImageCaptcha(t.test.db, merchantId, client(), '203.0.113.1', {
        text: 'KX7P',
      });
      expect(url).toMatch(/^data:image\/png;base64,/);
      const bytes = Buffer.from(must(url.split(',')[1]), 'base64');
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.toString('latin1')).not.toContain('KX7P');
    });

    it('accepts the right text once, in any case and with spaces around or inside it', async () => {
      const id = client();
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, { text: 'AC7K' });
      expect(await checkImageCaptcha(t.test.db, merchantId, id, ' a c7k ')).toBe(true);
      expect(await checkImageCaptcha(t.test.db, merchantId, id, 'AC7K')).toBe(false);
    });

    it('gets one guess: a wrong answer uses the captcha up', async () => {
      const id = client();
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, { text: 'AC7K' });
      expect(await checkImageCaptcha(t.test.db, merchantId, id, 'AC7X')).toBe(false);
      expect(await checkImageCaptcha(t.test.db, merchantId, id, 'AC7K')).toBe(false);
    });

    it('refuses no text, another client, another merchant and an expired captcha', async () => {
      const id = client();
      const now = Date.now();
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, { text: 'MNPR', now });
      expect(await checkImageCaptcha(t.test.db, other, id, 'MNPR')).toBe(false);
      expect(await checkImageCaptcha(t.test.db, merchantId, client(), 'MNPR')).toBe(false);
      expect(await checkImageCaptcha(t.test.db, merchantId, id, undefined)).toBe(false);

      const late = client();
      await issueImageCaptcha(t.test.db, merchantId, late, undefined, { text: 'MNPR', now });
      expect(
        await checkImageCaptcha(t.test.db, merchantId, late, 'MNPR', { now: now + 5 * 60_000 + 1 }),
      ).toBe(false);
    });

    it('replaces the previous captcha, but not more than once a second', async () => {
      const id = client();
      const now = Date.now();
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, { text: 'AAAA', now });
      await expect(
        issueImageCaptcha(t.test.db, merchantId, id, undefined, { text: 'EEEE', now: now + 500 }),
      ).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        value: { retryAfter: expect.toSatisfy((wait: number) => wait >= 1 && wait <= 2) as number },
      });
      // Counted in whole seconds: the second is over two seconds on at the latest.
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, {
        text: 'CCCC',
        now: now + 2000,
      });
      expect(await checkImageCaptcha(t.test.db, merchantId, id, 'AAAA', { now: now + 2001 })).toBe(
        false,
      );
      await issueImageCaptcha(t.test.db, merchantId, id, undefined, {
        text: 'DDDD',
        now: now + 4000,
      });
      expect(await checkImageCaptcha(t.test.db, merchantId, id, 'DDDD', { now: now + 4001 })).toBe(
        true,
      );
    });

    it('caps how many captchas one IP gets per minute', async () => {
      const now = Date.now();
      const ip = `198.18.0.${kind === 'pglite' ? 1 : 2}`;
      for (let i = 0; i < 120; i++) {
        await issueImageCaptcha(t.test.db, merchantId, client(), ip, { now });
      }
      await expect(
        issueImageCaptcha(t.test.db, merchantId, client(), ip, { now }),
      ).rejects.toBeInstanceOf(PlatformError);
      // A minute counted in six-second steps: over 66 seconds on at the latest.
      await issueImageCaptcha(t.test.db, merchantId, client(), ip, { now: now + 66_001 });
    });
  });

  describe('the slider captcha', () => {
    const solve = async (x: number, track = humanTrack(x), now?: number) => {
      const clientId = client();
      const challenge = await issueSliderChallenge(t.test.db, merchantId, clientId, undefined, {
        provider: fixedGap,
        ...(now === undefined ? {} : { now }),
      });
      return {
        challenge,
        clientId,
        attempt: () =>
          verifySlider(
            t.test.db,
            merchantId,
            { id: challenge.id, x, track },
            {
              provider: fixedGap,
              ...(now === undefined ? {} : { now: now + 1000 }),
            },
          ),
      };
    };

    it('hands out a 300×150 scene whose gap sits at least 60 px from the left', async () => {
      for (let i = 0; i < 20; i++) {
        const puzzle = sandboxSliderProvider.create();
        expect(puzzle.gapX).toBeGreaterThanOrEqual(60);
        expect(puzzle.gapX).toBeLessThanOrEqual(300 - 44);
        const svg = Buffer.from(must(puzzle.background.split(',')[1]), 'base64').toString();
        expect(/<rect id="gap" x="(\d+)"/.exec(svg)?.[1]).toBe(String(puzzle.gapX));
        expect(svg).toContain('viewBox="0 0 300 150"');
      }
      const challenge = await issueSliderChallenge(t.test.db, merchantId, client(), undefined);
      expect(challenge).toMatchObject({ width: 300, height: 150 });
      expect(challenge).not.toHaveProperty('gapX');
    });

    it('accepts a drag within 5 px and answers a token that login can use once', async () => {
      const { attempt, clientId } = await solve(124);
      const token = await attempt();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await consumeSliderToken(t.test.db, other, token, clientId)).toBe(false);
      expect(await consumeSliderToken(t.test.db, merchantId, token, clientId)).toBe(true);
      expect(await consumeSliderToken(t.test.db, merchantId, token, clientId)).toBe(false);
      expect(await consumeSliderToken(t.test.db, merchantId, 'made-up', clientId)).toBe(false);
    });

    it('refuses a token from a client id other than the one that asked for the challenge, and uses it up', async () => {
      const { attempt, clientId } = await solve(120);
      const token = await attempt();
      expect(await consumeSliderToken(t.test.db, merchantId, token, client())).toBe(false);
      // Refused once, gone for good: a traded token is worth one refusal.
      expect(await consumeSliderToken(t.test.db, merchantId, token, clientId)).toBe(false);
    });

    it('refuses a piece dropped more than 5 px off', async () => {
      await expect((await solve(126)).attempt()).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
      await expect((await solve(114)).attempt()).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    });

    it('gives each challenge a single attempt, right or wrong', async () => {
      const { challenge } = await solve(120);
      const send = (x: number) =>
        verifySlider(
          t.test.db,
          merchantId,
          { id: challenge.id, x, track: humanTrack(x) },
          {
            provider: fixedGap,
          },
        );
      await expect(send(40)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
      await expect(send(120)).rejects.toMatchObject({
        code: 'CAPTCHA_FAILED',
        message: expect.stringContaining('already used') as string,
      });
    });

    it('refuses a challenge after two minutes and a token after two minutes', async () => {
      const now = Date.now();
      const challenge = await issueSliderChallenge(t.test.db, merchantId, client(), undefined, {
        provider: fixedGap,
        now,
      });
      await expect(
        verifySlider(
          t.test.db,
          merchantId,
          { id: challenge.id, x: 120, track: humanTrack(120) },
          { provider: fixedGap, now: now + 120_001 },
        ),
      ).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });

      const { attempt, clientId } = await solve(120, humanTrack(120), now);
      const token = await attempt();
      expect(
        await consumeSliderToken(t.test.db, merchantId, token, clientId, {
          now: now + 1000 + 120_001,
        }),
      ).toBe(false);
    });

    it('refuses a drag that is too fast, too short, too regular or ends elsewhere', async () => {
      const fast = humanTrack(120).map((p, i) => ({ ...p, t: i * 10 }));
      await expect((await solve(120, fast)).attempt()).rejects.toMatchObject({
        code: 'CAPTCHA_FAILED',
        message: expect.stringContaining('too fast') as string,
      });
      const regular = Array.from({ length: 13 }, (_, i) => ({ x: i * 10, t: i * 50 }));
      await expect((await solve(120, regular)).attempt()).rejects.toMatchObject({
        message: expect.stringContaining('too regular') as string,
      });
      expect(
        trackProblem(
          [
            { x: 0, t: 0 },
            { x: 120, t: 900 },
          ],
          120,
        ),
      ).toMatch(/too few/);
      expect(trackProblem(humanTrack(60), 120)).toMatch(/does not end/);
      const backwards = humanTrack(120);
      backwards[3] = { x: must(backwards[3]).x, t: 1 };
      expect(trackProblem(backwards, 120)).toMatch(/back in time/);
      expect(trackProblem(humanTrack(120), 120)).toBeUndefined();
    });
  });
});
